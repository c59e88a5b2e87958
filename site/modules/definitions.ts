// Every module the CMS may name: its zod schema and build-time resolver (SPEC §2 "Module
// registry"). Pipeline-only; the client imports types from here, never values.
// Adding a module: a folder with schema.ts and index.tsx, an entry here and one in registry.ts.
import { z } from 'zod';
import type { Resolved } from '../lib/define.ts';
import { definition as BasicContent } from './BasicContent/definition.ts';
import { definition as HeroImage } from './HeroImage/definition.ts';
import { definition as NewsDistributor } from './NewsDistributor/definition.ts';
import { definition as Accordion } from './Accordion/definition.ts';
import { definition as CallToAction } from './CallToAction/definition.ts';
import { definition as CardCollection } from './CardCollection/definition.ts';
import { definition as Downloads } from './Downloads/definition.ts';
import { definition as EventDistributor } from './EventDistributor/definition.ts';
import { definition as HeroClaim } from './HeroClaim/definition.ts';
import { definition as LogoCollection } from './LogoCollection/definition.ts';
import { definition as PeopleDistributor } from './PeopleDistributor/definition.ts';
import { definition as Quote } from './Quote/definition.ts';
import { definition as Tabs } from './Tabs/definition.ts';
import { definition as Video } from './Video/definition.ts';

export const moduleDefinitions = {
  BasicContent,
  HeroImage,
  NewsDistributor,
  Accordion,
  CallToAction,
  CardCollection,
  Downloads,
  EventDistributor,
  HeroClaim,
  LogoCollection,
  PeopleDistributor,
  Quote,
  Tabs,
  Video,
};

export type ModuleName = keyof typeof moduleDefinitions;
/** A module as a component receives it, after validation and build-time resolution. */
export type ModuleData = { [N in ModuleName]: Resolved<(typeof moduleDefinitions)[N]> }[ModuleName];

export function isModuleName(name: unknown): name is ModuleName {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(moduleDefinitions, name);
}

/**
 * A section of modules. Each entry is validated by the schema its `component` names, with
 * problems reported at their full path (`template.mainSection[2].title`). Entries naming an
 * unknown component are dropped here and reported as warnings by pipeline/validate (SPEC §8).
 */
export const ModuleListSchema = z.array(z.unknown()).transform((items, context) => {
  const modules: unknown[] = [];
  items.forEach((item, index) => {
    const name = typeof item === 'object' && item !== null ? (item as { component?: unknown }).component : undefined;
    if (typeof name !== 'string') {
      context.addIssue({ code: 'custom', message: 'Required: the name of a module', path: [index, 'component'] });
      return;
    }
    if (!isModuleName(name)) return;
    const result = moduleDefinitions[name].schema.safeParse(item);
    if (result.success) modules.push(result.data);
    else for (const issue of result.error.issues) context.addIssue({ ...issue, code: 'custom', path: [index, ...issue.path] });
  });
  // Resolvers run later, at build; until then a module holds its validated CMS props.
  return modules as ModuleData[];
});
