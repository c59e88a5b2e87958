// SVG files from the media library are published as they are (they are vectors), so they must
// not be able to run anything when a visitor opens one directly: an SVG with script, event
// handlers, embedded HTML, external references or entity declarations is refused at build
// (docs/security.md). The site also shows SVGs through <img> only, and hosts serve /_img/
// with a sandboxing Content-Security-Policy.

const RULES: Array<[RegExp, string]> = [
  [/<\s*script\b/i, 'a <script> element'],
  [/\bon[a-z]+\s*=/i, 'an event-handler attribute (on…=)'],
  [/<\s*foreignObject\b/i, 'a <foreignObject> (embedded HTML)'],
  [/<\s*(iframe|embed|object|handler|listener)\b/i, 'an embedded document or handler'],
  [/<!ENTITY|<!DOCTYPE[^>]*\[/i, 'an entity declaration'],
  [/javascript:|vbscript:|data:(?!image\/(png|jpeg|gif|webp|avif);)/i, 'a script or data address'],
  [/\bhref\s*=\s*["']?\s*(?!#)/i, 'a link to something outside the image (only #fragment links are allowed)'],
  [/@import|url\(\s*["']?\s*(?!#|data:image\/(png|jpeg|gif|webp|avif);)/i, 'a style loading something from outside'],
];

/** What this SVG has that it must not (`a <script> element`; the text is SVG_UNSAFE's), or null when it is a plain picture. */
export function svgProblem(bytes: Buffer): string | null {
  const text = bytes.toString('utf8');
  for (const [pattern, what] of RULES) if (pattern.test(text)) return what;
  return null;
}
