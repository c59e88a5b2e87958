// The layers of the suite and their time budgets, as docs/testing.md states them ("Budgets"):
// the layer runner (tests/setup/run-layers.ts) fails a layer past twice its budget.

export type Layer = 'typecheck' | 'lint' | 'build' | 'unit' | 'integration' | 'e2e';
export const LAYERS: Layer[] = ['typecheck', 'lint', 'build', 'unit', 'integration', 'e2e'];

/**
 * The budget of each layer in seconds, from the "Budgets" table of docs/testing.md
 * (`| unit | 60 s | 90 s | …`): the first column is what the runner holds each layer to today,
 * the second (`column: 'target'`) the share of the ten minutes the layer is to fit in.
 */
export function budgets(doc: string, column: 'budget' | 'target' = 'budget'): Record<Layer, number> {
  const found: Partial<Record<Layer, number>> = {};
  for (const match of doc.matchAll(/^\|\s*`?(\w+)`?\s*\|\s*(\d+) s\s*\|\s*(\d+) s\s*\|/gm)) {
    const name = match[1] as Layer;
    if (LAYERS.includes(name)) found[name] = Number(column === 'budget' ? match[2] : match[3]);
  }
  for (const layer of LAYERS) if (found[layer] === undefined) throw new Error(`docs/testing.md states no ${column} for the ${layer} layer`);
  return found as Record<Layer, number>;
}

/** The wall time the budgets add up to: the typecheck and the lint run beside the shared build. */
export function wallBudget(budget: Record<Layer, number>): number {
  return Math.max(budget.typecheck + budget.lint, budget.build) + budget.unit + budget.integration + budget.e2e;
}
