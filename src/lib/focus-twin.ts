/**
 * The focus a stand-in's control had when its part replaced it (after-content.tsx) goes to the part's control of the
 * same kind and name, or, where the part has none, to the page's main heading: never to `<body>`, where the next Tab
 * would start again from the top (docs/decisions/0195-a-part-hands-the-focus-to-its-twin.md). Loaded only when a
 * swap took the focus away.
 */
export function focusTwinOf(lost: Element): void {
  const active = document.activeElement;
  // (The person moved it meanwhile; a removed element may still be reported as active until the focus moves.)
  if (active && active !== document.body && active.isConnected) return;
  const key = twinKey(lost);
  const twin = Array.from(document.querySelectorAll<HTMLElement>(lost.tagName)).find(
    (candidate) => twinKey(candidate) === key && !candidate.matches(':disabled'),
  );
  const heading = document.querySelector<HTMLElement>('main h1');
  const target = twin ?? heading;
  if (!target) return;
  if (target === heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/** A control's kind and name as a person meets it: its tag, role, form name and label. */
function twinKey(element: Element): string {
  const label =
    element.getAttribute('aria-label') ??
    (element as HTMLInputElement).labels?.[0]?.textContent ??
    // (A removed field has no labels; the label around it went with it.)
    element.closest('label')?.textContent ??
    element.textContent ??
    '';
  return [element.tagName, element.getAttribute('role'), element.getAttribute('name'), label.trim()].join('|');
}
