// `npm run test:mutations [number …]`: are the tests still strict? Breaks the code in one place at
// a time (a mutation: a check removed, a limit raised, an off-by-one), runs the test file that
// must notice, and restores the file. Every mutation must make its test fail: a test that still
// passes on broken code is a test that got weaker, or a gap (docs/testing.md "Mutations").
//
// A mutation names the exact text it replaces, so one whose code moved or changed fails loudly
// here instead of testing nothing. Add one for each check that matters when you move or merge a test.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { family, READY, root } from './family-build.ts';

interface Mutation {
  what: string;
  file: string;
  from: string;
  to: string;
  /** The test file that must fail. */
  test: string;
}

const mutations: Mutation[] = [
  {
    what: 'images: the fast encoding sets the encoders otherwise than the full one',
    file: 'pipeline/images/index.ts',
    from: '  fast: { avifEffort: 0, webpEffort: 0, mozjpeg: false },',
    to: '  fast: { avifEffort: 2, webpEffort: 4, mozjpeg: true },',
    test: 'tests/unit/pipeline/images/images.test.ts',
  },
  {
    what: 'images: a variant encoded fast has a cache key (and an address) of its own',
    file: 'pipeline/images/cache.ts',
    from: "  const settings = encoding === 'full' ? '' : `|${encoding}`;",
    to: "  const settings = '';",
    test: 'tests/unit/pipeline/images/images.test.ts',
  },
  {
    what: 'serve: a byte range past the end is answered 416',
    file: 'pipeline/serve/index.ts',
    from: '  if (ranges === -1) {',
    to: '  if (ranges === -1 && false) {',
    test: 'tests/integration/pipeline/serve/serve-ranges.test.ts',
  },
  {
    what: 'serve: a file whose real path leaves the version is not sent',
    file: 'pipeline/serve/open-inside.ts',
    from: '  if (place?.startsWith(root)) return',
    to: '  if (place) return',
    test: 'tests/integration/pipeline/security/serve-links.test.ts',
  },
  {
    what: "crash safety: a killed run's temporary folder is removed by the next run",
    file: 'pipeline/write/atomic-dir.ts',
    from: '[`.${name}.tmp-`, ',
    to: '[',
    test: 'tests/integration/pipeline/write/recover-dir.test.ts',
  },
  {
    what: 'crash safety: a second run on a folder being written is refused',
    file: 'pipeline/write/lock.ts',
    from: '  const release = await acquire(target, command);',
    to: '  const release = async () => undefined;',
    test: 'tests/integration/pipeline/crash-safety.test.ts',
  },
  {
    what: 'search: the segment count is a power of two',
    file: 'pipeline/search/parts.ts',
    from: 'while (pages / count > segmentPages) count *= 2;',
    to: 'while (pages / count > segmentPages) count += 1;',
    test: 'tests/unit/pipeline/search/segments.test.ts',
  },
  {
    what: 'build: shards do not overlap',
    file: 'pipeline/site-build/steps/02-plan.ts',
    from: 'index % shard.count === shard.index - 1',
    to: 'index % shard.count <= shard.index - 1',
    test: 'tests/integration/pipeline/build.test.ts',
  },
  {
    what: 'sync: the token goes to the CMS as a bearer token',
    file: 'pipeline/sync/cms-request.ts',
    from: '    headers.authorization = `Bearer ${token}`;',
    to: '    headers.authorization = `${token}`;',
    test: 'tests/integration/pipeline/cms-token.test.ts',
  },
  {
    what: 'sync: an answer nested too deep is refused',
    file: 'pipeline/sync/cms-request.ts',
    from: '      if (++depth > maxDepth) return true;',
    to: '      if (++depth > maxDepth * 1000) return true;',
    test: 'tests/unit/pipeline/security/sync-network.test.ts',
  },
  {
    what: 'local servers: a state change from another origin is refused',
    file: 'pipeline/serve/local-guard.ts',
    from: 'if (origin !== undefined && !fromPartner && !ownOrigin(',
    to: "if (origin === 'never' && !fromPartner && !ownOrigin(",
    test: 'tests/integration/pipeline/security/local-servers.test.ts',
  },
  {
    what: 'local servers: a state change needs a JSON body',
    file: 'pipeline/serve/local-guard.ts',
    from: "mediaType(request.headers['content-type']) !== 'application/json'",
    to: "mediaType(request.headers['content-type']) === 'text/xml'",
    test: 'tests/integration/pipeline/security/local-servers.test.ts',
  },
  {
    what: 'embedded CMS: a chunked body past its limit is refused while it is read',
    file: 'content/cms/http-body.ts',
    from: '      if (size <= limit) {',
    to: '      if (size <= limit * 1000) {',
    test: 'tests/integration/content/cms/security/draft-content.test.ts',
  },
  {
    what: 'crash safety: a build killed before it published leaves a version the next build removes',
    file: 'pipeline/write/atomic-dir.ts',
    from: '    await rm(join(names.parent, entry), { recursive: true, force: true });\n    removed.push(entry);',
    to: '    removed.push(entry);',
    test: 'tests/integration/pipeline/crash-safety-build.test.ts',
  },
  {
    what: 'crash safety: a second build on a folder being written is refused',
    file: 'pipeline/write/lock.ts',
    from: '  const release = await acquire(target, command);',
    to: '  const release = async () => undefined;',
    test: 'tests/integration/pipeline/crash-safety-build.test.ts',
  },
  {
    what: 'sync: a CMS answering 5xx is asked again, three times',
    file: 'pipeline/sync/cms-request.ts',
    from: 'const retries = options.retries ?? 3;',
    to: 'const retries = options.retries ?? 1;',
    test: 'tests/integration/pipeline/sync.test.ts',
  },
  {
    what: 'sync: a failed sync releases its lock (nothing but the snapshots and their version stays beside them)',
    file: 'pipeline/write/lock.ts',
    from: '    return await work();\n  } finally {\n    await release();\n  }',
    to: '    const result = await work();\n    await release();\n    return result;\n  } finally {\n    // released on success only\n  }',
    test: 'tests/integration/pipeline/sync.test.ts',
  },
  {
    what: 'sync: one invalid site refuses the whole sync, even when the other sites are valid',
    file: 'pipeline/sync/index.ts',
    from: '    if (problems.length > 0 || !regions) {',
    to: '    if (!regions) {',
    test: 'tests/integration/pipeline/sync.test.ts',
  },
  {
    what: 'sync: a refused sync says the previous snapshots are unchanged',
    file: 'pipeline/errors/catalogue.ts',
    from: "const KEPT = 'Nothing was written: the previous snapshots are unchanged.';",
    to: "const KEPT = 'Nothing was written.';",
    test: 'tests/integration/pipeline/sync.test.ts',
  },
  {
    what: 'images: a person list encodes portraits with the profile preset its component shows',
    file: 'site/templates/PersonList/definition.ts',
    from: "([person.image, 'profile'] as const)",
    to: "([person.image, 'card'] as const)",
    test: 'tests/integration/pipeline/images/presets-agree.test.ts',
  },
  {
    what: "scaffold: a new module's folder test passes as written",
    file: 'pipeline/scaffold/index.ts',
    from: 'expect(html).toContain(\\`>\\${props.title}</h2>\\`);',
    to: 'expect(html).toContain(\\`>\\${props.title}</h3>\\`);',
    test: 'tests/integration/pipeline/scaffold/new-type.test.ts',
  },
  {
    what: "scaffold: a new template's folder test passes as written",
    file: 'pipeline/scaffold/index.ts',
    from: 'expect(view.headings[0]).toEqual({ level: 1, text: example.title });',
    to: 'expect(view.headings[0]).toEqual({ level: 2, text: example.title });',
    test: 'tests/integration/pipeline/scaffold/new-type.test.ts',
  },
  {
    what: "family build: a recycled spare's page whose inputs changed is placed again",
    file: 'pipeline/site-build/previous-build.ts',
    from: 'if (spare?.inputs === record.inputs && spare.pageData',
    to: 'if (spare !== undefined && spare.pageData',
    test: 'tests/integration/pipeline/family-builds.test.ts',
  },
  {
    what: "family build: a family's shards do not overlap",
    file: 'pipeline/site-build/steps/02-plan.ts',
    from: 'index % shard.count === shard.index - 1',
    to: 'index % shard.count <= shard.index - 1',
    test: 'tests/integration/pipeline/family-builds.test.ts',
  },
  {
    what: 'search: an index folder brought up to date loses what the new index lacks',
    file: 'pipeline/search/parts.ts',
    from: '    removeStale(options.indexDir, present, placed);',
    to: '    void placed;',
    test: 'tests/integration/pipeline/search-index.test.ts',
  },
  {
    what: 'search: a part is kept only when its pages have the digests the last build indexed',
    file: 'pipeline/search/parts.ts',
    from: 'part.digest === digestKnown) ?? []',
    to: 'part.digest !== undefined) ?? []',
    test: 'tests/integration/pipeline/search-index.test.ts',
  },
];

