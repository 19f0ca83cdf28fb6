import { productName } from '../lib/document-title';
import { tokenList } from './ui/plain';
import classes from './product-mark.module.css';

/**
 * The product's logo, drawn inline (no image request, nothing for the Content-Security-Policy to allow): a
 * profile (the dot) joined to the data around it (the arcs). Decorative: the name beside it, or the label of
 * whatever holds it, says what it is.
 */
export function ProductLogo({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--mantine-primary-color-filled)" />
      <path
        d="M21.5 10.2a8 8 0 1 0 0 11.6"
        fill="none"
        stroke="var(--mantine-color-white)"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <circle cx="16" cy="16" r="3.2" fill="var(--mantine-color-white)" />
      <circle cx="24" cy="16" r="2" fill="var(--mantine-color-white)" />
    </svg>
  );
}

/**
 * The logo and the product's name, as the sign-in card and the header show them. Plain elements: the sign-in page
 * draws it before any Mantine code loads.
 */
export function ProductMark({
  size = 28,
  textSize = 'md',
  nameVisibleFrom,
}: {
  size?: number;
  textSize?: 'sm' | 'md' | 'lg';
  /** Below this breakpoint only the logo shows (the header on a phone); its holder then names it. */
  nameVisibleFrom?: 'sm' | 'lg';
}) {
  const hidden = nameVisibleFrom && (nameVisibleFrom === 'sm' ? classes.hiddenBelowSm : classes.hiddenBelowLg);
  return (
    <span className={classes.mark}>
      <ProductLogo size={size} />
      <span className={tokenList(classes.name, hidden)} style={{ fontSize: `var(--mantine-font-size-${textSize})` }}>
        {productName}
      </span>
    </span>
  );
}
