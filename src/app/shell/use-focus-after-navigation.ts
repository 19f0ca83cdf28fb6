import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * How long after a navigation a loss of the focus is still the navigation's: the new page may suspend again as it
 * shows (after a workspace switch), and a closing popover keeps the focus in its list until its transition ends.
 */
const settleMs = 15_000;

/**
 * After a navigation that took away the element that had the focus (a workspace chosen, from the list or from the
 * switcher; a document created in a dialog; a list row that is gone), the focus goes to the new page's main heading
 * rather than staying on `<body>`, where the next Tab would start again from the top. Links that stay (the
 * navigation, the header) keep it, and so does a control the new page focuses itself. The first page of the tab is
 * left as the browser shows it (docs/decisions/0173-where-focus-goes.md).
 */
export function useFocusAfterNavigation(): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const focusHeadingIfLost = () => {
      if (document.activeElement && document.activeElement !== document.body) return;
      const heading = document.querySelector<HTMLElement>('main h1');
      // (A heading in a part React hides while it suspends cannot take the focus yet: the next check tries again.)
      if (!heading) return;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    };
    // Checked after the new page's own effects, then every tenth of a second until the person presses a key or the
    // pointer, or the page has settled: the page may be shown in parts or hidden while it suspends, and a heading
    // given the focus may itself be replaced as the new page is drawn (a workspace switch), which drops the focus
    // to <body> again.
    const frame = requestAnimationFrame(focusHeadingIfLost);
    const interval = setInterval(focusHeadingIfLost, 100);
    const timeout = setTimeout(() => stop(), settleMs);
    const stop = () => {
      cancelAnimationFrame(frame);
      clearInterval(interval);
      clearTimeout(timeout);
      document.removeEventListener('keydown', stop, true);
      document.removeEventListener('pointerdown', stop, true);
    };
    document.addEventListener('keydown', stop, true);
    document.addEventListener('pointerdown', stop, true);
    return stop;
  }, [pathname]);
}
