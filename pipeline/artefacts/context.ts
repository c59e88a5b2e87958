import type { Manifest } from 'vite';
import type { Locale } from '../../content/schema/index.ts';
import type { SiteView } from '../../site/lib/page-view.ts';
import type { Reporter } from '../reporter.ts';
import type { SitemapEntry, SitemapPage } from '../../site/lib/sitemap-entries.ts';
import type { ValidContent } from '../../content/schema/problems.ts';

/**
 * The content as artefacts read it: the site and regions documents whole, each page by its
 * sitemap fields (the build lets go of the pages' templates and modules once they are planned).
 */
export type ArtefactContent = Pick<ValidContent, 'site' | 'regions'> & {
  pages: SitemapPage[];
  /** The sitemap's entries, when the build made them already (to resolve the human sitemap page). */
  sitemap?: SitemapEntry[] | undefined;
  /**
   * True when the sitemap is known to be the live version's: no page came or went, no page's
   * sitemap fields changed and the site's addresses are the same (pipeline/resolve/reads.ts
   * `unchangedAnswers`), with the same code.
   */
  sitemapUnchanged?: boolean | undefined;
};

/** What a static artefact (sitemap, robots.txt, sw.js, headers …) may read while the build writes dist/. */
export interface ArtefactContext {
  /** The staged dist/ folder: write here, by `write`. */
  outDir: string;
  /**
   * Writes a file of the staged dist/ (a path relative to it): a new file, or a link to the live
   * version's when it has the same bytes (pipeline/write/files.ts `placeFile`).
   */
  write(file: string, content: string | Uint8Array): Promise<void>;
  /**
   * Links the live version's files at the top of dist/ whose names match, for an artefact known
   * unchanged; their names, none when there is no live version (pipeline/write/files.ts `keepLiveFiles`).
   */
  keepLive(name: RegExp): string[];
  /** The staged host-configuration folder beside dist/ (nginx includes): never published. */
  hostDir: string;
  root: string;
  workDir: string;
  /** The snapshots the build reads: files stored with them (the third-party stand-ins) are published. */
  snapshotsDir: string;
  content: ArtefactContent;
  sites: Map<Locale, SiteView>;
  defaultSite: SiteView;
  buildHash: string;
  manifest: Manifest;
  reporter: Reporter;
}

export interface Artefact {
  /** Shown in the build output. */
  name: string;
  /**
   * Its files are made from the code alone, the same for every site: a family makes them once and
   * links them into each site's version (pipeline/write/shared-files.ts).
   */
  sameForEverySite?: boolean;
  write(context: ArtefactContext): Promise<void>;
}
