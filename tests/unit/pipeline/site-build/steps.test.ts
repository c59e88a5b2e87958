// The build is a list of named steps, one module each in pipeline/site-build/steps/, numbered in
// the order they run. What a newcomer reads about them — `unisite build --help`, the orchestrator's
// step comments, docs/architecture.md "The build" — names the same steps in the same order.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILD_STEPS, buildStepsText } from '../../../../pipeline/site-build/step-names.ts';

const root = resolve(import.meta.dirname, '../../../..');
const stepsDir = join(root, 'pipeline/site-build/steps');

/** The step modules in file order: `07-write-pages.ts` → { number: 7, name: 'write pages', file }. */
function stepFiles(): Array<{ number: number; name: string; file: string }> {
  return readdirSync(stepsDir)
    .sort()
    .map((file) => {
      const match = /^(\d{2})-([a-z]+(?:-[a-z]+)*)\.ts$/.exec(file);
      expect(match, `${file}: a step module is named NN-name.ts`).not.toBeNull();
      const [, number, name] = match as unknown as [string, string, string];
      return { number: Number(number), name: name.replace(/-/g, ' '), file };
    });
}

describe('the build steps', () => {
  const files = stepFiles();

  it('are numbered 1 to n in pipeline/site-build/steps/', () => {
    expect(files.map((step) => step.number)).toEqual(files.map((_, index) => index + 1));
  });

  it('are those `unisite build --help` lists, in order', () => {
    expect([...BUILD_STEPS]).toEqual(files.map((step) => step.name));
    // The help text is made from the list (pipeline/cli/main.ts).
    expect(readFileSync(join(root, 'pipeline/cli/main.ts'), 'utf8')).toContain('Each site in ${buildStepsText()}');
    expect(buildStepsText()).toMatch(/^[a-z]+ steps — /);
    expect(buildStepsText().endsWith(` steps — ${files.map((step) => step.name).join(', ')}`)).toBe(true);
  });

  it('are called by the orchestrator in order, one comment each', () => {
    const source = readFileSync(join(root, 'pipeline/site-build/index.ts'), 'utf8');
    const imported = [...source.matchAll(/from '\.\/steps\/([^']+)'/g)].map((match) => match[1]);
    expect(imported).toEqual(files.map((step) => step.file));
    const body = source.slice(source.indexOf('async function runSteps'));
    const commented = [...body.matchAll(/(\d+)\. ([a-z]+(?: [a-z]+)*)/g)].map((match) => `${match[1]}. ${match[2]}`);
    expect(commented).toEqual(files.map((step) => `${step.number}. ${step.name}`));
  });

  it('are the rows of docs/architecture.md "The build", in order', () => {
    const doc = readFileSync(join(root, 'docs/architecture.md'), 'utf8');
    const section = doc.slice(doc.indexOf('### The build'), doc.indexOf('\n### ', doc.indexOf('### The build') + 1));
    const rows = [...section.matchAll(/^\| (\d+)\. ([a-z ]+?) +\| `steps\/([^`]+)` +\|/gm)].map((match) => ({
      number: Number(match[1]),
      name: match[2],
      file: match[3],
    }));
    expect(rows).toEqual(files);
    expect(section).toContain(`builds one site as ${buildStepsText().split(' ')[0]} steps`);
  });
});
