// What a render worker's failure tells the user: the page, the component that threw and its
// message (RENDER_FAILED), never the stack. The component is found from the stack: the server
// bundle has one chunk per component, named after it (`chunks/CardCollection-Ab12.js`), and the
// first frame in such a chunk is the component that was rendering when the error was thrown. A
// type's component is named with its file, which is where the developer corrects it.
import { existsSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { userError, type UserError } from '../errors/index.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The frames' files of a stack, innermost first: `    at Name (file:///…/x.js:3:9)` → `file:///…/x.js`. */
const frameFiles = (stack: string): string[] =>
  stack
    .split('\n')
    .map((line) => /^\s+at (?:.*? \()?(.+?):\d+:\d+\)?$/.exec(line)?.[1])
    .filter((file): file is string => file !== undefined);

/** The component of the innermost frame in a chunk of the server bundle named after one (PascalCase). */
export function componentOf(stack: string): string | undefined {
  for (const file of frameFiles(stack)) {
    if (!/[\\/]server[\\/]chunks[\\/]/.test(file)) continue;
    const name = /^([A-Z][A-Za-z0-9]*)-/.exec(basename(file))?.[1];
    if (name) return name;
  }
  return undefined;
}

/** The source file of a type's component, relative to the project (`site/modules/X/X.tsx`), when `name` is a type. */
export function typeFile(name: string, root: string = ROOT): string | undefined {
  return ['site/modules', 'site/templates'].map((folder) => `${folder}/${name}/${name}.tsx`).find((file) => existsSync(`${root}/${file}`));
}

/** The error's own words: the stack's lines before its first frame, on one line. */
export function problemOf(stack: string): string {
  const lines = stack.split('\n');
  const end = lines.findIndex((line) => /^\s+at /.test(line));
  return (end === -1 ? lines : lines.slice(0, end)).join(' ').replace(/\s+/g, ' ').trim().slice(0, 500);
}

/** RENDER_FAILED for a page whose worker reported `stack` (an Error's stack, or its message). */
export function renderFailed(page: string, stack: string, root: string = ROOT): UserError<'RENDER_FAILED'> {
  const component = componentOf(stack);
  return userError('RENDER_FAILED', { page, component, file: component && typeFile(component, root), problem: problemOf(stack) });
}
