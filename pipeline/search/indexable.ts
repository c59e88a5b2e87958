// The part of a page Pagefind reads, as a much smaller HTML document that Pagefind indexes exactly
// as it indexes the whole page. Most of a built page lies outside the `data-pagefind-body` region
// (the page's <main>); parsing the rest (head, header, menus, footer) was three
// quarters of the indexer's time, and it contributes only:
// - the language (`<html lang>`);
// - the title fallback (`<title>`) and the default title and image: Pagefind takes the first <h1>
//   of the whole page as its title and the first <img> after a title as its image, inside the
//   body region or not (the footer's logo is the image of a page without one of its own).
// Inside the region, what Pagefind excludes entirely (`data-pagefind-ignore="all"`: breadcrumb,
// share links) and inline SVG (ignored; its shapes hold no words) are left out, and every
// attribute Pagefind does not read (classes, links, ARIA) is dropped.
// Whenever a page has anything this does not account for (Pagefind attributes outside the region,
// elements parsed as raw text, attribute indexing), the page is given to Pagefind whole: slower,
// never different. The unit test compares the index of reduced pages with Pagefind's own over the
// whole pages (tests/integration/pipeline/search-index.test.ts).

/** Attributes Pagefind reads on any element: anchors (`id`) and its own `data-pagefind-…` ones. */
const KEPT_ATTRIBUTE = /^(?:id|data-pagefind-[a-z-]+)$/;
/** On images, the default image metadata. */
const KEPT_IMAGE_ATTRIBUTE = /^(?:src|alt)$/;
/** Raw-text elements whose content a scan for tags would misread; they are never indexed. */
const RAW_TEXT = /<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
/** Elements this reduction does not model: the page is indexed whole. */
const UNMODELLED = /<(?:noscript|template|textarea|xmp|plaintext|iframe|math)\b|data-pagefind-index-attrs/i;
/** A start tag: React escapes `<`, `>` and quotes in attribute values, so `>` ends it. */
const START_TAG = /<([a-zA-Z][a-zA-Z0-9-]*)((?:\s[^>]*?)?)(\/?)>/g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/**
 * The page's indexable HTML: what Pagefind needs of it, or the page itself when it has no
 * `data-pagefind-body` region (Pagefind then decides; it leaves such pages out when others have
 * one) or anything the reduction does not model.
 */
export function indexableHtml(html: string): string {
  const text = html.replace(RAW_TEXT, '');
  const open = /<main\b[^>]*\bdata-pagefind-body\b[^>]*>/i.exec(text);
  if (!open || UNMODELLED.test(text)) return html;
  const start = open.index;
  const end = text.indexOf('</main>', start);
  if (end < 0 || text.indexOf('<main', start + 1) >= 0 || text.lastIndexOf('<main', start - 1) >= 0) return html;
  const before = text.slice(0, start);
  const after = text.slice(end + '</main>'.length);
  // Pagefind attributes outside the region (filters, metadata, ignores) would need the structure kept.
  if (before.includes('data-pagefind') || after.includes('data-pagefind')) return html;
  const htmlTag = /<html\b[^>]*>/i.exec(before)?.[0];
  if (!htmlTag) return html;
  const title = /<title\b[^>]*>[^<]*<\/title\s*>/i.exec(before)?.[0] ?? '';
  const region = lean(withoutSubtrees(text.slice(start, end + '</main>'.length)));
  if (region === undefined) return html;
  return `<!DOCTYPE html>${htmlTag}<head>${title}</head><body>${titleAndImages(before)}${region}${titleAndImages(after)}</body></html>`;
}

/** Outside the region, in order: the <h1> elements (with their text) and the images. */
function titleAndImages(part: string): string {
  const kept: string[] = [];
  for (const [element] of part.matchAll(/<h1\b[^>]*>[\s\S]*?<\/h1\s*>|<img\b[^>]*>/gi)) kept.push(lean(element) ?? element);
  return kept.join('');
}

/** Leaves out `data-pagefind-ignore="all"` elements and inline SVG, with everything inside them. */
function withoutSubtrees(region: string): string {
  let out = region;
  for (;;) {
    const found = /<(svg)\b[^>]*>|<([a-zA-Z][a-zA-Z0-9-]*)\b[^>]*\bdata-pagefind-ignore="all"[^>]*>/.exec(out);
    if (!found) return out;
    const name = (found[1] ?? found[2] ?? '').toLowerCase();
    const close = found[0].endsWith('/>') ? found.index + found[0].length : closingOf(out, name, found.index + found[0].length);
    // An element that is not closed where expected: keep it (and stop looking) rather than guess.
    if (close < 0) return out;
    const removed = out.slice(found.index, close);
    // An <svg> holding Pagefind attributes, a heading or an image is kept as it is.
    if (name === 'svg' && /data-pagefind|<h1\b|<img\b/i.test(removed)) {
      return `${out.slice(0, close)}${withoutSubtrees(out.slice(close))}`;
    }
    out = out.slice(0, found.index) + out.slice(close);
  }
}

/** Where the element whose start tag ends at `from` ends (after its end tag), counting nested ones of its name; -1 if it does not. */
function closingOf(html: string, name: string, from: number): number {
  const tags = new RegExp(`<(/?)${name}\\b[^>]*?(/?)>`, 'gi');
  tags.lastIndex = from;
  let depth = 1;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    if (match[1]) depth -= 1;
    else if (!match[2]) depth += 1;
    if (depth === 0) return match.index + match[0].length;
  }
  return -1;
}

/** Start tags reduced to the attributes Pagefind reads; undefined if a tag cannot be read safely. */
function lean(fragment: string): string | undefined {
  let unreadable = false;
  const out = fragment.replace(START_TAG, (tag, name: string, attributes: string, selfClosing: string) => {
    const image = name.toLowerCase() === 'img';
    const kept: string[] = [];
    for (const [attribute, key = '', doubleQuoted, singleQuoted, bare] of attributes.matchAll(ATTRIBUTE)) {
      if (key.includes('<')) unreadable = true;
      if (!(KEPT_ATTRIBUTE.test(key.toLowerCase()) || (image && KEPT_IMAGE_ATTRIBUTE.test(key.toLowerCase())))) continue;
      kept.push(doubleQuoted === undefined && singleQuoted === undefined && bare === undefined ? key : attribute);
    }
    return `<${name}${kept.map((attribute) => ` ${attribute}`).join('')}${selfClosing}>`;
  });
  return unreadable ? undefined : out;
}
