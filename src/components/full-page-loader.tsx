/**
 * Shown while the first route's code loads, and while a page's code loads in the shell. The same element as
 * index.html's loading state (global classes from src/app/boot-screen.css), so React taking over shows no change.
 */
export function FullPageLoader() {
  return (
    <div className="boot-screen" role="status" aria-live="polite">
      <span className="boot-screen__spinner" aria-hidden="true" />
      <span>Loading…</span>
    </div>
  );
}
