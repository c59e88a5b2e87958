// The one content walker: every stage that looks inside a page's content (thumbnails at
// sync, unknown-module warnings, build-time resolution, image planning, the header-over-hero
// rule, inspect) goes through these functions instead of its own recursion.
//
// Modules are recognised by the CMS contract, not by guessing: an object in a module list
// carries its type in `component` (docs/content-model.md).

export type FieldPath = ReadonlyArray<string | number>;
export type JsonObject = Record<string, unknown>;

export interface Visit {
  /** Where the node sits, from the walk's root: ['template', 'mainSection', 2, 'image']. */
  path: FieldPath;
  /** The object or array holding the node. */
  parent: JsonObject | unknown[] | undefined;
}

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A visit's place. The walk keeps one stack of keys; `path` copies the node's part of it when
 * asked, which few visits do (a build walks every value of 20,000 pages several times, and a
 * path array made for every value was most of the walk's time and garbage). Read `path` during
 * the visit: the stack moves on after it.
 */
class At implements Visit {
  constructor(
    private readonly stack: Array<string | number>,
    private readonly depth: number,
    readonly parent: Visit['parent'],
  ) {}
  get path(): FieldPath {
    return this.stack.slice(0, this.depth);
  }
}

/** Calls `visit` on every value under `value` (objects, arrays and primitives), depth-first, parents first. */
export function walkValues(value: unknown, visit: (node: unknown, at: Visit) => void, root: FieldPath = []): void {
  const stack = [...root];
  const step = (node: unknown, parent: Visit['parent']): void => {
    visit(node, new At(stack, stack.length, parent));
    if (Array.isArray(node)) {
      for (let index = 0; index < node.length; index += 1) {
        stack.push(index);
        step(node[index], node);
        stack.pop();
      }
    } else if (isObject(node)) {
      for (const key of Object.keys(node)) {
        stack.push(key);
        step(node[key], node);
        stack.pop();
      }
    }
  };
  step(value, undefined);
}

/** Calls `visit` on every plain object under `value`, depth-first, parents before children. */
export function walkObjects(value: unknown, visit: (node: JsonObject, at: Visit) => void, root: FieldPath = []): void {
  walkValues(value, (node, at) => (isObject(node) ? visit(node, at) : undefined), root);
}

/**
 * A copy of `value` in which every plain object has been passed through `map`, children first
 * (so `map` sees its children already mapped). Arrays and primitives are copied as they are.
 */
export function mapObjects(value: unknown, map: (node: JsonObject, at: Visit) => unknown, root: FieldPath = []): unknown {
  const step = (node: unknown, path: FieldPath, parent: Visit['parent']): unknown => {
    if (Array.isArray(node)) return node.map((item, index) => step(item, [...path, index], node));
    if (!isObject(node)) return node;
    const copy: JsonObject = {};
    for (const [key, child] of Object.entries(node)) copy[key] = step(child, [...path, key], node);
    return map(copy, { path, parent });
  };
  return step(value, root, undefined);
}

export interface ModuleAt {
  module: JsonObject & { component: string };
  path: FieldPath;
}

/** The modules in a template, in rendering order (depth-first, in field order). */
export function modulesIn(template: unknown, root: FieldPath = ['template']): ModuleAt[] {
  const found: ModuleAt[] = [];
  walkObjects(
    template,
    (node, at) => {
      if (typeof node.component === 'string') found.push({ module: node as ModuleAt['module'], path: at.path });
    },
    root,
  );
  return found;
}

/** `template.mainSection[2].title`: how problems name a field. */
export function formatPath(path: FieldPath): string {
  return path.reduce<string>((text, key) => {
    if (typeof key === 'number') return `${text}[${key}]`;
    return text ? `${text}.${String(key)}` : String(key);
  }, '');
}
