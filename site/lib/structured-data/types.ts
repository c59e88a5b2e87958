// What the structured-data builders read: a page's metadata and template, and the site.
import type { CollegeOrUniversity } from 'schema-dts';
import type { Page } from '../../../content/schema/index.ts';
import type { UrlSite } from '../alternates.ts';
import type { ImageAssets } from '../image-assets.ts';

/** A schema.org node written out (schema-dts types also allow a bare string). */
export type Node<T> = Exclude<T, string>;

export type StructuredPage = Pick<
  Page,
  | 'path'
  | 'locale'
  | 'title'
  | 'metaDescription'
  | 'published'
  | 'modified'
  | 'breadcrumb'
  | 'isHome'
  | 'structuredData'
  | 'socialImage'
  | 'templateType'
> & { template: unknown };

export interface StructuredSite extends UrlSite {
  name: string;
  socials?: ReadonlyArray<{ url: string }>;
}

/** What a per-template builder gets: the page, its template's fields, the site and the page's address. */
export interface TemplateInput {
  page: StructuredPage;
  template: Record<string, unknown>;
  site: StructuredSite;
  url: string;
  /** @id of the organisation that publishes the page (the university or the US campus). */
  publisher: { '@id': string };
  /** What the build made of the page's images: image properties point at published variants. */
  images?: ImageAssets | undefined;
}

export type University = Node<CollegeOrUniversity>;
