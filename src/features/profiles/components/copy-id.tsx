import { CopyButton } from '../../../components/copy-button';
import classes from './copy-id.module.css';

/** An identifier with a copy button. */
export function CopyId({ label, value }: { label: string; value: string }) {
  return (
    <span className={classes.row}>
      <span className={classes.label}>{label}</span>
      <span className={classes.value} title={value}>
        {value}
      </span>
      <CopyButton value={value} label={label} size="sm" />
    </span>
  );
}
