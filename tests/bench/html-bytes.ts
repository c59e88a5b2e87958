// Where the bytes of built pages go (docs/performance.md "Where a page's bytes go"): every byte
// of each HTML file is counted in the innermost region that holds it (head tags by kind, the
// header's parts, the page content, the footer), averaged over the files given, plus
// cross-cutting figures (inline SVG, class and data-* attributes) counted wherever they occur.
//
//   npx tsx tests/bench/html-bytes.ts dist/news/succession-barometer-2026/index.html
//   npx tsx tests/bench/html-bytes.ts --sample 200 <dist folder>
//
// React's server output is well-formed and escapes `<` in text and JSON-LD, so a tag scanner
// is enough; CSS module classes are matched by their local name: a production build's short
// names (`u`) are mapped back through the same table the build used, a readable name
// (`mainItem_PjfG4K`) loses its hash.
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { shortClassNames } from '../../pipeline/bundle/class-names.ts';

const VOID = new Set(['meta', 'link', 'img', 'input', 'br', 'hr', 'source', 'area', 'base', 'col', 'embed', 'track', 'wbr']);

interface Element {
  tag: string;
  attributes: Record<string, string>;
  classes: string[];
  /** The region this element opens, if any. */
  region: string | null;
}

const localOfShort = new Map(
  [...shortClassNames(resolve(import.meta.dirname, '../..')).entries()].map(([key, short]) => [short, key.split('\n')[1] as string]),
);

