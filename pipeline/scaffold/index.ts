// `unisite new module <Name>` / `unisite new template <Name>`: a new CMS type is a folder.
// Writes definition.ts, <Name>.tsx, <Name>.module.css and <Name>.test.tsx from the templates
// below, then regenerates the registries, so the type builds at once (docs/content-types.md).
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { userError } from '../errors/index.ts';

export type TypeKind = 'module' | 'template';

const NAME = /^[A-Z][A-Za-z0-9]*$/;

const moduleFiles = (name: string): Record<string, string> => ({
  'definition.ts': `// ${name}: what the CMS sends, what the build does with it, and what it shows.
import { z } from 'zod';
import { defineModule } from '../../define/define.ts';

export const definition = defineModule({
  name: '${name}',
  // What an editor gets from it, in a sentence: the module gallery (/_gallery/) shows it, and
  // lists the fields of the schema below with their .describe() texts.
  description: 'Say what visitors get from ${name}.',
  // Where the gallery lists it: hero, distributor, collection, content, form, tabs, slider,
  // media, map, navigation, popup or footer.
  family: 'content',
  schema: z.strictObject({
    component: z.literal('${name}'),
    id: z.string().optional(),
    title: z.string().min(1).describe('The heading'),
    text: z.string().optional().describe('A paragraph under the heading'),
  }),
  examples: [{ component: '${name}', title: 'A ${name} module', text: 'What the module tells visitors.' }],
});

export type ${name}Props = z.output<typeof definition.schema>;
`,
  [`${name}.tsx`]: `import type { ${name}Props } from './definition.ts';
import styles from './${name}.module.css';

export default function ${name}({ title, text }: ${name}Props) {
  return (
    <div className={styles.root}>
      <h2 className={styles.title}>{title}</h2>
      {text ? <p className={styles.text}>{text}</p> : null}
    </div>
  );
}
`,
  [`${name}.module.css`]: `.root {
  composes: shell from '../../components/Section/Section.module.css';
  padding-block: var(--space-6);
}

.title {
  font: var(--text-heading);
  margin: 0 0 var(--space-2);
}

.text {
  font: var(--text-body);
  margin: 0;
}
`,
  [`${name}.test.tsx`]: `import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { definition } from './definition.ts';
import ${name} from './${name}.tsx';

describe('${name}', () => {
  it('shows the title of each example as a heading, and its text', () => {
    for (const example of definition.examples ?? []) {
      const props = definition.schema.parse(example);
      const html = renderToStaticMarkup(<${name} {...props} />);
      expect(html).toContain(\`>\${props.title}</h2>\`);
      if (props.text) expect(html).toContain(props.text);
    }
  });
});
`,
});

const templateFiles = (name: string): Record<string, string> => ({
  'definition.ts': `// ${name}: a page template — its fields, module sections and what the build does with them.
import { z } from 'zod';
import { defineTemplate } from '../../define/define.ts';
import { ModuleListSchema } from '../../define/module-list.ts';

export const definition = defineTemplate({
  name: '${name}',
  // What site search shows its pages as ('page', or e.g. 'news'; false: never listed) and their
  // og:type in link previews ('article' for dated writing) — docs/content-types.md.
  search: 'page',
  openGraph: 'website',
  schema: z.strictObject({
    templateType: z.literal('${name}'),
    title: z.string().min(1),
    intro: z.string().optional(),
    heroSection: ModuleListSchema.default([]),
    mainSection: ModuleListSchema.default([]),
  }),
  examples: [{ templateType: '${name}', title: 'A ${name} page', intro: 'What the page is about.' }],
});

export type ${name}Template = z.output<typeof definition.schema>;
`,
  [`${name}.tsx`]: `import type { ${name}Template } from './definition.ts';
import type { PageData } from '../../lib/page-view.ts';
import { ModuleList } from '../../components/ModuleList/index.tsx';
import styles from './${name}.module.css';

export default function ${name}({ template }: { template: ${name}Template; page: PageData }) {
  return (
    <>
      <ModuleList modules={template.heroSection} />
      <div className={styles.root}>
        <h1 className={styles.title}>{template.title}</h1>
        {template.intro ? <p className={styles.intro}>{template.intro}</p> : null}
      </div>
      <ModuleList modules={template.mainSection} />
    </>
  );
}
`,
  [`${name}.module.css`]: `.root {
  composes: shell from '../../components/Section/Section.module.css';
  padding-block: var(--space-6);
}

.title {
  font: var(--text-display);
  margin: 0 0 var(--space-2);
}

.intro {
  font: var(--text-subtitle);
  margin: 0;
}
`,
  [`${name}.test.tsx`]: `import { describe, expect, it } from 'vitest';
import { renderTemplate } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import ${name} from './${name}.tsx';

describe('${name}', () => {
  it('shows the title of each example as the page heading, and its intro', async () => {
    for (const example of definition.examples ?? []) {
      // Rendered as the build renders it: in a page of the demo site, with its modules resolved.
      const view = await renderTemplate(definition, ${name}, example);
      expect(view.headings[0]).toEqual({ level: 1, text: example.title });
      if (example.intro) expect(view.text).toContain(example.intro);
    }
  });
});
`,
});

/** Writes the folder of a new type and returns the files written (relative to root). */
export async function scaffoldType(root: string, kind: TypeKind, name: string): Promise<string[]> {
  if (!NAME.test(name)) {
    throw userError('TYPE_NAME_INVALID', { name, kind });
  }
  const dir = join(root, 'site', kind === 'module' ? 'modules' : 'templates', name);
  // A CMS type name is one name for one thing: a template may not take a module's name, nor the reverse.
  for (const folder of ['modules', 'templates']) {
    const taken = join(root, 'site', folder, name);
    if (existsSync(taken)) {
      throw userError('TYPE_EXISTS', { name, kind: folder === 'modules' ? 'module' : 'template', folder: relative(root, taken) });
    }
  }
  const files = kind === 'module' ? moduleFiles(name) : templateFiles(name);
  await mkdir(dir, { recursive: true });
  for (const [file, content] of Object.entries(files)) await writeFile(join(dir, file), content);
  return Object.keys(files).map((file) => relative(root, join(dir, file)));
}
