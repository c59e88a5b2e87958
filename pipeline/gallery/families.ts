// The families the gallery groups modules by (SPEC §2 "Module registry": heroes, distributors,
// forms, tabs, sliders, collections, footers, maps, popups …). A definition names its own
// (`family`); one that does not is placed by the shape of its name, the convention the library's
// names follow (HeroX, XDistributor, XForm, XSlider, FooterX …), else under content.
import type { ModuleFamily } from '../../site/define/define.ts';

/** The gallery's order of families, with their headings. */
export const MODULE_FAMILIES: ReadonlyArray<readonly [ModuleFamily, string]> = [
  ['hero', 'Heroes'],
  ['distributor', 'Distributors and lists'],
  ['collection', 'Collections'],
  ['content', 'Content'],
  ['form', 'Forms'],
  ['tabs', 'Tabs and accordions'],
  ['slider', 'Sliders and galleries'],
  ['media', 'Media'],
  ['map', 'Maps'],
  ['navigation', 'Navigation'],
  ['popup', 'Popups'],
  ['footer', 'Footers'],
];

const BY_NAME: ReadonlyArray<readonly [RegExp, ModuleFamily]> = [
  [/^Hero/, 'hero'],
  [/^Footer/, 'footer'],
  [/Form$/, 'form'],
  [/(Distributor|Calendar|Agenda|^NewsByCategory|^RelatedByTags|^RelatedContent)$/, 'distributor'],
  [/(Slider|Carousel|Gallery)$/, 'slider'],
  [/(Tabs|Accordion|Faq)$/, 'tabs'],
  [/(Map)$/, 'map'],
  [/(Popup|Modal|Chatbot)$/, 'popup'],
  [/(Nav|Navigation|Breadcrumb|ShareBar|Index|SearchBox)$/, 'navigation'],
  [/(Video|Audio|AudioPlayer|Podcast|PodcastPlayer|Embed|EmbedConsent|Infographic|Feed)$/, 'media'],
  [
    /(Collection|Grid|Figures|Statistics|Timeline|Steps|Rankings|Facts|Table|Plan|Process|Directory|Dates|Checklist|Glossary|Hours)$/,
    'collection',
  ],
];

export function moduleFamily(name: string, declared: ModuleFamily | undefined): ModuleFamily {
  return declared ?? BY_NAME.find(([pattern]) => pattern.test(name))?.[1] ?? 'content';
}
