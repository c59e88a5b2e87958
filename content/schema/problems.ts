// Content problems and the shapes of content before and after validation: the neutral types every
// stage, the embedded CMS and the tools share (docs/architecture.md "Import directions"). The sync
// produces them, later stages and the CMS read them, and none of those has to import the sync.
import type { Page, Regions, Site } from './index.ts';
import { printableLine } from './terminal-text.ts';

export interface ContentProblem {
  /** The document, e.g. 'site' or 'page /es/noticias/foo/'. */
  document: string;
  /** The field path inside it, e.g. 'template.mainSection[2].title'. */
  path: string;
  /** What is wrong and what to do, in the editor's terms (the catalogue's text for `code`). */
  message: string;
  /**
   * The stable code of the problem (pipeline/errors/catalogue.ts, docs/errors.md "Content
   * problems"); absent only where a CMS answered its own error text.
   */
  code?: string | undefined;
}

/**
 * A page whose template has been validated by its template's schema (not yet resolved), with
 * the modules left out of it: those the library does not have and those whose content fails
 * their module's schema. They are out of its template (kept as stand-ins only when validated
 * for a preview) and listed by the build.
 */
export type ValidPage = Page & { leftOutModules?: LeftOutModule[] };

/**
 * Where a page lost a module: `template.mainSection[2]`, and the name it gave. `invalid` tells
 * the two kinds apart: absent, the library does not have the module; present, the library has it
 * but these fields of its content fail its schema.
 */
export interface LeftOutModule {
  path: string;
  name: string;
  invalid?: InvalidField[];
}

/** A field of a module's content that fails the module's schema: `items[0].title`, and zod's message. */
export interface InvalidField {
  /** The field inside the module ('' for the module as a whole). */
  field: string;
  message: string;
}

/** Zod's message, with its wording for a missing field made plain. */
export function friendlyMessage(message: string): string {
  return /received undefined/.test(message) ? 'Required' : message;
}

export interface ValidContent {
  site: Site;
  pages: ValidPage[];
  regions: Regions;
}

export interface RawContent {
  site: unknown;
  pages: unknown[];
  regions: unknown;
}

/** What a sync fetched: one or more sites of the family with their pages, and the shared regions. */
export interface RawFamily {
  sites: Array<{ site: { key: string; id: number }; pages: unknown[]; isDefault: boolean }>;
  regions: unknown;
}

/** A validated site other than the default one, stored under `sites/<key>/` in the snapshots. */
export interface ValidSubSite {
  site: Site;
  pages: ValidPage[];
}

export interface ValidationResult {
  content: ValidContent | null;
  problems: ContentProblem[];
  warnings: ContentProblem[];
  /** Pages left out because their template is unknown (problems instead with `strict`). */
  skipped: ContentProblem[];
}

export interface ValidateOptions {
  /**
   * Unknown templates, unknown modules and modules whose content fails their schema are problems
   * (the sync fails) instead of skipped pages and left-out modules.
   */
  strict?: boolean;
  /**
   * Keep a stand-in where a module was left out (one the library does not have, or whose content
   * fails its schema; site/lib/left-out.ts), for the preview and the page editor to show; a
   * published page never has one.
   */
  standIns?: boolean;
}

/** The sync's validation as a value: how the embedded CMS checks drafts without importing the pipeline. */
export type ValidateContent = (raw: RawContent, options?: ValidateOptions) => ValidationResult;

/** All problems as text, grouped by document (for the CLI and error messages). */
export function formatProblems(problems: ContentProblem[]): string {
  const byDocument = new Map<string, ContentProblem[]>();
  for (const problem of problems) {
    const list = byDocument.get(problem.document) ?? [];
    list.push(problem);
    byDocument.set(problem.document, list);
  }
  return [...byDocument]
    .flatMap(([document, list]) => list.map((p) => printableLine(`  ${document} → ${p.path || '(document)'}: ${p.message}`)))
    .join('\n');
}
