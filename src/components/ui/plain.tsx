import { useId, type ComponentProps, type CSSProperties, type ReactNode, type Ref } from 'react';
import classes from './plain.module.css';

/**
 * The few controls of the pages drawn before any Mantine code loads: the sign-in form and the error page of a
 * failed download (docs/decisions/0108-public-pages-without-mantine.md). Plain elements, labelled and described
 * as Mantine's inputs are, styled from the theme's CSS variables.
 */

/** Class names or ids as one space-separated list, skipping the absent ones. */
export const tokenList = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

type ButtonVariant = 'filled' | 'default' | 'light-red';

interface PlainButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: 'sm' | 'xs';
  fullWidth?: boolean;
  /** Busy: the button says so (a spinner and `aria-busy`) and ignores clicks until it is done. */
  loading?: boolean;
}

const variantClass: Record<ButtonVariant, string | undefined> = {
  filled: undefined,
  default: classes.default,
  'light-red': classes.lightRed,
};

export function PlainButton({
  variant = 'filled',
  size = 'sm',
  fullWidth = false,
  loading = false,
  type = 'button',
  className,
  children,
  onClick,
  ...rest
}: PlainButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={tokenList(
        classes.button,
        variantClass[variant],
        size === 'xs' && classes.small,
        fullWidth ? classes.fullWidth : classes.fitContent,
        className,
      )}
      data-loading={loading || undefined}
      aria-busy={loading || undefined}
      onClick={(event) => {
        if (loading) event.preventDefault();
        else onClick?.(event);
      }}
    >
      {loading && <span className={classes.spinner} aria-hidden="true" />}
      {children}
    </button>
  );
}

/** A button that reads as a link: an action on the page, not a new address. */
export function LinkButton({ className, type = 'button', ...rest }: ComponentProps<'button'>) {
  return <button {...rest} type={type} className={tokenList(classes.link, className)} />;
}

interface FieldFrameProps {
  id: string;
  /** The visible label; without one the control names itself (`aria-label`), as on a one-line filter bar. */
  label?: ReactNode;
  /** `div` when the control is no form element (a code editor labels itself). */
  labelElement?: 'label' | 'div';
  description?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  /** The description under the control rather than above it (Mantine's `inputWrapperOrder`). */
  descriptionBelow?: boolean;
  size?: FieldSize;
  /** Style of the box around the control (custom properties its parts share). */
  controlStyle?: CSSProperties;
  /** Style and class of the whole field, as Mantine's `style` and `className` are its root's. */
  rootStyle?: CSSProperties;
  rootClassName?: string;
  children: ReactNode;
}

type FieldSize = 'xs' | 'sm';

