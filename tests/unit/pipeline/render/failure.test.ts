// A component that throws while a page renders is the site's code, not unisite's: the build stops
// with RENDER_FAILED naming the page, the component and its file, and prints no stack. The
// component is read from the worker's stack (one server chunk per component, named after it).
import { describe, expect, it } from 'vitest';
import { bundleFailed } from '../../../../pipeline/bundle/index.ts';
import { componentOf, renderFailed } from '../../../../pipeline/render/failure.ts';

const chunk = (name: string) => `file:///srv/site/.unisite/bundle-64c8/server/chunks/${name}`;

/** A worker's stack: a helper's frame, the module's, then React's and the server entry's. */
const STACK = [
  "TypeError: Cannot read properties of undefined (reading 'map')",
  `    at cardsOf (${chunk('CardCollection-Ab_1-x.js')}:9:18)`,
  `    at CardCollection (${chunk('CardCollection-Ab_1-x.js')}:14:9)`,
  `    at renderWithHooks (${chunk('jsx-runtime-CjdefFEm.js')}:3120:18)`,
  '    at renderElement (file:///srv/site/.unisite/bundle-64c8/server/server.js:4410:20)',
  '    at async file:///srv/site/pipeline/render/worker.mjs:41:18',
].join('\n');

describe('a render that fails', () => {
  it('names the page, the module and its file, with the error’s own words', () => {
    const error = renderFailed('/es/noticias/', STACK);
    expect(error.code).toBe('RENDER_FAILED');
    expect(error.what).toBe(
      "page /es/noticias/: the component CardCollection (site/modules/CardCollection/CardCollection.tsx) threw while rendering it: TypeError: Cannot read properties of undefined (reading 'map')",
    );
    expect(error.fix).toContain('Correct site/modules/CardCollection/CardCollection.tsx');
    expect(error.format()).not.toMatch(/^\s+at /m);
  });

  it('names a template by its folder, and a shared component without a file', () => {
    expect(renderFailed('/news/', STACK.replace(/CardCollection/g, 'NewsList')).what).toContain(
      'the component NewsList (site/templates/NewsList/NewsList.tsx)',
    );
    const shared = renderFailed('/news/', STACK.replace(/CardCollection/g, 'Image'));
    expect(shared.what).toContain('the component Image threw');
    expect(shared.fix).toContain('site/components/');
  });

  it('says "a component" when no frame is in a component’s chunk', () => {
    expect(componentOf('Error: boom\n    at renderPage (file:///x/server/server.js:1:1)')).toBeUndefined();
    expect(renderFailed('/', 'Error: boom').what).toBe('page /: a component threw while rendering it: Error: boom');
  });
});

describe('a bundle that fails', () => {
  it('names the file relative to the project, the line and Vite’s first line', () => {
    const error = bundleFailed('/srv/site', {
      message: 'Expected ">" but found "title"\n2 | export default function X() {\n3 |   return <div title=>',
      file: '/srv/site/site/modules/X/X.tsx',
      line: 3,
      column: 19,
    });
    expect(error.code).toBe('BUNDLE_FAILED');
    expect(error.what).toBe('The code could not be bundled (site/modules/X/X.tsx:3:19): Expected ">" but found "title"');
    expect(error.fix).toContain('Correct site/modules/X/X.tsx');
  });
});
