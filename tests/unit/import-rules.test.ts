// The import directions (.dependency-cruiser.cjs, docs/architecture.md "Import directions") hold
// only while each rule names folders that exist: a rule pointing at a moved file passes forever
// and guards nothing. Each rule is run by dependency-cruiser on a small tree of its own with one
// import against it, and every path a rule names must name files of the repository.
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, posix, resolve } from 'node:path';
import { cruise, type ICruiseResult, type IConfiguration, type IRegularForbiddenRuleType } from 'dependency-cruiser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const config = createRequire(import.meta.url)(join(root, '.dependency-cruiser.cjs')) as IConfiguration;
const rules = config.forbidden ?? [];

/** One import in the fixture tree: `from` imports `to` (a file of the tree, or a package). */
interface Edge {
  from: string;
  to: string;
  kind?: 'type' | 'dynamic';
}

/** An import each rule must refuse; a rule with no case here fails the test below. */
const AGAINST: Array<[rule: string, edge: Edge]> = [
  ['no-circular', { from: 'pipeline/resolve/a.ts', to: 'pipeline/resolve/b.ts' }],
  ['schema-imports-nothing-of-ours', { from: 'content/schema/page.ts', to: 'generated/components.ts' }],
  ['cms-never-imports-pipeline', { from: 'content/cms/rest.ts', to: 'pipeline/resolve/list-source.ts' }],
  ['errors-import-nothing-of-the-pipeline', { from: 'pipeline/errors/catalogue.ts', to: 'pipeline/config.ts' }],
  ['themes-import-only-themes', { from: 'themes/css.ts', to: 'site/components/Link/Link.tsx' }],
  ['site-never-imports-pipeline', { from: 'site/define/program.ts', to: 'pipeline/config.ts' }],
  ['browser-code-is-browser-safe', { from: 'site/lib/search.ts', to: 'zod' }],
  ['browser-code-is-browser-safe', { from: 'site/components/Card/Card.tsx', to: 'site/modules/Hero/definition.ts' }],
  ['no-stage-reaches-back-into-sync', { from: 'pipeline/render/pool.ts', to: 'pipeline/sync/validate.ts' }],
  ['sync-never-imports-later-stages', { from: 'pipeline/sync/index.ts', to: 'pipeline/render/pool.ts' }],
  ['sync-never-imports-later-stages', { from: 'pipeline/sync/fetch-content.ts', to: 'pipeline/watch/session.ts' }],
  ['stages-never-import-the-orchestrator', { from: 'pipeline/images/index.ts', to: 'pipeline/site-build/index.ts' }],
  ['stages-never-import-the-orchestrator', { from: 'pipeline/images/cache.ts', to: 'pipeline/site-build/steps/05-images.ts' }],
  ['stages-never-import-the-orchestrator', { from: 'pipeline/snapshots/summaries.ts', to: 'pipeline/watch/session.ts' }],
  ['stages-never-import-the-orchestrator', { from: 'pipeline/write/files.ts', to: 'pipeline/watch/index.ts' }],
  ['nothing-imports-the-cli', { from: 'pipeline/serve/index.ts', to: 'pipeline/cli/main.ts' }],
];

/** The import back that closes the circle of the first case. */
const CLOSING: Edge = { from: 'pipeline/resolve/b.ts', to: 'pipeline/resolve/a.ts' };

/** Imports the rules allow on purpose (docs/architecture.md): none of them may be refused. */
const ALLOWED: Edge[] = [
  { from: 'content/cms/server.ts', to: 'pipeline/errors/index.ts' },
  { from: 'site/components/Hero/Hero.test.tsx', to: 'pipeline/resolve/index.ts' },
  { from: 'site/components/List/List.tsx', to: 'site/modules/List/definition.ts', kind: 'type' },
  { from: 'pipeline/cli/main.ts', to: 'pipeline/sync/index.ts' },
  { from: 'pipeline/cms.ts', to: 'pipeline/sync/validate.ts' },
  { from: 'pipeline/site-build/run.ts', to: 'pipeline/watch/session.ts', kind: 'type' },
  { from: 'pipeline/watch/index.ts', to: 'pipeline/site-build/family/index.ts' },
  { from: 'pipeline/inspect/index.ts', to: 'pipeline/site-build/index.ts' },
  // The generated registries load components lazily; the component may use the registry.
  { from: 'generated/components.ts', to: 'site/modules/Tabs/Tabs.tsx', kind: 'dynamic' },
  { from: 'site/modules/Tabs/Tabs.tsx', to: 'generated/components.ts' },
];

const isPackage = (to: string) => !to.includes('/');

