// A CMS type is one folder: what the site needs to know of a type (its search type, its og:type,
// its form, that it is a programme) comes from its definition, through the generated registries.
// No shared code names a type, so a new template cannot silently fall through someone's table.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { templateDefinitions } from '../../../generated/template-definitions.ts';
import { templateFacts, templateOfRole } from '../../../generated/template-facts.ts';
import { moduleDefinitions } from '../../../generated/module-definitions.ts';
import { forms } from '../../../generated/forms.ts';
import { TEMPLATE_ROLES, type ModuleDefinition, type TemplateDefinition } from '../../../site/define/define.ts';

const ROOT = join(import.meta.dirname, '../../..');
/**
 * Shared code: the kit definitions are written with, helpers, the app shell, components, and the
 * pipeline, which names the parts a template plays (its definition's `role`), never the template.
 */
const SHARED = ['site/define', 'site/lib', 'site/app', 'site/components', 'pipeline'];
/** The error catalogue's examples and suggestions illustrate its texts with real names: they decide nothing. */
const ILLUSTRATIONS = new Set(['pipeline/errors/catalogue.ts']);
const TYPE_NAMES = new Set([...Object.keys(moduleDefinitions), ...Object.keys(templateDefinitions)]);

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !ILLUSTRATIONS.has(relative(ROOT, file)));
}

/** The string literals of a file (in code, types included; comments are not code) that are a type's name. */
function typeNamesIn(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && TYPE_NAMES.has(node.text))
      found.push(`${relative(ROOT, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} '${node.text}'`);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('a type is one folder', () => {
  it('no shared site code and no pipeline code names a module or a template', () => {
    expect(SHARED.flatMap(sourceFiles).flatMap(typeNamesIn)).toEqual([]);
  });

  it("the browser's template facts are what each definition says", () => {
    const said = Object.fromEntries(
      (Object.values(templateDefinitions) as TemplateDefinition[]).map(({ name, search, openGraph }) => [name, { search, openGraph }]),
    );
    expect(templateFacts).toEqual(said);
  });

  it('each part the pipeline gives pages is played by the one template whose definition says so', () => {
    const said = (Object.values(templateDefinitions) as TemplateDefinition[]).flatMap(({ name, role }) => (role ? [[role, name]] : []));
    expect(Object.entries(templateOfRole).sort()).toEqual(said.sort());
    expect(Object.keys(templateOfRole).sort()).toEqual([...TEMPLATE_ROLES].sort());
  });

  it('the forms are those the definitions name', () => {
    const named = [...Object.values(moduleDefinitions), ...Object.values(templateDefinitions)] as Array<
      ModuleDefinition | TemplateDefinition
    >;
    const withForm = named.filter((definition) => definition.form).map((definition) => [definition.name, definition.form]);
    expect(Object.entries(forms).sort()).toEqual(withForm.sort());
  });
});
