// The page inside the page editor (SPEC §4 "Editor mode", §6 renderer `editor`): modules can be
// selected (highlighted, labelled with their name), duplicated and deleted; the header and the
// footer are highlighted differently and cannot be changed here; inside navigation and form
// contexts selection is off. The frame only asks: the host (the CMS) changes the draft and
// re-renders the frame. Messages go to, and are accepted from, the host's origin only; the
// protocol is documented in docs/editing.md. Plain DOM: the editor path loads no React (SPEC §2).

const SOURCE = 'unisite-editor';

type Outgoing =
  | { source: typeof SOURCE; type: 'ready'; path: string }
  | { source: typeof SOURCE; type: 'select'; kind: 'module' | 'header' | 'footer'; name: string; path?: string }
  | { source: typeof SOURCE; type: 'duplicate' | 'delete'; name: string; path: string };

const TEXTS = {
  en: { duplicate: 'Duplicate', delete: 'Delete', header: 'Header', footer: 'Footer', toolbar: 'Module actions' },
  es: { duplicate: 'Duplicar', delete: 'Eliminar', header: 'Cabecera', footer: 'Pie de página', toolbar: 'Acciones del módulo' },
} as const;

const texts = document.documentElement.lang === 'es' ? TEXTS.es : TEXTS.en;
const script = document.querySelector<HTMLScriptElement>('script[data-editor-host]');
const hostOrigin = script?.dataset.editorHost ?? '';

/** Where selection is off (SPEC §4): navigation and form contexts. */
const NOT_SELECTABLE = 'nav, form, [data-editor-context="navigation"], [data-editor-context="forms"]';

function post(message: Outgoing): void {
  // Never '*': only the configured host may read what the editor does.
  if (hostOrigin && window.parent !== window) window.parent.postMessage(message, hostOrigin);
}

const style = document.createElement('style');
style.textContent = `
[data-editor-selectable] { cursor: pointer; }
[data-editor-selected] { outline: 3px solid var(--palette-interactive); outline-offset: -3px; position: relative; }
header[data-editor-selected], footer[data-editor-selected] { outline: 3px dashed var(--palette-brand); }
[data-editor-toolbar] { position: absolute; inset-block-start: 0; inset-inline-end: 0; z-index: var(--z-modal-content);
  display: flex; gap: var(--space-1); align-items: center; padding: var(--space-1);
  background: var(--palette-interactive); color: var(--palette-text-on-interactive); font: var(--text-body-small); }
[data-editor-toolbar] button { font: inherit; }
`;
document.head.append(style);

let selected: HTMLElement | null = null;

function clearSelection(): void {
  selected?.removeAttribute('data-editor-selected');
  selected?.querySelector(':scope > [data-editor-toolbar]')?.remove();
  selected = null;
}

function button(label: string, onClick: () => void): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.textContent = label;
  element.addEventListener('click', (event) => {
    event.stopPropagation();
    onClick();
  });
  return element;
}

function select(target: HTMLElement): void {
  clearSelection();
  selected = target;
  target.setAttribute('data-editor-selected', '');
  const kind = target.matches('header') ? 'header' : target.matches('footer') ? 'footer' : 'module';
  const name = kind === 'module' ? (target.dataset.module ?? '') : texts[kind];
  const path = target.dataset.editorPath;
  const toolbar = document.createElement('div');
  toolbar.setAttribute('data-editor-toolbar', '');
  toolbar.setAttribute('role', 'toolbar');
  toolbar.setAttribute('aria-label', `${texts.toolbar}: ${name}`);
  const label = document.createElement('strong');
  label.textContent = name;
  toolbar.append(label);
  // Header and footer belong to the site, not to this page: highlighted, not changed here.
  if (kind === 'module' && path) {
    toolbar.append(
      button(texts.duplicate, () => post({ source: SOURCE, type: 'duplicate', name, path })),
      button(texts.delete, () => post({ source: SOURCE, type: 'delete', name, path })),
    );
  }
  target.prepend(toolbar);
  toolbar.querySelector('button')?.focus({ preventScroll: true });
  post({ source: SOURCE, type: 'select', kind, name, ...(path ? { path } : {}) });
}

/** The selectable element an event happened in, or null inside navigation and form contexts. */
function selectableAt(node: EventTarget | null): HTMLElement | null {
  if (!(node instanceof Element)) return null;
  if (node.closest('[data-editor-toolbar]')) return null;
  const module = node.closest<HTMLElement>('[data-editor-path]');
  const region = node.closest<HTMLElement>('header, footer');
  const context = node.closest(NOT_SELECTABLE);
  // Inside a module, a form or navigation of the module still blocks selecting it.
  if (context && (!module || module.contains(context)) && (!region || region.contains(context))) return null;
  return module ?? region;
}

// Every module, the header and the footer can be reached by keyboard and say what they are.
for (const element of document.querySelectorAll<HTMLElement>('[data-editor-path], body header, body footer')) {
  element.setAttribute('data-editor-selectable', '');
  if (!element.hasAttribute('tabindex')) element.tabIndex = 0;
}

// The page is being edited, not visited: links and buttons do not leave or act, they select.
document.addEventListener(
  'click',
  (event) => {
    if ((event.target as Element | null)?.closest?.('[data-editor-toolbar]')) return;
    // Nothing leaves the page or submits: navigation and forms only lose their selection.
    event.preventDefault();
    event.stopPropagation();
    const target = selectableAt(event.target);
    if (target) select(target);
  },
  true,
);
document.addEventListener('keydown', (event) => {
  if (event.key === 'Escape') return clearSelection();
  if (event.key !== 'Enter' && event.key !== ' ') return;
  const target = event.target instanceof HTMLElement && event.target.hasAttribute('data-editor-selectable') ? event.target : null;
  if (!target) return;
  event.preventDefault();
  select(target);
});

// The host may select a module (after a duplicate, the copy); anything from elsewhere is ignored.
window.addEventListener('message', (event: MessageEvent<unknown>) => {
  if (event.origin !== hostOrigin || event.source !== window.parent) return;
  const message = event.data as { source?: unknown; type?: unknown; path?: unknown } | null;
  if (message?.source !== SOURCE || message.type !== 'select' || typeof message.path !== 'string') return;
  const target = document.querySelector<HTMLElement>(`[data-editor-path="${CSS.escape(message.path)}"]`);
  if (target) {
    select(target);
    target.scrollIntoView({ block: 'center' });
  }
});

post({ source: SOURCE, type: 'ready', path: location.pathname });
