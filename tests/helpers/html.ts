// Test helper: built HTML parsed into a DOM that tests query like a browser would.
import { parseDocument } from 'htmlparser2';
import { findAll, getAttributeValue, textContent } from 'domutils';

type Element = ReturnType<typeof findAll>[number];

export interface ParsedPage {
  all(name: string, where?: (attributes: Record<string, string>) => boolean): Element[];
  attr(element: Element, name: string): string | undefined;
  text(element: Element): string;
}

export function parseHtml(html: string): ParsedPage {
  const document = parseDocument(html, { lowerCaseAttributeNames: true });
  return {
    all: (name, where = () => true) => findAll((element) => element.name === name && where(element.attribs), document.children),
    attr: (element, name) => getAttributeValue(element, name),
    text: (element) => textContent(element),
  };
}