/** Label, description, control and error, linked as Mantine's Input.Wrapper links them. */
export function FieldFrame({
  id,
  label,
  labelElement = 'label',
  description,
  error,
  required,
  descriptionBelow = false,
  size = 'sm',
  controlStyle,
  rootStyle,
  rootClassName,
  children,
}: FieldFrameProps) {
  const describe = description ? (
    <p
      className={tokenList(classes.description, descriptionBelow && classes.descriptionBelow)}
      id={`${id}-description`}
    >
      {description}
    </p>
  ) : null;
  return (
    <div className={tokenList(size === 'xs' && classes.fieldXs, rootClassName) || undefined} style={rootStyle}>
      {label !== undefined &&
        (labelElement === 'div' ? (
          <div className={classes.label}>{label}</div>
        ) : (
          <label className={classes.label} htmlFor={id}>
            {label}
            {required && (
              <span className={classes.required} aria-hidden="true">
                {' *'}
              </span>
            )}
          </label>
        ))}
      {!descriptionBelow && describe}
      <div className={classes.control} style={controlStyle}>
        {children}
      </div>
      {descriptionBelow && describe}
      {error && (
        <p className={classes.error} id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The ids of a field's description and error, with any the caller gives, for the control's `aria-describedby`. */
export function describedBy(id: string, description?: ReactNode, error?: ReactNode, given?: string) {
  return (
    tokenList(given, description ? `${id}-description` : undefined, error ? `${id}-error` : undefined) || undefined
  );
}

interface TextFieldProps extends Omit<ComponentProps<'input'>, 'ref' | 'size'> {
  label?: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  descriptionBelow?: boolean;
  size?: FieldSize;
  /** Inside the input's start (an icon). */
  leftSection?: ReactNode;
  /** Inside the input's right end (a show/hide switch). */
  rightSection?: ReactNode;
  rightSectionWidth?: number;
  rootStyle?: CSSProperties;
  rootClassName?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A text input drawn as Mantine's TextInput (sizes xs and sm), without Mantine: the sign-in form's fields, and the
 * fields a signed-in page draws in its first paint (filter bars, the editor's stand-in), whose Mantine inputs would
 * otherwise load before the page's content (docs/decisions/0122-first-paint-fields-without-mantine.md).
 */
export function TextField({
  label,
  description,
  error,
  descriptionBelow,
  size,
  leftSection,
  rightSection,
  rightSectionWidth,
  rootStyle,
  rootClassName,
  required,
  id: givenId,
  className,
  'aria-describedby': givenDescribedBy,
  ...rest
}: TextFieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  // The input's end padding and the section's width both read it.
  const sectionWidth = rightSectionWidth
    ? { ['--right-section-width' as string]: `${rightSectionWidth}px` }
    : undefined;
  return (
    <FieldFrame
      id={id}
      label={label}
      description={description}
      error={error}
      required={required}
      descriptionBelow={descriptionBelow}
      size={size}
      controlStyle={sectionWidth}
      rootStyle={rootStyle}
      rootClassName={rootClassName}
    >
      {leftSection !== undefined && (
        <div className={classes.leftSection} aria-hidden="true">
          {leftSection}
        </div>
      )}
      <input
        {...rest}
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, description, error, givenDescribedBy)}
        className={tokenList(
          classes.input,
          leftSection !== undefined && classes.withLeftSection,
          rightSection !== undefined && classes.withRightSection,
          className,
        )}
      />
      {rightSection !== undefined && <div className={classes.rightSection}>{rightSection}</div>}
    </FieldFrame>
  );
}

interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'children'> {
  label: string;
  description?: string;
  data: { value: string; label: string }[];
}

/** A native select: fully accessible, and no popover library. */
export function SelectField({ label, description, data, id: givenId, className, ...rest }: SelectFieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  return (
    <FieldFrame id={id} label={label} description={description}>
      <select
        {...rest}
        id={id}
        aria-describedby={describedBy(id, description)}
        className={tokenList(classes.input, className)}
      >
        {data.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <div className={classes.rightSection} aria-hidden="true">
        <ChevronIcon />
      </div>
    </FieldFrame>
  );
}

/** Mantine's select chevron (ComboboxChevron), for the selects drawn without Mantine. */
export function ChevronIcon() {
  return (
    <svg width="15" height="15" viewBox="0 0 15 15" fill="none">
      <path
        d="M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.26618 11.9026 7.38064 11.95 7.49999 11.95C7.61933 11.95 7.73379 11.9026 7.81819 11.8182L10.0682 9.56819Z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  );
}

interface PlainAlertProps {
  color: 'red' | 'yellow';
  title: string;
  role: 'alert' | 'status';
  children: ReactNode;
}

export function PlainAlert({ color, title, role, children }: PlainAlertProps) {
  const titleId = useId();
  return (
    <div
      className={tokenList(classes.alert, color === 'red' ? classes.alertRed : classes.alertYellow)}
      role={role}
      aria-labelledby={titleId}
    >
      <div className={classes.alertTitle} id={titleId}>
        {title}
      </div>
      <div>{children}</div>
    </div>
  );
}

/** Vertical rhythm and type of the plain pages. */
export const plainClasses = {
  stack: classes.stack,
  title: classes.title,
  text: classes.text,
  dimmed: classes.dimmed,
  card: classes.card,
};
