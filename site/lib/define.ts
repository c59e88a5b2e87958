// Definitions tie a CMS name to its zod schema and, optionally, to a build-time resolver.
// They are imported by the pipeline only: zod never reaches the client bundle.
import type { z } from 'zod';
import type { Card, Page } from '../../content/schema/index.ts';
import type { ResolveContext } from './resolve-context.ts';

export interface ModuleDefinition<S extends z.ZodType = z.ZodType, R = z.output<S>> {
  schema: S;
  resolve?: (props: z.output<S>, context: ResolveContext) => R;
}

export function defineModule<S extends z.ZodType, R = z.output<S>>(definition: {
  schema: S;
  resolve?: (props: z.output<S>, context: ResolveContext) => R;
}): ModuleDefinition<S, R> {
  return definition;
}

export interface TemplateDefinition<S extends z.ZodType = z.ZodType, R = z.output<S>> {
  schema: S;
  resolve?: (template: z.output<S>, context: ResolveContext) => R;
  /** How a page of this template appears as a card in lists and distributors. */
  toCard?: (page: Page, template: z.output<S>) => Card;
  /** Entities a page of this template holds besides itself (the people of a PersonList). */
  entities?: (page: Page, template: z.output<S>) => EntityCard[];
}

/**
 * An entity held inside a page, as list sources see it: `structuredData` is what a source
 * names to select it (e.g. 'Person'), `group` is stable across languages (manual mode ids).
 */
export interface EntityCard {
  structuredData: string;
  group: string;
  card: Card;
}

export function defineTemplate<S extends z.ZodType, R = z.output<S>>(definition: {
  schema: S;
  resolve?: (template: z.output<S>, context: ResolveContext) => R;
  toCard?: (page: Page, template: z.output<S>) => Card;
  entities?: (page: Page, template: z.output<S>) => EntityCard[];
}): TemplateDefinition<S, R> {
  return definition;
}

/** The props a component receives: the resolver's result, or the schema's output. */
export type Resolved<D> = D extends ModuleDefinition<z.ZodType, infer R> ? R : D extends TemplateDefinition<z.ZodType, infer R> ? R : never;
