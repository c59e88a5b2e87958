// Browser code is browser-safe by construction: the client build refuses pipeline-only code,
// and the built chunks hold no trace of the schema, GraphQL or image libraries. The bundle is
// built by Vite in a child process, running by the time the build goes on to read the content,
// and kept for the next build of the same code.
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserSafe, bundle, startBundle } from '../../../../pipeline/bundle/index.ts';

const root = resolve(import.meta.dirname, '../../../..');

/** Whether a child of this process runs the Vite builds (pipeline/bundle/vite-process.mjs), from /proc. */
/** The environment of this process's running Vite child, or null when none runs. */
function viteChildEnvironment(): string[] | null {
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === process.pid && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('vite-process')) {
        return readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
      }
    } catch {
      // A process that ended meanwhile.
    }
  }
  return null;
}

function check(moduleIds: string[]): void {
  const plugin = browserSafe(root) as unknown as { generateBundle: (options: unknown, output: unknown) => void };
  plugin.generateBundle({}, { 'assets/x.js': { type: 'chunk', fileName: 'assets/x.js', moduleIds } });
}

describe('browser-safe client bundle', () => {
  it('fails a client chunk that includes a definition, the definition kit, pipeline code or a server-only library', () => {
    expect(() => check([join(root, 'site/modules/HeroImage/HeroImage.tsx'), join(root, 'site/lib/paths.ts')])).not.toThrow();
    for (const id of [
      'site/modules/HeroImage/definition.ts',
      'site/define/define.ts',
      'pipeline/walk.ts',
      'content/cms/server.ts',
      'node_modules/zod/v4/classic/schemas.js',
      'node_modules/graphql/error/GraphQLError.mjs',
      'node_modules/sharp/lib/index.js',
    ]) {
      expect(() => check([join(root, id)]), id).toThrow(/pipeline-only code/);
    }
  });

  describe('the built client chunks', () => {
    let work: string;
    const chunks: string[] = [];
    let childEnvironment: string[] | null = null;
    beforeAll(async () => {
      work = await mkdtemp(join(tmpdir(), 'unisite-bundle-'));
      // A build reads the content once Vite runs, so Vite's start never waits behind the
      // content's reads: started means a child process is bundling.
      const { bundled } = await startBundle(root, work);
      childEnvironment = viteChildEnvironment();
      const { clientDir } = await bundled;
      for (const file of await readdir(join(clientDir, 'assets'))) {
        if (file.endsWith('.js')) chunks.push(await readFile(join(clientDir, 'assets', file), 'utf8'));
      }
    }, 120_000);
    afterAll(async () => {
      await rm(work, { recursive: true, force: true });
    });

    it('are being built by Vite in a child process once the bundle has started', () => {
      expect(childEnvironment).not.toBeNull();
      // Its bundler's allocator gives freed memory back (pipeline/memory.ts), which lowers its peak.
      expect(childEnvironment).toEqual(expect.arrayContaining(['MIMALLOC_PURGE_DELAY=0', 'MIMALLOC_ARENA_EAGER_COMMIT=0']));
      // The kept bundle is found the next time, without Vite.
      return expect(bundle(root, work)).resolves.toMatchObject({ reused: true });
    });

    it('contain no zod, GraphQL, sharp, sanitiser or pipeline strings', () => {
      expect(chunks.length).toBeGreaterThan(10);
      for (const marker of [
        'ZodError',
        '$ZodType',
        'GraphQLError',
        'libvips',
        'sanitize-html',
        'this is a bug in unisite',
        'SNAPSHOT_SCHEMA_MISMATCH',
      ]) {
        expect(
          chunks.filter((chunk) => chunk.includes(marker)),
          marker,
        ).toEqual([]);
      }
    });
  });
});
