// The budgets docs/testing.md states are the ones `npm test` checks; its targets add up to the
// ten minutes the whole suite may take on a 2-core machine.
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { budgets, LAYERS, wallBudget } from '../../setup/budgets.ts';

const root = resolve(import.meta.dirname, '../../..');

describe('test layer budgets', () => {
  it('docs/testing.md states one for every layer, and targets that fit in ten minutes', async () => {
    const doc = await readFile(join(root, 'docs/testing.md'), 'utf8');
    const budget = budgets(doc);
    const target = budgets(doc, 'target');
    expect(Object.keys(budget).sort()).toEqual([...LAYERS].sort());
    for (const layer of LAYERS) {
      expect(budget[layer]).toBeGreaterThan(0);
      expect(target[layer], layer).toBeGreaterThan(0);
    }
    expect(budget.unit).toBeLessThanOrEqual(90);
    expect(wallBudget(target)).toBeLessThanOrEqual(600);
  });

  it('names the layer a doc leaves out', () => {
    expect(() => budgets('| `typecheck` | 60 s | 45 s |\n| `lint` | 90 s | 75 s |')).toThrow(/no budget for the build layer/);
  });
});
