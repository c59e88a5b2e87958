// The layers of the suite and their time budgets, as docs/testing.md states them ("Budgets"):
// the layer runner (tests/setup/run-layers.ts) fails a layer past twice its budget.

export type Layer = 'typecheck' | 'lint' | 'build' | 'unit' | 'integration' | 'e2e';
export const LAYERS: Layer[] = ['typecheck', 'lint', 'build', 'unit', 'integration', 'e2e'];

/** The budget of each layer in seconds, from the "Budgets" table of docs/testing.md (`| unit | 90 s | …`). */
export function budgets(doc: string): Record<Layer, number> {
  const found: Partial<Record<Layer, number>> = {};
  for (const match of doc.matchAll(/^\|\s*`?(\w+)`?\s*\|\s*(\d+) s\s*\|/gm)) {
    const name = match[1] as Layer;
    if (LAYERS.includes(name)) found[name] = Number(match[2]);
  }
  for (const layer of LAYERS) if (found[layer] === undefined) throw new Error(`docs/testing.md states no budget for the ${layer} layer`);
  return found as Record<Layer, number>;
}

/** The wall time the budgets add up to: the typecheck and the lint run beside the shared build. */
export function wallBudget(budget: Record<Layer, number>): number {
  return Math.max(budget.typecheck + budget.lint, budget.build) + budget.unit + budget.integration + budget.e2e;
}
