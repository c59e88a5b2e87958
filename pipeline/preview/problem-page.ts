// What `unisite preview` and `unisite dev` answer when the content cannot be rendered: every
// problem by document and field (docs/errors.md), and in dev Vite's error overlay over it.
import type { ContentProblem } from '../../content/schema/problems.ts';

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string);

export function contentProblemPage({
  message,
  problems,
  overlay,
}: {
  message: string;
  problems: ContentProblem[];
  overlay: boolean;
}): string {
  const list = problems
    .map(
      (p) =>
        `<li${p.code ? ` data-code="${escapeHtml(p.code)}"` : ''}><strong>${escapeHtml(p.document)}</strong> → <code>${escapeHtml(p.path || '(document)')}</code>: ${escapeHtml(p.message)}</li>`,
    )
    .join('');
  // JSON in a script: no content can close the element.
  const error = JSON.stringify({ message, stack: '', plugin: 'unisite: content' }).replace(/</g, '\\u003c');
  return `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Content problems · Problemas de contenido</title></head>
<body>
<main>
<h1>The page cannot be shown <span lang="es">(no se puede mostrar la página)</span></h1>
${list ? `<ul id="content-problems">${list}</ul>` : ''}
<pre>${escapeHtml(message)}</pre>
</main>
${overlay ? `<script type="module" src="/@vite/client"></script><script type="module">import { ErrorOverlay } from '/@vite/client'; document.body.appendChild(new ErrorOverlay(${error}));</script>` : ''}
</body>
</html>
`;
}
