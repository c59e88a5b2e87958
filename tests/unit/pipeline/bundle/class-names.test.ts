// Production class names (docs/performance.md "Lean pages"): one or two letters, each naming
// exactly one class of one stylesheet, the same in the client and the server build.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { classesOf, productionScopedName, shortClassName, shortClassNames } from '../../../../pipeline/bundle/class-names.ts';

const root = resolve(import.meta.dirname, '../../../..');

describe('production class names', () => {
  it('are valid CSS class names and never repeat', () => {
    const names = [...shortClassNames(root).values()];
    expect(names.length).toBeGreaterThan(100);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[A-Za-z][A-Za-z0-9]*$/);
    // Content blockers hide elements classed `ad`, `ads`, `Ad` … : no element of ours is.
    expect(names.filter((name) => /^ad/i.test(name))).toEqual([]);
    expect(Math.max(...names.map((name) => name.length))).toBeLessThanOrEqual(2);
    expect([0, 51, 52, 53, 52 + 52 * 62].map(shortClassName)).toEqual(['a', 'Z', 'aa', 'ab', 'aaa']);
  });

  it('give the header the shortest names and do not depend on the order stylesheets are read in', () => {
    const header = resolve(root, 'site/components/Header/MainMenu.module.css');
    const footer = resolve(root, 'site/components/Footer/Footer.module.css');
    const first = productionScopedName(root);
    const second = productionScopedName(root);
    const a = [first('footer', footer), first('mainItem', `${header}?used`)];
    const b = [second('mainItem', header), second('footer', footer)].reverse();
    expect(a).toEqual(b);
    expect(a[1]).toHaveLength(1);
  });

  it('leave global classes and strings alone, and keep a readable name for a stylesheet outside the site', () => {
    expect(classesOf('/* .gone */ .form :global(.mktoFormRow) { background: url("a.svg") } .row { margin: 0.5rem }')).toEqual([
      'form',
      'row',
    ]);
    expect(productionScopedName(root)('title', '/elsewhere/x.module.css')).toMatch(/^title_[\w-]{6}$/);
  });
});