/** Writes each edge's files into `dir`: one exported constant per file, one import per edge. */
async function writeTree(dir: string, edges: Edge[]): Promise<void> {
  const files = new Map<string, string[]>();
  const lines = (file: string) => files.get(file) ?? (files.set(file, []).get(file) as string[]);
  edges.forEach((edge, index) => {
    const name = `value${index}`;
    if (isPackage(edge.to)) {
      files.set(`node_modules/${edge.to}/package.json`, [JSON.stringify({ name: edge.to, main: 'index.js' })]);
      files.set(`node_modules/${edge.to}/index.js`, [`exports.${name} = 1;`]);
    } else lines(edge.to).push(`export const ${name} = 1;`);
    const target = isPackage(edge.to) ? edge.to : `./${posix.relative(posix.dirname(edge.from), edge.to)}`.replace(/^\.\/\.\.\//, '../');
    lines(edge.from).push(
      edge.kind === 'type'
        ? `import type { ${name} } from '${target}';\nexport type Use${index} = typeof ${name};`
        : edge.kind === 'dynamic'
          ? `export const load${index} = () => import('${target}');`
          : `import { ${name} } from '${target}';\nexport const use${index} = ${name};`,
    );
  });
  for (const [file, content] of files) {
    await mkdir(join(dir, dirname(file)), { recursive: true });
    await writeFile(join(dir, file), `${content.join('\n')}\n`);
  }
}

/** The rules each import of the tree breaks: `from → to` → rule names. */
async function violations(dir: string): Promise<Map<string, string[]>> {
  // The tree has no tsconfig: its imports name their files with extensions.
  const { tsConfig: _tsConfig, ...options } = config.options ?? {};
  const result = await cruise(['pipeline', 'content', 'site', 'themes', 'generated'], {
    ...options,
    baseDir: dir,
    validate: true,
    ruleSet: { forbidden: rules },
  });
  const found = new Map<string, string[]>();
  for (const violation of (result.output as ICruiseResult).summary.violations) {
    const key = `${violation.from} → ${violation.to.replace(/^node_modules\/([^/]+)\/.*$/, '$1')}`;
    found.set(key, [...(found.get(key) ?? []), violation.rule.name]);
  }
  return found;
}

/** A path of a rule, as a list of regular expressions (dependency-cruiser takes a string or a list). */
const patterns = (path: string | string[] | undefined): string[] => (path === undefined ? [] : typeof path === 'string' ? [path] : path);

/** The top-level alternatives of a regular expression: 'a|b(c|d)' → ['a', 'b(c|d)']. */
function alternatives(pattern: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let at = 0; at < pattern.length; at += 1) {
    const char = pattern[at];
    if (char === '\\') at += 1;
    else if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (char === '|' && depth === 0) {
      parts.push(pattern.slice(start, at));
      start = at + 1;
    }
  }
  return [...parts, pattern.slice(start)];
}

/** Each name of a group of plain names spelled out: '^pipeline/(sync|cli)/' → ['^pipeline/sync/', '^pipeline/cli/']. */
function spelledOut(pattern: string): string[] {
  const group = /\(([\w/-]+(?:\|[\w/-]+)+)\)/.exec(pattern);
  if (!group) return [pattern];
  const [whole, names] = group as unknown as [string, string];
  return names.split('|').flatMap((name) => spelledOut(pattern.replace(whole, name)));
}

describe('the import rules', () => {
  let dir = '';
  let found = new Map<string, string[]>();

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'unisite-import-rules-'));
    await writeTree(dir, [...AGAINST.map(([, edge]) => edge), CLOSING, ...ALLOWED]);
    found = await violations(dir);
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('each has an import against it here', () => {
    const tried = new Set(AGAINST.map(([rule]) => rule));
    expect(rules.map((rule) => rule.name).filter((name) => !tried.has(name as string))).toEqual([]);
  });

  it.each(AGAINST)('%s refuses %o', (rule, edge) => {
    expect(found.get(`${edge.from} → ${edge.to}`) ?? []).toContain(rule);
  });

  it('allow the imports the architecture allows', () => {
    const refused = ALLOWED.map((edge) => `${edge.from} → ${edge.to}`).filter((key) => found.has(key));
    expect(refused.map((key) => `${key}: ${found.get(key)?.join(', ')}`)).toEqual([]);
  });

  it('name only paths that exist in the repository', () => {
    const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
    const manifest = createRequire(import.meta.url)(join(root, 'package.json')) as Record<string, Record<string, string> | undefined>;
    const packages = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }).map(
      (name) => `node_modules/${name}/package.json`,
    );
    const paths = [...tracked, ...packages];
    const stale: string[] = [];
    for (const rule of rules as IRegularForbiddenRuleType[]) {
      const named = {
        'from.path': rule.from.path,
        'from.pathNot': rule.from.pathNot,
        'to.path': rule.to.path,
        'to.pathNot': rule.to.pathNot,
      };
      for (const [where, path] of Object.entries(named)) {
        for (const pattern of patterns(path).flatMap(alternatives).flatMap(spelledOut)) {
          const regex = new RegExp(pattern);
          if (!paths.some((file) => regex.test(file))) stale.push(`${rule.name} ${where}: /${pattern}/ matches no file`);
        }
      }
    }
    expect(stale).toEqual([]);
  });
});
