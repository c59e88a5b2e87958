// JSON placed inside a <script> element must not be able to close it or open a comment:
// escape '<', '>', '&' and the JavaScript line separators U+2028/U+2029 (in one pass: every
// page's head and body carry such a script).
const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

export function safeJsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (character) => ESCAPES[character] as string);
}
