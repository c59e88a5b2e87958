// The site icon: the site's short name on its brand colour, so every page has an icon
// without a binary file to maintain (browsers ask for one on every first visit).
import { siteThemes } from '../../themes/site-themes.ts';
import { writeOut } from '../write/files.ts';
import type { Artefact } from './context.ts';
import { escapeXml } from '../../site/lib/escape-xml.ts';

export function faviconSvg(shortName: string, brand: string): string {
  const letters = escapeXml(shortName.slice(0, 3).toUpperCase());
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="8" fill="${escapeXml(brand)}"/><text x="32" y="41" font-family="Arial, Helvetica, sans-serif" font-size="22" font-weight="700" text-anchor="middle" fill="#fff">${letters}</text></svg>\n`;
}

/** A site's icon (its short name) in a theme's brand colour. */
const faviconOf = (shortName: string, theme: string): string => faviconSvg(shortName, siteThemes[theme]?.brand ?? '#000e3e');

/** Writes `favicon.svg` for a site into a folder (the preview's). */
export const writeFavicon = (outDir: string, shortName: string, theme: string): Promise<void> =>
  writeOut(outDir, 'favicon.svg', faviconOf(shortName, theme));

export const favicon: Artefact = {
  name: 'favicon.svg',
  write: ({ write, content, defaultSite }) => write('favicon.svg', faviconOf(content.site.shortName, defaultSite.theme)),
};
