// The hero of a school's programme page and the facts it shows: a unit gives the programme's own
// texts and figures, the kit gives the labels (in English and Spanish, written once here) and
// the shape of the module.
import { linkOf, type PageLink } from './pages.ts';
import type { Bilingual } from '../../data/news.ts';
import { bi, textOf, type Text } from './text.ts';
import type { MediaName, PageContext } from './types.ts';

/** The labels of a programme's facts, by the name a unit gives each fact. */
export const FACT_LABELS = {
  duration: bi('Duration', 'Duración'),
  credits: bi('Credits', 'Créditos'),
  places: bi('Places', 'Plazas'),
  language: bi('Language', 'Idioma'),
  campus: bi('Campus', 'Campus'),
  campuses: bi('Campuses', 'Campus'),
  intake: bi('Next intake', 'Próximo inicio'),
  starts: bi('Starts', 'Inicio'),
} as const;

/** A programme's facts, shown in the order they are written: `{ duration: bi('4 years', '4 años'), credits: '240 ECTS' }`. */
export type ProgrammeFacts = Partial<Record<keyof typeof FACT_LABELS, Text>>;

/** The `facts` of a programme hero: each with its label in the page's language. */
export const programmeFacts = (ctx: PageContext, facts: ProgrammeFacts): Array<{ label: string; value: string }> =>
  Object.entries(facts).map(([name, value]) => {
    const label = FACT_LABELS[name as keyof typeof FACT_LABELS];
    return { label: ctx.L(label.en, label.es), value: textOf(ctx, value) };
  });

/** The hero's usual first button: to the unit's admissions page. */
export const APPLY_NOW: PageLink = { page: 'admissions', text: bi('Apply now', 'Solicite la admisión') };

/**
 * The hero of a programme page. With facts it is the long page's `HeroProgramMax` (its facts, a
 * primary and a secondary button); without, the short page's `HeroProgram` with one link.
 */
export function programmeHero(
  ctx: PageContext,
  hero: {
    eyebrow: Text;
    title: Text;
    subtitle: Text;
    image: MediaName;
    facts?: ProgrammeFacts;
    primary?: PageLink;
    secondary?: PageLink;
    link?: PageLink;
    /** The page's colour scheme, where it is not the unit's. */
    subtheme?: string;
  },
): Record<string, unknown> {
  const { facts, primary, secondary, link, subtheme } = hero;
  return {
    component: facts ? 'HeroProgramMax' : 'HeroProgram',
    eyebrow: textOf(ctx, hero.eyebrow),
    title: textOf(ctx, hero.title),
    subtitle: textOf(ctx, hero.subtitle),
    image: ctx.media(hero.image),
    ...(facts ? { facts: programmeFacts(ctx, facts) } : {}),
    ...(primary ? { primaryLink: linkOf(ctx, primary) } : {}),
    ...(secondary ? { secondaryLink: linkOf(ctx, secondary) } : {}),
    ...(link ? { link: linkOf(ctx, link) } : {}),
    ...(subtheme ? { subtheme } : {}),
  };
}

/**
 * A programme's `studyPlan`: one `[title, course, course …]` a year or term (as `sections` takes
 * its parts), each in the page's language.
 */
export const studyPlan = (
  ctx: PageContext,
  ...periods: Array<[Bilingual<string>, ...Array<Bilingual<string>>]>
): Array<{ title: string; courses: string[] }> =>
  periods.map(([title, ...courses]) => ({
    title: ctx.L(title.en, title.es),
    courses: courses.map((course) => ctx.L(course.en, course.es)),
  }));
