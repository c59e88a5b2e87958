// JSON placed inside a <script> element must not be able to close it or open a comment:
// escape '<', '>', '&' and the JavaScript line separators U+2028/U+2029.
export function safeJsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
