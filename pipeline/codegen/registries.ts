// Generates the module and template registries from the folders under site/modules/ and
// site/templates/: a CMS type exists because its folder does (docs/content-types.md).
//   generated/module-definitions.ts    pipeline side: name → definition (zod schema, resolve …)
//   generated/template-definitions.ts  pipeline side, and the snapshot schema version
//   generated/components.ts            browser side: name → lazily imported component, typed so
//                                      that a component whose props differ from its definition's
//                                      resolved data does not compile
//   generated/eager-modules.ts         browser side: the modules whose definition says
//                                      `loading: 'eager'`, imported statically for the client
//                                      entry of the pages that have one
//   generated/template-facts.ts        browser side: each template's search type and og:type
//   generated/forms.ts                 browser side: the form of each type that has one
// The last five and the schema version come from evaluating the definitions, the others from
// the folders' names alone: writeGeneratedFiles writes those first, so that evaluating
// definitions (which read generated/module-definitions.ts) sees the folders as they are.
import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { userError } from '../errors/index.ts';
import type * as DefinitionTools from './definitions.ts';
import type { DefinitionFacts, TypeFile } from './definitions.ts';

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

type Facts = typeof DefinitionTools;

/**
 * Evaluates the definitions (pipeline/codegen/definitions.ts) through tsx's loader, in a module
 * namespace of its own: each call reads the folders as they are now, and works the same from
 * `npm run codegen`, the compiled CLI (plain Node, no loader) and a test.
 */
export async function loadDefinitionTools(): Promise<Facts> {
  const { tsImport } = await import('tsx/esm/api');
  return (await tsImport(new URL('./definitions.ts', import.meta.url).href, import.meta.url)) as Facts;
}

async function definitionFacts(root: string, modules: string[], templates: string[]): Promise<DefinitionFacts> {
  const typeFiles = (kind: 'modules' | 'templates', names: string[]): TypeFile[] =>
    names.map((name) => ({ name, file: join(root, 'site', kind, name, 'definition.ts') }));
  const facts = await (
    await loadDefinitionTools()
  ).readDefinitions([join(root, 'content/schema/index.ts')], typeFiles('modules', modules), typeFiles('templates', templates));
  if (facts.problems.length > 0) {
    throw userError('DEFINITION_INVALID', { problems: facts.problems });
  }
  return facts;
}

const importsOf = (kind: 'modules' | 'templates', names: string[]) =>
  names.map((name) => `import { definition as ${name} } from '../site/${kind}/${name}/definition.ts';`).join('\n');

/** The registries made from the folders' names alone. */
export async function renderFolderRegistries(root: string, header: string): Promise<RegistryFile[]> {
  const modules = await typeFolders(root, 'modules');
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

  return [{ path: join(root, 'generated/module-definitions.ts'), content: moduleDefinitions }];
}

const sortedEntries = <T>(record: Record<string, T>): Array<[string, T]> =>
  Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

