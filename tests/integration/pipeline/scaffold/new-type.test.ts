// Adding a module is a folder: `unisite new module <Name>` in a copy of the project, a page that
// uses it, and a build that shows it — no other file edited by hand.
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smallFamilyDocuments } from '../../../helpers/small-family.ts';

const run = promisify(execFile);
const root = resolve(import.meta.dirname, '../../../..');
// .tmp holds the run's temporary folders, this copy among them (tests/setup/leaks.ts). The
// end-to-end specs and their snapshots play no part in scaffolding, a folder test or a build.
const SKIP = new Set(['node_modules', 'dist', '.unisite', '.tmp', '.git', 'test-results', 'playwright-report']);

/** What vitest's JSON reporter says of each test file: its path and the status of each of its tests. */
interface VitestReport {
  numFailedTests: number;
  testResults: Array<{ name: string; status: string; assertionResults: Array<{ status: string }> }>;
}

describe('unisite new module', () => {
  let copy: string;
  /** The scaffolder's output for the module and the template, and one nested vitest run of both new folders. */
  let scaffolded: { module: string; template: string; tested: VitestReport };
  const cli = (...args: string[]) =>
    run(join(root, 'node_modules/.bin/tsx'), ['pipeline/cli/main.ts', ...args], {
      cwd: copy,
      timeout: 120_000,
      // The variants of the demo images are the same as the project's: reuse its cache.
      env: { ...process.env, CI: '1', UNISITE_IMAGE_CACHE: join(root, '.unisite/image-cache') },
    });
  /** The new folder's tests, as the nested run reported them: each passed, and there is one at least. */
  const passedIn = (folder: string) => {
    const files = scaffolded.tested.testResults.filter((file) => file.name.startsWith(join(copy, folder)));
    expect(files).toHaveLength(1);
    const tests = files[0]?.assertionResults ?? [];
    expect(tests.length).toBeGreaterThan(0);
    expect(tests.map((test) => test.status)).toEqual(tests.map(() => 'passed'));
    expect(files[0]?.status).toBe('passed');
  };

  beforeAll(async () => {
    copy = await mkdtemp(join(tmpdir(), 'unisite-new-'));
    for (const entry of await readdir(root)) {
      if (SKIP.has(entry) || entry === 'content' || entry === 'tests') continue;
      await cp(join(root, entry), join(copy, entry), { recursive: true });
    }
    await cp(join(root, 'tests'), join(copy, 'tests'), { recursive: true, filter: (source) => source !== join(root, 'tests/e2e') });
    // The embedded CMS of the copy holds two sites of the demo (its default site first): a page of
    // it shows the new module, and building the whole family would only render more pages of types
    // that are not new.
    await cp(join(root, 'content'), join(copy, 'content'), {
      recursive: true,
      filter: (source) => !source.includes('/snapshots') && source !== join(root, 'content/cms/documents'),
    });
    await smallFamilyDocuments(join(copy, 'content/cms/documents'));
    await symlink(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');

    const module = (await cli('new', 'module', 'Greeting')).stdout;
    const template = (await cli('new', 'template', 'Bulletin')).stdout;
    // Both folder tests in one run inside this run (the leak check is the outer run's: tests/setup/leaks.ts).
    const report = join(copy, 'nested-report.json');
    await run(
      join(root, 'node_modules/.bin/vitest'),
      ['run', '--project', 'unit', '--reporter=json', `--outputFile=${report}`, 'site/modules/Greeting', 'site/templates/Bulletin'],
      { cwd: copy, timeout: 120_000, env: { ...process.env, UNISITE_TEST_NESTED: '1' } },
    ).catch((error: unknown) => error);
    const tested = JSON.parse(await readFile(report, 'utf8').catch(() => '{"numFailedTests":-1,"testResults":[]}')) as VitestReport;
    scaffolded = { module, template, tested };
  }, 180_000);
  afterAll(async () => {
    await rm(copy, { recursive: true, force: true });
  });

  it('scaffolds the four files, registers the module and builds a page that uses it', async () => {
    expect(scaffolded.module).toContain('module Greeting');
    expect((await readdir(join(copy, 'site/modules/Greeting'))).sort()).toEqual([
      'Greeting.module.css',
      'Greeting.test.tsx',
      'Greeting.tsx',
      'definition.ts',
    ]);
    expect(await readFile(join(copy, 'generated/components.ts'), 'utf8')).toContain(
      "Greeting: () => import('../site/modules/Greeting/Greeting.tsx')",
    );
    // Its folder test passes as written.
    passedIn('site/modules/Greeting/');

    // An editor puts the new module on the home page (a file of its own: the copy's documents are
    // links to the project's).
    const homeFile = join(copy, 'content/cms/documents/pages/en/home.json');
    const home = JSON.parse(await readFile(homeFile, 'utf8'));
    home.template.mainSection.unshift({ component: 'Greeting', title: 'Hello from a new module', text: 'Made by unisite new.' });
    await rm(homeFile);
    await writeFile(homeFile, JSON.stringify(home));

    await cli('build', '--sync');
    const html = await readFile(join(copy, 'dist/index.html'), 'utf8');
    expect(html).toContain('<h2 class="');
    expect(html).toContain('>Hello from a new module</h2>');
    expect((await readdir(join(copy, 'dist/assets'))).some((file) => /^module-Greeting-[\w-]+\.js$/.test(file))).toBe(true);
  }, 180_000);

  it('scaffolds a template whose definition says its search type and og:type, and passes its folder test', async () => {
    expect(scaffolded.template).toContain('template Bulletin');
    // The browser learns them from the definition, through the generated registry.
    expect(await readFile(join(copy, 'generated/template-facts.ts'), 'utf8')).toContain(
      "Bulletin: { search: 'page', openGraph: 'website' },",
    );
    passedIn('site/templates/Bulletin/');
    // Nothing else failed in the nested run.
    expect(scaffolded.tested.numFailedTests).toBe(0);
  });

  it('refuses a name that is not PascalCase, and one that exists, with a code and a fix', async () => {
    const bad = await cli('new', 'module', 'my-module').catch((error: { stderr: string; code: number }) => error);
    expect((bad as { code: number }).code).toBe(1);
    expect((bad as { stderr: string }).stderr).toMatch(/\[TYPE_NAME_INVALID\][\s\S]*fix:/);
    expect((bad as { stderr: string }).stderr).not.toMatch(/\n\s+at /);
    const twice = await cli('new', 'module', 'HeroImage').catch((error: { stderr: string }) => error);
    expect((twice as { stderr: string }).stderr).toContain('[TYPE_EXISTS]');
    // One name, one type: a template may not take the name of a module.
    const clash = await cli('new', 'template', 'HeroImage').catch((error: { stderr: string }) => error);
    expect((clash as { stderr: string }).stderr).toMatch(/\[TYPE_EXISTS\] The module HeroImage already exists/);
  }, 60_000);
});
