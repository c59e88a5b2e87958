// Stamping each image a type shows with the preset its definition gives it (SPEC §9), without
// copying what pages share. A distributor's cards come from one cached list that hundreds of
// pages show ("latest news" on every news page): a deep copy per page, to stamp the cards'
// images, held one copy of the same cards per page while every page is resolved. Here only the objects on the way to a stamped image
// are copied, and a copy is made once for the same object and the same stamps inside it: every
// page that shows a list with the same presets shares the list's stamped cards.
//
// Resolved data is never changed after it is made (the lists' cards were shared before stamping
// already), so sharing it is safe; the JSON written for a page is the same either way.
import type { ImageUses } from '../../site/define/define.ts';
import type { ImagePreset } from '../../site/lib/image-presets.ts';
import { remembered } from '../../site/lib/remembered.ts';

type Node = Record<string | number, unknown>;

/** A number per object that replaced another, for the keys of the copies below. */
const ids = new WeakMap<object, number>();
let nextId = 0;
function idOf(value: object): number {
  return remembered(ids, value, () => nextId++);
}

/** The copies made of an object, by what was stamped inside it. */
const copies = new WeakMap<object, Map<string, object>>();

/**
 * `data` with each image its definition lists stamped with its preset (`image.preset`), for the
 * images step to encode exactly those variants and the Image component to render them. `data`
 * itself is left as it is: the objects on the way to a stamped image are copies.
 */
export function placeImages<T>(data: T, images: ((data: T) => ImageUses) | undefined): T {
  if (!images) return data;
  const presets = new Map<object, ImagePreset>();
  for (const [image, preset] of images(data)) if (image) presets.set(image, preset);
  return presets.size === 0 ? data : (place(data, presets) as T);
}

function place(value: unknown, presets: ReadonlyMap<object, ImagePreset>): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const node = value as Node;
  let changed: Array<[string, unknown]> | undefined;
  for (const key of Object.keys(node)) {
    const child = node[key];
    const placed = place(child, presets);
    if (placed !== child) (changed ??= []).push([key, placed]);
  }
  const preset = presets.get(value);
  const stamp = preset !== undefined && node.preset !== preset ? preset : undefined;
  if (!changed && stamp === undefined) return value;
  const signature = `${stamp ?? ''}|${(changed ?? []).map(([key, child]) => `${key}:${idOf(child as object)}`).join(',')}`;
  let made = copies.get(value);
  const known = made?.get(signature);
  if (known) return known;
  const copy: Node = Array.isArray(value) ? ([...(value as unknown[])] as unknown as Node) : { ...node };
  for (const [key, child] of changed ?? []) copy[key] = child;
  if (stamp !== undefined) copy.preset = stamp;
  if (!made) copies.set(value, (made = new Map()));
  made.set(signature, copy);
  return copy;
}