/** The local names of an element's CSS module classes (`u` or `mainNav_x1Y2z3` → `mainNav`). */
const localNames = (className: string | undefined): string[] =>
  (className ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((name) => localOfShort.get(name) ?? name.replace(/_[\w-]{6}$/, ''));

function headRegion({ tag, attributes }: Element): string {
  const name = attributes.name ?? '';
  const property = attributes.property ?? '';
  if (tag === 'title' || ['description', 'keywords', 'robots'].includes(name)) return 'head: title, description, robots';
  if (tag === 'link' && (attributes.rel === 'canonical' || attributes.rel === 'alternate')) return 'head: canonical, hreflang';
  if (property.startsWith('og:')) return 'head: Open Graph';
  if (property.startsWith('article:')) return 'head: article dates';
  if (name.startsWith('twitter:')) return 'head: Twitter card';
  if (tag === 'script' && attributes.type === 'application/ld+json') return 'head: JSON-LD';
  return 'head: document shell (charset, styles, preloads, scripts)';
}

function regionOf(element: Element, stack: Element[]): string | null {
  const { tag, attributes, classes } = element;
  const inHead = stack.some((open) => open.tag === 'head');
  if (inHead) return stack[stack.length - 1]?.tag === 'head' ? headRegion(element) : null;
  if (tag === 'head') return 'head: other';
  const inHeader = stack.some((open) => open.region?.startsWith('header'));
  if (!inHeader && classes.includes('root') && stack.some((open) => open.tag === 'body')) return 'header: wrapper, skip link';
  if (inHeader) {
    if (classes.includes('banner')) return 'header: banner';
    if (classes.includes('topBar')) return 'header: top bar';
    if (classes.includes('logo')) return 'header: logo';
    if (classes.includes('menuButton')) return 'header: menu button';
    if (attributes.id === 'mobile-menu') return 'header: mobile panel (its own parts)';
    if (classes.includes('mainNav')) return 'header: main menu (bar items)';
    if (classes.includes('panel'))
      return attributes['data-kind'] === 'cascading' ? 'header: cascading menu panel' : 'header: mega panels (grids)';
    return null;
  }
  if (tag === 'main') return 'main: page content';
  if (tag === 'nav' && stack.some((open) => open.tag === 'main') && attributes['aria-label'] && classes.includes('breadcrumb'))
    return 'main: breadcrumb';
  if (tag === 'footer') return 'footer';
  if (tag === 'script' && stack.some((open) => open.tag === 'body')) return 'body: scripts';
  return null;
}

interface Counts {
  regions: Map<string, number>;
  svg: Map<string, number>;
  svgCount: number;
  classAttributes: number;
  dataAttributes: number;
  ariaAttributes: number;
  total: number;
}

function count(html: string, into: Counts): void {
  const stack: Array<Element & { start: number; inner: number }> = [];
  const add = (map: Map<string, number>, key: string, bytes: number) => map.set(key, (map.get(key) ?? 0) + bytes);
  const regionAbove = () => [...stack].reverse().find((open) => open.region)?.region ?? 'document: other';
  /** Closes an element ending at `end`: its bytes, less its inner regions', go to its region. */
  const close = (element: Element & { start: number; inner: number }, end: number) => {
    const bytes = Buffer.byteLength(html.slice(element.start, end));
    if (element.tag === 'svg') {
      add(into.svg, regionAbove(), bytes);
      into.svgCount += 1;
    }
    const parent = [...stack].reverse().find((open) => open.region);
    if (element.region) {
      add(into.regions, element.region, bytes - element.inner);
      if (parent) parent.inner += bytes;
    }
  };
  const tagPattern = /<(\/?)([a-zA-Z][\w-]*)((?:\s+[^\s=/>]+(?:="[^"]*")?)*)\s*(\/?)>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>/g;
  let match: RegExpExecArray | null;
  while ((match = tagPattern.exec(html))) {
    const [whole, closing, rawTag, attributeText = '', selfClosing] = match;
    if (!rawTag) continue;
    const tag = rawTag.toLowerCase();
    if (closing) {
      let open = stack.pop();
      while (open && open.tag !== tag) open = stack.pop();
      if (open) close(open, match.index + whole.length);
      continue;
    }
    const attributes: Record<string, string> = {};
    for (const [attribute, name = '', value = ''] of attributeText.matchAll(/([^\s=/>]+)(?:="([^"]*)")?/g)) {
      attributes[name] = value;
      const bytes = Buffer.byteLength(attribute) + 1;
      if (name === 'class') into.classAttributes += bytes;
      else if (name.startsWith('data-')) into.dataAttributes += bytes;
      else if (name.startsWith('aria-') || name === 'role') into.ariaAttributes += bytes;
    }
    const element = { tag, attributes, classes: localNames(attributes.class), region: null as string | null, start: match.index, inner: 0 };
    element.region = regionOf(element, stack);
    if (selfClosing || VOID.has(tag)) {
      close(element, match.index + whole.length);
    } else {
      stack.push(element);
      if (tag === 'script' || tag === 'style') {
        const end = html.indexOf(`</${tag}>`, tagPattern.lastIndex);
        tagPattern.lastIndex = end === -1 ? html.length : end;
      }
    }
  }
  into.total += Buffer.byteLength(html);
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true });
  return entries
    .filter((entry) => entry.endsWith('index.html') && !entry.includes('_gallery'))
    .map((entry) => join(dir, entry))
    .sort();
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const sampleAt = args.indexOf('--sample');
  const sample = sampleAt === -1 ? Infinity : Number(args.splice(sampleAt, 2)[1]);
  const files: string[] = [];
  for (const arg of args) files.push(...(arg.endsWith('.html') ? [arg] : await htmlFiles(arg)));
  const step = Math.max(1, Math.floor(files.length / Math.min(sample, files.length)));
  const chosen = files.filter((_, index) => index % step === 0).slice(0, sample);
  const counts: Counts = {
    regions: new Map(),
    svg: new Map(),
    svgCount: 0,
    classAttributes: 0,
    dataAttributes: 0,
    ariaAttributes: 0,
    total: 0,
  };
  for (const file of chosen) {
    const before = [...counts.regions.values()].reduce((sum, bytes) => sum + bytes, 0);
    const html = await readFile(file, 'utf8');
    count(html, counts);
    const after = [...counts.regions.values()].reduce((sum, bytes) => sum + bytes, 0);
    // Whatever no region holds (the doctype, <html>, <body>, the app root's wrappers).
    counts.regions.set('document: other', (counts.regions.get('document: other') ?? 0) + Buffer.byteLength(html) - (after - before));
  }
  const n = chosen.length;
  const kb = (bytes: number) => (bytes / n / 1024).toFixed(1).padStart(6);
  const share = (bytes: number) => `${((bytes / counts.total) * 100).toFixed(1).padStart(5)} %`;
  console.log(`${n} page(s), ${kb(counts.total)} KB per page\n`);
  console.log('region'.padEnd(58), '    KB', '  share', '  of it inline SVG KB');
  const rows = [...counts.regions.entries()].sort((a, b) => a[0].localeCompare(b[0]));
  for (const [region, bytes] of rows) {
    const svg = counts.svg.get(region);
    console.log(region.padEnd(58), kb(bytes), share(bytes), svg ? kb(svg) : '');
  }
  const svgTotal = [...counts.svg.values()].reduce((sum, bytes) => sum + bytes, 0);
  console.log(`\ninline SVG: ${(counts.svgCount / n).toFixed(1)} per page, ${kb(svgTotal)} KB (${share(svgTotal).trim()})`);
  console.log(`class attributes: ${kb(counts.classAttributes)} KB (${share(counts.classAttributes).trim()})`);
  console.log(`data-* attributes: ${kb(counts.dataAttributes)} KB (${share(counts.dataAttributes).trim()})`);
  console.log(`aria-* and role attributes: ${kb(counts.ariaAttributes)} KB (${share(counts.ariaAttributes).trim()})`);
}

await main();