const chosen = process.argv.slice(2).map(Number);
let weak = 0;
for (const [index, mutation] of mutations.entries()) {
  if (chosen.length > 0 && !chosen.includes(index + 1)) continue;
  const path = join(root, mutation.file);
  const source = readFileSync(path, 'utf8');
  if (source.split(mutation.from).length !== 2) throw new Error(`${index + 1}: "${mutation.from}" is not once in ${mutation.file}`);
  writeFileSync(path, source.replace(mutation.from, mutation.to));
  try {
    // The shared build is taken as it is: the mutation changes the code, not what it is tested on.
    const run = spawnSync(process.execPath, [join(root, 'node_modules/vitest/vitest.mjs'), 'run', mutation.test], {
      cwd: root,
      env: { ...process.env, [READY]: family.distDir },
      encoding: 'utf8',
    });
    const caught = run.status !== 0;
    if (!caught) weak += 1;
    const failing = `${run.stdout}${run.stderr}`
      .split('\n')
      .filter((line) => line.includes('×'))
      .map((line) => stripVTControlCharacters(line).trim())[0];
    console.log(
      `${caught ? '✓ caught' : '✗ MISSED'}  ${index + 1}. ${mutation.what}\n    by ${mutation.test}${failing ? `: ${failing}` : ''}`,
    );
  } finally {
    writeFileSync(path, source);
  }
}
process.exitCode = weak > 0 ? 1 : 0;
