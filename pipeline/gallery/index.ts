// The module gallery (`unisite build --gallery`, `unisite start`): the `storybook` renderer of
// SPEC §2/§6 as pages of the built site under /_gallery/ — an index and one page per module of
// the generated registry, each showing every example of the module's definition (the folder
// test's fixtures) in every SPEC §3 sub-theme, with its CMS props. The pages are rendered,
// bundled and hydrated like any other, so a module behaves there as on a real page; they are
// marked noindex and are not CMS pages, so the sitemap (made from the CMS pages) never lists them.
import { z } from 'zod';
import type { Locale } from '../../content/schema/index.ts';
import { moduleDefinitions } from '../../generated/module-definitions.ts';
import { templateDefinitions } from '../../generated/template-definitions.ts';
import type { ModuleDefinition } from '../../site/define/define.ts';
import { ICON_GROUPS } from '../../site/components/Icon/library.tsx';
import { SUB_THEMES } from '../../themes/site-themes.ts';
import type { ValidPage } from '../../content/schema/problems.ts';
import { bug } from '../errors/index.ts';
import { formatPath, modulesIn } from '../walk.ts';
import { isLeftOut } from '../../site/lib/left-out.ts';
import { MODULE_FAMILIES } from './families.ts';
import { schemaFields } from './fields.ts';
import { templateOfRole } from '../../generated/template-facts.ts';

/** Where the gallery lives; the leading underscore keeps it apart from any CMS path. */
export const GALLERY_ROOT = '/_gallery/';

/** A module's gallery path: HeroImage → /_gallery/hero-image/. */
export function galleryPath(name: string): string {
  return `${GALLERY_ROOT}${name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()}/`;
}

function galleryPage(locale: Locale, languageId: number, path: string, title: string, template: unknown): ValidPage {
  // Examples were checked by their folder tests; one that no longer parses is a bug to fix there.
  const parsed = templateDefinitions.ModuleGallery.schema.safeParse(template);
  if (!parsed.success) throw bug(`gallery ${path}: an example does not match its definition:\n${z.prettifyError(parsed.error)}`);
  // A module list keeps an example that fails its module's schema as a stand-in, which the
  // gallery's renderer would show as nothing: as much a bug.
  for (const { module, path: at } of modulesIn(parsed.data)) {
    if (isLeftOut(module) && module.invalid) {
      const fields = module.invalid.map(({ field, message }) => `${field}: ${message}`).join('; ');
      throw bug(`gallery ${path}: an example of ${module.name} (${formatPath(at)}) does not match its definition: ${fields}`);
    }
  }
  return {
    id: `gallery${path.replaceAll('/', '-')}`,
    translationGroup: `gallery${path}`,
    languageId,
    locale,
    path,
    templateType: templateOfRole['module-gallery'],
    title: `${title} · gallery`,
    pageLanguages: [],
    follow: false,
    indexed: false,
    isHome: false,
    activeSectionSlug: '/',
    // The modules on their own: a header over a hero example would cover the page's heading.
    showHeader: false,
    showFooter: false,
    template: parsed.data,
  };
}

/** What the gallery says of a module: its family, what it is for, and the CMS fields it takes. */
export function moduleFacts(name: string, definition: ModuleDefinition) {
  const family = definition.family;
  const description = definition.description ?? definition.schema.description;
  return {
    family: MODULE_FAMILIES.find(([key]) => key === family)?.[1] ?? family,
    ...(description ? { description } : {}),
    fields: schemaFields(definition.schema),
  };
}

/** The gallery's pages in one language: the index (by family), then one page per module, by name. */
export function galleryPages(locale: Locale, languageId: number): ValidPage[] {
  const names = Object.keys(moduleDefinitions).sort();
  const definitionOf = (name: string) => moduleDefinitions[name as keyof typeof moduleDefinitions] as ModuleDefinition;
  const examplesOf = (name: string) => definitionOf(name).examples ?? [];
  const facts = new Map(names.map((name) => [name, moduleFacts(name, definitionOf(name))]));
  const order = (name: string) => MODULE_FAMILIES.findIndex(([, heading]) => heading === facts.get(name)?.family);
  const index = galleryPage(locale, languageId, GALLERY_ROOT, 'Module gallery', {
    templateType: templateOfRole['module-gallery'],
    title: 'Module gallery',
    modules: [...names]
      .sort((a, b) => order(a) - order(b) || (a < b ? -1 : 1))
      .map((name) => ({ name, href: galleryPath(name), examples: examplesOf(name).length, ...facts.get(name) })),
    icons: Object.entries(ICON_GROUPS).map(([group, icons]) => ({ group, names: [...icons] })),
  });
  const modules = names.map((name) =>
    galleryPage(locale, languageId, galleryPath(name), name, {
      templateType: templateOfRole['module-gallery'],
      title: name,
      index: GALLERY_ROOT,
      module: facts.get(name),
      examples: examplesOf(name).map((example) => ({
        props: JSON.stringify(example, null, 2),
        variants: SUB_THEMES.map((subtheme) => ({ subtheme, modules: [example] })),
      })),
    }),
  );
  return [index, ...modules];
}
