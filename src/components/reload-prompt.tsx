import classes from './reload-prompt.module.css';
import { PlainButton, plainClasses } from './ui/plain';

/**
 * For a part of the app that could not be downloaded: say so, and offer the one thing that helps. Plain elements:
 * it must show even when no Mantine code could be downloaded.
 */
export function ReloadPrompt() {
  return (
    <div className={classes.prompt} role="alert">
      <p className={plainClasses.text}>
        Part of the dashboard could not be downloaded. Check your connection, then reload: you stay on this page, and
        what you typed in open forms is kept.
      </p>
      <PlainButton size="xs" onClick={() => window.location.reload()}>
        Reload
      </PlainButton>
    </div>
  );
}
