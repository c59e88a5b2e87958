// Adding a module is a folder: `unisite new module <Name>` in a copy of the project, a page that
// uses it, and a build that shows it — no other file edited by hand.
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = resolve(import.meta.dirname, '../../../..');
// .tmp holds the run's temporary folders, this copy among them (tests/setup/leaks.ts).
const SKIP = new Set(['node_modules', 'dist', '.unisite', '.tmp', '.git', 'test-results', 'playwright-report']);

describe('unisite new module', () => {
  let copy: string;
  const cli = (...args: string[]) =>
    run(join(root, 'node_modules/.bin/tsx'), ['pipeline/cli/main.ts', ...args], {
      cwd: copy,
      timeout: 120_000,
      // The variants of the demo images are the same as the project's: reuse its cache.
      env: { ...process.env, CI: '1', UNISITE_IMAGE_CACHE: join(root, '.unisite/image-cache') },
    });

  beforeAll(async () => {
    copy = await mkdtemp(join(tmpdir(), 'unisite-new-'));
    for (const entry of await readdir(root)) {
      if (SKIP.has(entry) || entry === 'content') continue;
      await cp(join(root, entry), join(copy, entry), { recursive: true });
    }
    await cp(join(root, 'content'), join(copy, 'content'), { recursive: true, filter: (source) => !source.includes('/snapshots') });
    await symlink(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
  }, 60_000);
  afterAll(async () => {
    await rm(copy, { recursive: true, force: true });
  });

  it('scaffolds the four files, registers the module and builds a page that uses it', async () => {
    const { stdout } = await cli('new', 'module', 'Greeting');
    expect(stdout).toContain('module Greeting');
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
    // A run inside this run: the leak check is the outer run's (tests/setup/leaks.ts).
    const tested = await run(join(root, 'node_modules/.bin/vitest'), ['run', 'site/modules/Greeting'], {
      cwd: copy,
      timeout: 120_000,
      env: { ...process.env, UNISITE_TEST_NESTED: '1' },
    });
    expect(tested.stdout).toMatch(/1 passed/);

    // An editor puts the new module on the home page.
    const homeFile = join(copy, 'content/cms/documents/pages/en/home.json');
    const home = JSON.parse(await readFile(homeFile, 'utf8'));
    home.template.mainSection.unshift({ component: 'Greeting', title: 'Hello from a new module', text: 'Made by unisite new.' });
    await writeFile(homeFile, JSON.stringify(home));

    await cli('build', '--sync');
    const html = await readFile(join(copy, 'dist/index.html'), 'utf8');
    expect(html).toContain('<h2 class="');
    expect(html).toContain('>Hello from a new module</h2>');
    expect((await readdir(join(copy, 'dist/assets'))).some((file) => /^module-Greeting-[\w-]+\.js$/.test(file))).toBe(true);
  }, 180_000);

  it('scaffolds a template whose definition says its search type and og:type, and passes its folder test', async () => {
    const { stdout } = await cli('new', 'template', 'Bulletin');
    expect(stdout).toContain('template Bulletin');
    // The browser learns them from the definition, through the generated registry.
    expect(await readFile(join(copy, 'generated/template-facts.ts'), 'utf8')).toContain(
      "Bulletin: { search: 'page', openGraph: 'website' },",
    );
    const tested = await run(join(root, 'node_modules/.bin/vitest'), ['run', 'site/templates/Bulletin'], {
      cwd: copy,
      timeout: 120_000,
      env: { ...process.env, UNISITE_TEST_NESTED: '1' },
    });
    expect(tested.stdout).toMatch(/1 passed/);
  }, 180_000);

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
