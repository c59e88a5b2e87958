// Where focus goes when the control that had it disappears (docs/accessibility.md): never to
// <body>, which sends a keyboard user back to the top of the page and a screen reader nowhere.

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

const usable = (element: HTMLElement): boolean =>
  !element.closest('[inert], [hidden]') && element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';

/** Focuses the first usable control after `element` in document order (outside it); true if one took focus. */
export function focusNextAfter(element: Element): boolean {
  for (const candidate of Array.from(document.querySelectorAll<HTMLElement>(FOCUSABLE))) {
    if (element.contains(candidate) || !(element.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING)) continue;
    if (!usable(candidate)) continue;
    candidate.focus();
    if (document.activeElement === candidate) return true;
  }
  return false;
}
