// `npm test`: every layer of the suite (docs/testing.md), timed. The typecheck, the lint and the
// unit layer run beside the shared build of the demo family (one chain each on the two cores CI
// has); then the integration and end-to-end layers, each with the one build. A layer that fails ends
// the run; a layer that passes but takes more than twice its budget (the table in
// docs/testing.md, read here so the doc and the check cannot disagree) fails it too.
//
// `tsx tests/setup/run-layers.ts [layer …]` runs only the layers named.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildFamily, family, READY, root } from './family-build.ts';
import { budgets, LAYERS, type Layer } from './budgets.ts';
import { leftovers, removeRunTemp, RUN_MARKER, unmarked } from './leaks.ts';
import { prepareRun } from './run-env.ts';

const bin = (name: string) => join(root, 'node_modules/.bin', name);
const commands: Record<Exclude<Layer, 'build'>, [string, string[]]> = {
  typecheck: [bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']],
  // What `npm run lint` runs: ESLint, Prettier and the import directions (dependency-cruiser).
  lint: ['sh', ['-c', `${bin('eslint')} . && ${bin('prettier')} --check --log-level warn . && npm run --silent lint:imports`]],
  unit: [bin('vitest'), ['run', '--project', 'unit']],
  integration: [bin('vitest'), ['run', '--project', 'integration']],
  e2e: [bin('playwright'), ['test']],
};

/**
 * The shared build's own leak marker: it runs beside the unit layer, whose teardown would count
 * the build's processes as the unit tests' leftovers. The run's last check looks for both.
 */
const buildMarker = () => `${process.env[RUN_MARKER]}-build`;

interface Outcome {
  layer: Layer;
  ok: boolean;
  seconds: number;
  detail?: string;
}

function runCommand(layer: Exclude<Layer, 'build'>): Promise<boolean> {
  const [command, args] = commands[layer];
  // The typecheck and the lint start no test processes: they go unmarked, so no layer's leak
  // check counts them, whatever runs beside them.
  const env = layer === 'typecheck' || layer === 'lint' ? unmarked() : process.env;
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env });
  return new Promise((done) => child.on('close', (code) => done(code === 0)));
}

async function timed(layer: Layer): Promise<Outcome> {
  const started = performance.now();
  console.log(`› ${layer}`);
  let ok: boolean;
  let detail: string | undefined;
  if (layer === 'build') {
    ok = await buildFamily({ [RUN_MARKER]: buildMarker() }).then(
      () => true,
      (error: unknown) => ((detail = String(error)), false),
    );
    // The layers after it take the build as made (tests/setup/family-build.ts).
    if (ok) process.env[READY] = family.distDir;
  } else ok = await runCommand(layer);
  const seconds = (performance.now() - started) / 1000;
  console.log(`‹ ${layer}: ${ok ? 'passed' : 'FAILED'} in ${seconds.toFixed(1)} s`);
  return { layer, ok, seconds, detail };
}

async function main(): Promise<number> {
  const chosen = process.argv.slice(2) as Layer[];
  for (const name of chosen) if (!LAYERS.includes(name)) throw new Error(`no layer ${name}: ${LAYERS.join(', ')}`);
  const wanted = (layer: Layer) => chosen.length === 0 || chosen.includes(layer);
  const budget = budgets(readFileSync(join(root, 'docs/testing.md'), 'utf8'));
  prepareRun();
  const started = performance.now();
  const outcomes: Outcome[] = [];
  // The layers that need the build wait for it; the typecheck, the lint and the unit layer need nothing.
  const needsBuild = wanted('integration') || wanted('e2e') || wanted('build');
  // Two chains on the two cores: the typecheck, the lint and the unit layer (which needs no
  // build), beside the build, which takes about as long as the three; then the layers that read
  // the build, one after the other.
  const chain = async (layers: Layer[]): Promise<Outcome[]> => {
    const done: Outcome[] = [];
    for (const layer of layers) {
      const outcome = await timed(layer);
      done.push(outcome);
      if (!outcome.ok) break;
    }
    return done;
  };
  const first = await Promise.all([chain((['typecheck', 'lint', 'unit'] as Layer[]).filter(wanted)), chain(needsBuild ? ['build'] : [])]);
  outcomes.push(...first.flat());
  for (const layer of (['integration', 'e2e'] as Layer[]).filter(wanted)) {
    if (outcomes.some((outcome) => !outcome.ok)) break;
    outcomes.push(await timed(layer));
  }
  const wall = (performance.now() - started) / 1000;

  const problems = await leftovers({ graceMs: 10_000, alsoMarked: [buildMarker()] });
  await removeRunTemp();
  console.log('\nlayer        time     budget');
  for (const { layer, ok, seconds } of outcomes) {
    const over = seconds > 2 * budget[layer];
    console.log(
      `${layer.padEnd(12)} ${`${seconds.toFixed(1)} s`.padStart(8)} ${`${budget[layer]} s`.padStart(6)}${ok ? '' : '  FAILED'}${over ? '  OVER TWICE ITS BUDGET' : ''}`,
    );
  }
  console.log(`${'wall'.padEnd(12)} ${`${wall.toFixed(1)} s`.padStart(8)}`);
  for (const { layer, detail } of outcomes) if (detail) console.error(`${layer}: ${detail}`);
  const failed = outcomes.filter(({ ok }) => !ok).map(({ layer }) => layer);
  const slow = outcomes.filter(({ layer, seconds }) => seconds > 2 * budget[layer]).map(({ layer }) => layer);
  if (problems.length > 0) console.error(`the run left behind:\n  ${problems.join('\n  ')}`);
  if (failed.length > 0) console.error(`failed: ${failed.join(', ')}`);
  if (slow.length > 0) console.error(`past twice their budget (docs/testing.md "Budgets"): ${slow.join(', ')}`);
  return failed.length > 0 || slow.length > 0 || problems.length > 0 ? 1 : 0;
}

process.exitCode = await main();
