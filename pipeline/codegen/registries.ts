// Generates the module and template registries from the folders under site/modules/ and
// site/templates/: a CMS type exists because its folder does (docs/content-types.md).
//   generated/module-definitions.ts    pipeline side: name → definition (zod schema, resolve …)
//   generated/template-definitions.ts  pipeline side, and the snapshot schema version
//   generated/components.ts            browser side: name → lazily imported component, typed
//                                      so that a component whose props differ from its
//                                      definition's resolved data does not compile
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

export interface RegistryFile {
  path: string;
  content: string;
}

const NAME = /^[A-Z][A-Za-z0-9]*$/;

/** The CMS types that have a folder with a definition, sorted. */
export async function typeFolders(root: string, kind: 'modules' | 'templates'): Promise<string[]> {
  const dir = join(root, 'site', kind);
  const entries = await readdir(dir, { withFileTypes: true });
  const names: string[] = [];
  for (const entry of entries) {
    if (!entry.isDirectory() || !NAME.test(entry.name)) continue;
    const files = await readdir(join(dir, entry.name));
    if (files.includes('definition.ts')) names.push(entry.name);
  }
  return names.sort();
}

/** Files whose content decides what a valid snapshot is: any change asks for a new sync. */
async function schemaSources(root: string, modules: string[], templates: string[]): Promise<string[]> {
  const inDir = async (dir: string) =>
    (await readdir(join(root, dir)))
      .filter((file) => file.endsWith('.ts'))
      .sort()
      .map((file) => join(dir, file));
  return [
    ...(await inDir('content/schema')),
    ...(await inDir('site/define')),
    ...modules.map((name) => `site/modules/${name}/definition.ts`),
    ...templates.map((name) => `site/templates/${name}/definition.ts`),
  ];
}

async function schemaVersion(root: string, files: string[]): Promise<string> {
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(file);
    hash.update('\0');
    // Line endings and trailing spaces do not change a schema.
    hash.update((await readFile(join(root, file), 'utf8')).replace(/\s+$/gm, ''));
  }
  return hash.digest('hex').slice(0, 16);
}

const importsOf = (kind: 'modules' | 'templates', names: string[]) =>
  names.map((name) => `import { definition as ${name} } from '../site/${kind}/${name}/definition.ts';`).join('\n');

export async function renderRegistries(root: string, header: string): Promise<RegistryFile[]> {
  const modules = await typeFolders(root, 'modules');
  const templates = await typeFolders(root, 'templates');
  const version = await schemaVersion(root, await schemaSources(root, modules, templates));
  const list = (names: string[]) => names.map((name) => `  ${name},`).join('\n');

  const moduleDefinitions = `${header}// Every module the CMS may name, from the folders under site/modules/. Pipeline-only.
import type { Resolved } from '../site/define/define.ts';
${importsOf('modules', modules)}

export const moduleDefinitions = {
${list(modules)}
};

export type ModuleName = keyof typeof moduleDefinitions;
/** A module as its component receives it, after validation and build-time resolution. */
export type ModuleData = { [N in ModuleName]: Resolved<(typeof moduleDefinitions)[N]> }[ModuleName];

export function isModuleName(name: unknown): name is ModuleName {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(moduleDefinitions, name);
}
`;

  const templateDefinitions = `${header}// Every page template, from the folders under site/templates/. Pipeline-only.
import type { Resolved } from '../site/define/define.ts';
${importsOf('templates', templates)}

export const templateDefinitions = {
${list(templates)}
};

export type TemplateName = keyof typeof templateDefinitions;
/** A template's content as its component receives it, after validation and resolution. */
export type TemplateData = { [N in TemplateName]: Resolved<(typeof templateDefinitions)[N]> }[TemplateName];

export function isTemplateName(name: unknown): name is TemplateName {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(templateDefinitions, name);
}

/**
 * Hash of every schema source (content/schema, site/define, each definition.ts). Snapshots
 * record it; a build from snapshots written under another version asks for a new sync.
 */
export const SCHEMA_VERSION = '${version}';
`;

  const loader = (kind: 'modules' | 'templates', name: string) => `  ${name}: () => import('../site/${kind}/${name}/${name}.tsx'),`;
  const components = `${header}// Browser-safe registries: name → lazily imported component, one chunk each (SPEC §2
// "Module registry"). Only types come from the definitions, so no schema reaches the client.
import { createLazyRegistry, type ModuleLoader, type TemplateLoader } from '../site/lib/lazy-registry.ts';
import type { moduleDefinitions } from './module-definitions.ts';
import type { templateDefinitions } from './template-definitions.ts';
import type { Resolved } from '../site/define/define.ts';

type Modules = typeof moduleDefinitions;
type Templates = typeof templateDefinitions;

const moduleLoaders: { [N in keyof Modules]: ModuleLoader<Resolved<Modules[N]>> } = {
${modules.map((name) => loader('modules', name)).join('\n')}
};

const templateLoaders: { [N in keyof Templates]: TemplateLoader<Resolved<Templates[N]>> } = {
${templates.map((name) => loader('templates', name)).join('\n')}
};

export const moduleRegistry = createLazyRegistry(moduleLoaders);
export const templateRegistry = createLazyRegistry(templateLoaders);
`;
  return [
    { path: join(root, 'generated/module-definitions.ts'), content: moduleDefinitions },
    { path: join(root, 'generated/template-definitions.ts'), content: templateDefinitions },
    { path: join(root, 'generated/components.ts'), content: components },
  ].map((file) => ({ ...file, path: file.path }));
}

export const relativeTo = (root: string, path: string) => relative(root, path);
