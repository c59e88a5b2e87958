// What codegen reads from the definitions themselves, not from their text: the facts the browser
// needs of each template (its search type, its og:type), which types have a form, and the
// schema version. Loaded through tsx's own loader (registries.ts), so that codegen evaluates the
// definitions the same way from `npm run codegen`, from the compiled CLI and from a test.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { TEMPLATE_ROLES, type TemplateRole } from '../../site/define/define.ts';

export interface TypeFile {
  name: string;
  /** Absolute path of its definition.ts. */
  file: string;
}

export interface TemplateFacts {
  search: string | false;
  openGraph: 'article' | 'website';
}

export interface DefinitionFacts {
  schemaVersion: string;
  templates: Record<string, TemplateFacts>;
  /** The template each definition's \`role\` gives each part the pipeline names (TEMPLATE_ROLES). */
  roles: Record<TemplateRole, string>;
  /** Types whose definition names a form: the `form` export of their folder's form.ts. */
  forms: Array<{ name: string; file: string }>;
  /** Modules whose definition asks to render eagerly (`loading: 'eager'`, SPEC §2), sorted. */
  eagerModules: string[];
  /** Modules whose definition asks for the scroll reveal (`reveal: true`, SPEC §9), sorted. */
  revealModules: string[];
  /** What is wrong with a definition, one line each (codegen reports them and writes nothing). */
  problems: string[];
}

const isSchema = (value: unknown): value is z.ZodType => typeof value === 'object' && value !== null && '_zod' in value;

interface Definition {
  name?: unknown;
  schema?: unknown;
  search?: unknown;
  openGraph?: unknown;
  role?: unknown;
  form?: unknown;
  loading?: unknown;
  reveal?: unknown;
}

async function definitionOf(type: TypeFile): Promise<Definition> {
  const module = (await import(pathToFileURL(type.file).href)) as { definition?: Definition };
  return module.definition ?? {};
}

/** Key-sorted JSON; `required` is a set, so its order does not count either. */
function stableJson(value: unknown): string {
  const sorted = (node: unknown, key?: string): unknown => {
    if (Array.isArray(node)) return key === 'required' ? [...node].sort() : node.map((item) => sorted(item));
    if (typeof node !== 'object' || node === null) return node;
    return Object.fromEntries(
      Object.keys(node)
        .sort()
        .map((name) => [name, sorted((node as Record<string, unknown>)[name], name)]),
    );
  };
  return JSON.stringify(sorted(value));
}

/**
 * A schema's structure as JSON Schema, what it accepts and what it gives, plus the code of its
 * refinements and transforms: JSON Schema cannot say what a function checks, and a changed check
 * changes what a valid snapshot is. That code is the function's text as tsx's compiler prints
 * it (minified), so comments and layout inside it do not count either. What a helper the
 * function calls does is not seen.
 */
export function schemaShape(schema: z.ZodType): string {
  const shape = (io: 'input' | 'output') =>
    z.toJSONSchema(schema, {
      io,
      unrepresentable: 'any',
      override: ({ zodSchema, jsonSchema }) => {
        const def = zodSchema._zod.def as {
          type: string;
          transform?: unknown;
          checks?: Array<{ _zod: { def: { check: string; fn?: unknown } } }>;
        };
        const code: string[] = [];
        if (def.type === 'transform') code.push(String(def.transform));
        for (const check of def.checks ?? []) if (check._zod.def.check === 'custom') code.push(String(check._zod.def.fn));
        if (code.length > 0) (jsonSchema as Record<string, unknown>)['x-code'] = code;
      },
    });
  return `${stableJson(shape('input'))}\n${stableJson(shape('output'))}`;
}

