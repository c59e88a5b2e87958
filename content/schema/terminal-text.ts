// CMS strings reach the operator's terminal inside messages (a document's path, a field's
// value). A newline there would forge a line of output, an escape sequence could rewrite the
// screen or the window title: controls are shown as visible escapes instead (docs/security.md).

// C0 and C1 controls, DEL, and the Unicode line/paragraph separators and bidi overrides.
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/gu;

const visible = (char: string): string => {
  const code = char.codePointAt(0) as number;
  return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
};

/** One line of terminal text: every control shown as \xNN, newlines included. */
export function printableLine(text: string): string {
  return text.replace(CONTROLS, visible);
}

/** Multi-line terminal text of our own making: line breaks kept, every other control shown as \xNN. */
export function printableLines(text: string): string {
  return text
    .split('\n')
    .map((line) => printableLine(line))
    .join('\n');
}
