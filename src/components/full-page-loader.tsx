import classes from './full-page-loader.module.css';

/** Shown while the first route's code loads: plain CSS, so it costs the start-up bundle next to nothing. */
export function FullPageLoader() {
  return (
    <div className={classes.wrapper} role="status" aria-live="polite">
      <span className={classes.spinner} />
      <span className={classes.label}>Loading</span>
    </div>
  );
}
