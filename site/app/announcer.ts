// SPEC §2: after each client navigation a visually hidden live region says
// 'Navigated to {page title or first h1}', so screen-reader users hear the page changed.
import { ownElement } from './own-element.ts';

const ID = 'unisite-announcer';
const HIDDEN =
  'position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0';

function region(): HTMLElement {
  // Among <body>'s own children: an element of the content with this id cannot stand in for it.
  let element = ownElement('div', ID);
  if (!element) {
    element = document.createElement('div');
    element.id = ID;
    element.setAttribute('role', 'status');
    element.setAttribute('aria-live', 'assertive');
    element.setAttribute('aria-atomic', 'true');
    element.style.cssText = HIDDEN;
    document.body.append(element);
  }
  return element;
}

/**
 * `template` is the translated 'Navigated to {title}'; `pageTitle` the page's own title, without
 * the site name the tab shows after it (a screen reader would repeat it on every page).
 */
export function announce(template: string, pageTitle: string | undefined): void {
  const title = pageTitle || document.querySelector('h1')?.textContent || location.pathname;
  region().textContent = template.replace('{title}', title);
}

/** Created at start, empty, so assistive technology is already watching it when it changes. */
export const startAnnouncer = (): void => void region();

/** Says a change a control made (the comparator's added, removed, fixed), in the same live region. */
export function announceText(text: string): void {
  const element = region();
  // The same text twice in a row is still announced: clear first, write on the next frame.
  element.textContent = '';
  requestAnimationFrame(() => {
    element.textContent = text;
  });
}
