// The CLI compiled for a fast start (pipeline/cli/compiled.mjs): a command runs the code as it is
// now (an edited source is compiled again), each module still finds the files beside it, and a
// source the compiler cannot read leaves the launcher to run the TypeScript as before.
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compiledCli } from '../../../pipeline/cli/compiled.mjs';

describe('the compiled CLI', () => {
  let root: string;
  const entry = () => join(root, 'main.ts');
  const run = (file: string) => execFileSync(process.execPath, [file], { encoding: 'utf8' }).trim();

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'unisite-compiled-'));
    await writeFile(
      join(root, 'main.ts'),
      "import { where } from './lib/where.ts';\nconst answer: string = await where();\nconsole.log(answer);\n",
    );
    await mkdir(join(root, 'lib'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  const writeLib = (text: string) => writeFile(join(root, 'lib/where.ts'), text);

  it("keeps each module's own address, and is made once", async () => {
    await writeLib('export async function where(): Promise<string> {\n  return `first ${import.meta.url}`;\n}\n');
    const compiled = await compiledCli(root, entry());
    expect(compiled).toBeDefined();
    expect(run(compiled as string)).toBe(`first ${pathToFileURL(join(root, 'lib/where.ts')).href}`);
    // Nothing changed: the same file, not compiled again.
    expect(await compiledCli(root, entry())).toBe(compiled);
    // Its folder removed by hand: compiled again, not a command that cannot start.
    await rm(dirname(compiled as string), { recursive: true });
    const again = await compiledCli(root, entry());
    expect(again).not.toBe(compiled);
    expect(run(again as string)).toBe(`first ${pathToFileURL(join(root, 'lib/where.ts')).href}`);
  });

  it('runs an edited source as it is now', async () => {
    const before = await compiledCli(root, entry());
    await writeLib("export async function where(): Promise<string> {\n  return 'second, edited';\n}\n");
    // The edit is seen even within the same second as the compilation.
    await utimes(join(root, 'lib/where.ts'), new Date(), new Date(Date.now() + 5_000));
    const after = await compiledCli(root, entry());
    expect(after).not.toBe(before);
    expect(run(after as string)).toBe('second, edited');
  });

  it('gives nothing when a source cannot be compiled, so the launcher runs the TypeScript', async () => {
    await writeLib('export async function where( {\n');
    expect(await compiledCli(root, entry())).toBeUndefined();
  });
});

describe('the packages of the compiled CLI', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'unisite-compiled-packages-'));
    await symlink(resolve(import.meta.dirname, '../../../node_modules'), join(root, 'node_modules'));
    await writeFile(
      join(root, 'main.ts'),
      "import { z } from 'zod';\nimport { Command } from 'commander';\nconsole.log(z.object({ name: z.string() }).parse({ name: 'zod' }).name, typeof Command);\n",
    );
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('has zod compiled in, as an input, and loads the others from node_modules', async () => {
    const compiled = (await compiledCli(root, join(root, 'main.ts'))) as string;
    expect(execFileSync(process.execPath, [compiled], { encoding: 'utf8' }).trim()).toBe('zod function');
    const code = (
      await Promise.all(
        (await readdir(dirname(compiled)))
          .filter((file) => file.endsWith('.js'))
          .map((file) => readFile(join(dirname(compiled), file), 'utf8')),
      )
    ).join('\n');
    expect(code).not.toMatch(/from\s*"zod"/);
    expect(code).toMatch(/from\s*"commander"/);
    // An upgrade of zod is an edited input: the CLI is compiled again.
    const { inputs } = JSON.parse(await readFile(join(root, '.unisite/cli/cli.json'), 'utf8')) as { inputs: Record<string, string> };
    expect(Object.keys(inputs).some((file) => file.includes('node_modules/zod/'))).toBe(true);
    expect(Object.keys(inputs).some((file) => file.includes('commander'))).toBe(false);
  });
});