/** The registries made from what the definitions say (they are evaluated). */
export async function renderDefinitionRegistries(root: string, header: string): Promise<RegistryFile[]> {
  const modules = await typeFolders(root, 'modules');
  const templates = await typeFolders(root, 'templates');
  const facts = await definitionFacts(root, modules, templates);
  const version = facts.schemaVersion;
  const list = (names: string[]) => names.map((name) => `  ${name},`).join('\n');
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
 * Hash of the shape of every schema a snapshot is validated with (content/schema and each
 * definition's, pipeline/codegen/definitions.ts): not of their files' text, so an edited example
 * or comment keeps it. Snapshots record it; a build from snapshots written under another version
 * asks for a new sync.
 */
export const SCHEMA_VERSION = '${version}';
`;

  const fact = (value: string | false) => (value === false ? 'false' : `'${value}'`);
  const templateFacts = `${header}// What each template's definition says its pages are, for code that also runs in the browser:
// the kind site search shows them as (false: never listed) and their og:type.
import type { SearchType } from '../site/lib/search-types.ts';

export interface TemplateFacts {
  search: SearchType | false;
  openGraph: 'article' | 'website';
}

export const templateFacts: Readonly<Record<string, TemplateFacts>> = {
${sortedEntries(facts.templates)
  .map(([name, { search, openGraph }]) => `  ${name}: { search: ${fact(search)}, openGraph: ${fact(openGraph)} },`)
  .join('\n')}
};

/** The template playing each part the pipeline gives pages (its definition's \`role\`): the pipeline names the part. */
export const templateOfRole = {
${sortedEntries(facts.roles)
  .map(([role, name]) => `  '${role}': '${name}',`)
  .join('\n')}
} as const;
`;

  // SPEC §2: every module is lazy except those whose definition says `loading: 'eager'`
  // (HeroCarousel; the Header is a site component, imported by the page itself). The registry
  // keeps an on-demand loader for every module (a client navigation may reach a page with an eager
  // one); eager-modules.ts imports the eager ones statically, and the client entry of the pages
  // that have one (site/app/client-eager.ts) starts from it, so they render with no fallback,
  // ever, without adding to the JavaScript of the pages that do not.
  const eager = [...facts.eagerModules];
  const loader = (kind: 'modules' | 'templates', name: string) => `  ${name}: () => import('../site/${kind}/${name}/${name}.tsx'),`;
  const components = `${header}// Browser-safe registries: name → lazily imported component, one chunk each (SPEC §2
// "Module registry"). The modules that render eagerly are named here and imported statically by
// ./eager-modules.ts. Only types come from the definitions, so no schema reaches the client.
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

export const moduleRegistry = createLazyRegistry(moduleLoaders, [${eager.map((name) => `'${name}'`).join(', ')}]);
export const templateRegistry = createLazyRegistry(templateLoaders);

/** The modules whose definition asks for the scroll reveal (SPEC §9; site/app/reveal.ts). */
export const revealingModules: ReadonlySet<string> = new Set([${facts.revealModules.map((name) => `'${name}'`).join(', ')}]);
`;

  const eagerModules = `${header}// The modules that render eagerly (SPEC §2 "Module registry"; their definition says
// \`loading: 'eager'\`), imported statically and given to the registry loaded. Only the client entry
// of the pages that have one imports this file (site/app/client-eager.ts), before the runtime.
import { moduleRegistry } from './components.ts';
${eager.map((name) => `import ${name} from '../site/modules/${name}/${name}.tsx';`).join('\n')}

moduleRegistry.provide({ ${eager.join(', ')} });
`;

  const forms = [...facts.forms].sort((a, b) => (a.name < b.name ? -1 : 1));
  const formsFile = `${header}// Every form of the site, by the type it belongs to: the \`form\` of each definition that
// names one (its folder's form.ts). Browser-safe; the forms endpoint checks submissions with it.
import type { FormRules } from '../site/lib/forms/rules.ts';
${forms.map(({ name, file }) => `import { form as ${name} } from '../${relative(root, file).split('\\').join('/')}';`).join('\n')}

export const forms = {
${list(forms.map(({ name }) => name))}
} satisfies Record<string, FormRules>;

export type FormName = keyof typeof forms;

export function isFormName(name: string): name is FormName {
  return Object.prototype.hasOwnProperty.call(forms, name);
}
`;
  return [
    { path: join(root, 'generated/components.ts'), content: components },
    { path: join(root, 'generated/eager-modules.ts'), content: eagerModules },
    { path: join(root, 'generated/template-definitions.ts'), content: templateDefinitions },
    { path: join(root, 'generated/template-facts.ts'), content: templateFacts },
    { path: join(root, 'generated/forms.ts'), content: formsFile },
  ];
}

/** Every registry file. */
export async function renderRegistries(root: string, header: string): Promise<RegistryFile[]> {
  return [...(await renderFolderRegistries(root, header)), ...(await renderDefinitionRegistries(root, header))];
}

export const relativeTo = (root: string, path: string) => relative(root, path);