/** The snapshot schema version: a hash of the named schemas' shapes, so a change elsewhere in their files asks for no new sync. */
export function schemaVersionOf(schemas: ReadonlyArray<readonly [string, z.ZodType]>): string {
  const hash = createHash('sha256');
  for (const [name, schema] of [...schemas].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    hash.update(name);
    hash.update('\0');
    hash.update(schemaShape(schema));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

const OPEN_GRAPH = new Set(['article', 'website']);

/**
 * Reads the definitions of `modules` and `templates`, and the zod schemas exported by each file
 * of `schemaFiles` (content/schema): every schema a snapshot is validated with.
 */
export async function readDefinitions(
  schemaFiles: readonly string[],
  modules: readonly TypeFile[],
  templates: readonly TypeFile[],
): Promise<DefinitionFacts> {
  const schemas: Array<readonly [string, z.ZodType]> = [];
  const problems: string[] = [];
  for (const file of schemaFiles) {
    const exports = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports)) if (isSchema(value)) schemas.push([`schema ${name}`, value]);
  }
  const forms: DefinitionFacts['forms'] = [];
  const eagerModules: string[] = [];
  const revealModules: string[] = [];
  const checkForm = async (type: TypeFile, definition: Definition) => {
    if (definition.form === undefined) return;
    const file = join(dirname(type.file), 'form.ts');
    const own = existsSync(file) ? ((await import(pathToFileURL(file).href)) as { form?: { name?: unknown } }).form : undefined;
    if (own === undefined || own !== definition.form)
      problems.push(`${type.name}: its definition's \`form\` must be the \`form\` export of its folder's form.ts.`);
    else if (own.name !== type.name)
      problems.push(`${type.name}: its form.ts names the form '${String(own.name)}'; it must be '${type.name}'.`);
    else forms.push({ name: type.name, file });
  };
  for (const type of modules) {
    const definition = await definitionOf(type);
    if (isSchema(definition.schema)) schemas.push([`module ${type.name}`, definition.schema]);
    else problems.push(`${type.name}: its definition.ts exports no \`definition\` with a zod \`schema\`.`);
    await checkForm(type, definition);
    if (definition.loading === 'eager') eagerModules.push(type.name);
    else if (definition.loading !== undefined && definition.loading !== 'lazy')
      problems.push(`${type.name}: its definition's \`loading\` must be 'eager' or 'lazy'.`);
    if (definition.reveal === true) revealModules.push(type.name);
    else if (definition.reveal !== undefined && definition.reveal !== false)
      problems.push(`${type.name}: its definition's \`reveal\` must be true or false.`);
  }
  const facts: Record<string, TemplateFacts> = {};
  const roles: Partial<Record<TemplateRole, string>> = {};
  for (const type of templates) {
    const definition = await definitionOf(type);
    if (isSchema(definition.schema)) schemas.push([`template ${type.name}`, definition.schema]);
    else problems.push(`${type.name}: its definition.ts exports no \`definition\` with a zod \`schema\`.`);
    const { search, openGraph } = definition;
    if (search !== false && typeof search !== 'string')
      problems.push(`${type.name}: its definition says no \`search\` type ('page' for a plain page).`);
    if (typeof openGraph !== 'string' || !OPEN_GRAPH.has(openGraph))
      problems.push(`${type.name}: its definition says no \`openGraph\` type ('article' or 'website').`);
    facts[type.name] = { search: search as TemplateFacts['search'], openGraph: openGraph as TemplateFacts['openGraph'] };
    const { role } = definition;
    if (role !== undefined && !TEMPLATE_ROLES.includes(role as TemplateRole))
      problems.push(`${type.name}: its definition's \`role\` must be one of ${TEMPLATE_ROLES.map((name) => `'${name}'`).join(', ')}.`);
    else if (role !== undefined && roles[role as TemplateRole] !== undefined)
      problems.push(
        `${type.name}: its definition's \`role\` '${String(role)}' is ${roles[role as TemplateRole]}'s already; one template plays it.`,
      );
    else if (role !== undefined) roles[role as TemplateRole] = type.name;
    await checkForm(type, definition);
  }
  for (const role of TEMPLATE_ROLES)
    if (roles[role] === undefined) problems.push(`no template's definition has the \`role\` '${role}', which the pipeline needs.`);
  return {
    schemaVersion: schemaVersionOf(schemas),
    templates: facts,
    roles: roles as Record<TemplateRole, string>,
    forms,
    eagerModules: eagerModules.sort(),
    revealModules: revealModules.sort(),
    problems,
  };
}
