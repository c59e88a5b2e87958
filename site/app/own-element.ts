// The runtime finds its own elements (the React root, the embedded page data, the announcer)
// among the direct children of <body>, never with a document-wide id lookup: content is
// rendered inside the root, so an element with the same id in content cannot shadow them
// (DOM clobbering; docs/security.md).
export function ownElement(tagName: string, id: string): HTMLElement | null {
  for (const element of Array.from(document.body.children)) {
    if (element.tagName === tagName.toUpperCase() && element.id === id) return element as HTMLElement;
  }
  return null;
}
