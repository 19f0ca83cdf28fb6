import { useEffect, useRef } from 'react';

/**
 * A submit button is disabled while its form is sent (its loader shows), and a disabled button loses the focus, to
 * `<body>`. Once the form is no longer busy, the focus goes back to `target()` (the button, enabled again), unless
 * something else has taken it meanwhile (a field with a problem, another control the person chose): the outcome is
 * announced where it shows (docs/decisions/0173-where-focus-goes.md).
 */
export function useFocusBackAfterBusy(busy: boolean, target: () => HTMLElement | null | undefined): void {
  const wasBusy = useRef(false);
  const latestTarget = useRef(target);
  useEffect(() => {
    latestTarget.current = target;
  });
  useEffect(() => {
    if (busy) {
      wasBusy.current = true;
      return;
    }
    if (!wasBusy.current) return;
    wasBusy.current = false;
    const active = document.activeElement;
    if (!active || active === document.body) latestTarget.current()?.focus();
  }, [busy]);
}
