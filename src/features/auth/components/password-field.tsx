import { useState, type ComponentProps } from 'react';
import { TextField } from '../../../components/ui/plain';
import classes from './password-field.module.css';

type PasswordFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'rightSection'>;

/**
 * A password input with a show/hide switch. Lighter than Mantine's PasswordInput (this is the sign-in page's
 * budget), and the switch is a real toggle button with its state announced.
 */
export function PasswordField(props: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      rightSectionWidth={64}
      rightSection={
        <button
          type="button"
          className={classes.toggle}
          onClick={() => setVisible((value) => !value)}
          aria-pressed={visible}
          aria-label="Show password"
        >
          {visible ? 'Hide' : 'Show'}
        </button>
      }
    />
  );
}
