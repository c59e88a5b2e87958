// Test helper: XML Schema validation with xmllint (Debian libxml2-utils; .ci/run installs it).
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

export const SITEMAP_XSD = resolve(import.meta.dirname, '../fixtures/sitemap/sitemap-hreflang.xsd');
export const SITEINDEX_XSD = resolve(import.meta.dirname, '../fixtures/sitemap/siteindex.xsd');

/** xmllint's complaints about a file, or '' when it is valid. */
export function schemaErrors(file: string, xsd: string): string {
  const result = spawnSync('xmllint', ['--noout', '--schema', xsd, file], { encoding: 'utf8' });
  if (result.error) throw new Error(`xmllint is needed to validate sitemaps: apt-get install -y libxml2-utils (${result.error.message})`);
  return result.status === 0 ? '' : result.stderr;
}
