// The Node versions unisite runs on, as package.json's `engines` says: 20.19 or later of Node 20
// (Vite's floor), 22.16 or later of Node 22 (the lowest every installed package accepts:
// html-validate's, above graphql-yoga's @whatwg-node/* at 22.15), and 24 or later. Checked by
// bin/unisite.js before anything starts: on an older Node the command failed deep inside Vite
// with a stack.

/** Whether `version` ('20.19.1', 'v22.16.0') is one unisite supports. */
export function supportedNode(version) {
  const [major = 0, minor = 0] = version.replace(/^v/, '').split('.').map(Number);
  if (major === 20) return minor >= 19;
  if (major === 22) return minor >= 16;
  return major >= 24;
}

/** The one line an unsupported Node gets. */
export function unsupportedNodeLine(version) {
  return `✗ unisite needs Node 20.19+, 22.16+ or 24+; this is Node ${version.replace(/^v/, '')}. Install a supported Node (an LTS line: 22 or 24) and run the command again.`;
}
