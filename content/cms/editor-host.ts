// The embedded CMS's page-editor host (SPEC §4 "Editor mode", §6 renderer `editor`): a small
// page that frames one page rendered by `unisite preview` in the editor renderer, and applies
// what the frame asks (duplicate, delete a module) to the page's draft, then reloads the frame.
// The message protocol and its origin checks are in docs/editing.md.
import type { CmsPageRecord } from './documents.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string);

/** JSON inside a <script>: no content can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const TEXTS = {
  en: {
    title: 'Page editor',
    frame: 'Page being edited',
    hint: 'Select a module in the page to duplicate or delete it.',
    selected: 'Selected: {name}',
    duplicated: 'Duplicated {name}; the page was re-rendered.',
    deleted: 'Deleted {name}; the page was re-rendered.',
    failed: 'The change was not saved: {reason}',
    pages: 'Pages',
  },
  es: {
    title: 'Editor de páginas',
    frame: 'Página en edición',
    hint: 'Selecciona un módulo de la página para duplicarlo o eliminarlo.',
    selected: 'Seleccionado: {name}',
    duplicated: 'Se ha duplicado {name}; la página se ha vuelto a generar.',
    deleted: 'Se ha eliminado {name}; la página se ha vuelto a generar.',
    failed: 'No se ha guardado el cambio: {reason}',
    pages: 'Páginas',
  },
} as const;

export interface EditorHostOptions {
  page: CmsPageRecord;
  /** Origin of the preview server that renders the frame; its messages are the only ones heard. */
  previewOrigin: string;
  pages: Array<{ path: string; title: string }>;
  /** A token-protected CMS's session key: the draft calls send it (docs/editing.md). */
  editorKey?: string;
}

export function editorHostHtml({ page, previewOrigin, pages, editorKey }: EditorHostOptions): string {
  const texts = page.locale === 'es' ? TEXTS.es : TEXTS.en;
  const frameUrl = `${previewOrigin}/_editor${page.path}`;
  // The key travels in a header, which a page of another origin cannot make a browser send
  // without the CMS's consent (it answers no CORS preflight).
  const draftHeaders = { 'content-type': 'application/json', ...(editorKey ? { 'x-unisite-editor-key': editorKey } : {}) };
  const config = { previewOrigin, pageId: page.id, frameUrl, texts, draftHeaders };
  return `<!DOCTYPE html>
<html lang="${page.locale === 'es' ? 'es' : 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex,nofollow">
<title>${escapeHtml(texts.title)} · ${escapeHtml(String(page.title ?? page.path))}</title>
<style>
  body { margin: 0; font: 16px/1.4 system-ui, sans-serif; display: grid; grid-template-rows: auto 1fr; height: 100vh; }
  header { display: flex; gap: 1rem; align-items: center; padding: .5rem 1rem; background: #000e3e; color: #fff; flex-wrap: wrap; }
  header h1 { font-size: 1rem; margin: 0; }
  header select { font: inherit; }
  #status { margin: 0; }
  iframe { border: 0; width: 100%; height: 100%; }
</style>
</head>
<body>
<header>
  <h1>${escapeHtml(texts.title)}: ${escapeHtml(page.path)}</h1>
  <label>${escapeHtml(texts.pages)}
    <select id="pages">${pages
      .map(
        (entry) =>
          `<option value="${escapeHtml(entry.path)}"${entry.path === page.path ? ' selected' : ''}>${escapeHtml(entry.path)}</option>`,
      )
      .join('')}</select>
  </label>
  <p id="status" role="status" aria-live="polite">${escapeHtml(texts.hint)}</p>
</header>
<iframe id="frame" title="${escapeHtml(texts.frame)}" src="${escapeHtml(frameUrl)}"></iframe>
<script>
(() => {
  const config = ${scriptJson(config)};
  const frame = document.getElementById('frame');
  const status = document.getElementById('status');
  const say = (text, name) => { status.textContent = text.replace('{name}', name || '').replace('{reason}', name || ''); };
  document.getElementById('pages').addEventListener('change', (event) => {
    location.search = '?path=' + encodeURIComponent(event.target.value);
  });
  let pendingSelect = null;
  // Only the frame, from the preview's origin, may change the draft (docs/editing.md).
  window.addEventListener('message', async (event) => {
    if (event.origin !== config.previewOrigin || event.source !== frame.contentWindow) return;
    const message = event.data;
    if (!message || message.source !== 'unisite-editor') return;
    if (message.type === 'ready') {
      document.body.dataset.editorReady = String(Date.now());
      if (pendingSelect) frame.contentWindow.postMessage({ source: 'unisite-editor', type: 'select', path: pendingSelect }, config.previewOrigin);
      pendingSelect = null;
      return;
    }
    if (message.type === 'select') return say(config.texts.selected, message.name);
    if (message.type !== 'duplicate' && message.type !== 'delete') return;
    // A same-origin JSON request: what the CMS's guard asks of every change to a draft.
    const answer = await fetch('/drafts/pages/' + encodeURIComponent(config.pageId) + '/modules', {
      method: 'POST',
      mode: 'same-origin',
      headers: config.draftHeaders,
      body: JSON.stringify({ action: message.type, path: message.path }),
    });
    if (!answer.ok) return say(config.texts.failed, (await answer.json()).errors?.[0]?.message || answer.statusText);
    say(message.type === 'duplicate' ? config.texts.duplicated : config.texts.deleted, message.name);
    // The copy sits right after its original: keep it selected once the frame re-renders.
    if (message.type === 'duplicate') {
      const parts = message.path.split('.');
      parts.push(String(Number(parts.pop()) + 1));
      pendingSelect = parts.join('.');
    }
    frame.src = config.frameUrl + '?t=' + Date.now();
  });
})();
</script>
</body>
</html>
`;
}
