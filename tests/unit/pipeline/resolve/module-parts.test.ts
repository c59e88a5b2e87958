// The shared parts a page's modules need (site/lib/parts.ts): recorded while the page resolves,
// loaded by the page loader with its modules, so the carousel reaches only the pages that show one.
import { describe, expect, it, vi } from 'vitest';
import { resolveModules } from '../../../../pipeline/resolve/index.ts';
import { preloadPage } from '../../../../site/app/preload.ts';
import { partRegistry } from '../../../../site/lib/parts.ts';
import type { PageView } from '../../../../site/lib/page-view.ts';
import type { ResolveContext } from '../../../../site/lib/resolve-context.ts';

const context = { locale: 'en', cards: () => [], templates: () => [], sitemap: () => [] } as unknown as ResolveContext;
const data = { mode: 'auto', sources: [{ structuredData: 'NewsDetail' }] };

function partsOf(mainSection: object[]): string[] {
  const parts = new Set<string>();
  resolveModules({ templateType: 'Landing', heroSection: [], mainSection }, context, new Set(), parts);
  return [...parts];
}

describe('module parts', () => {
  it('names the carousel only for a distributor shown as a slider', () => {
    expect(
      partsOf([
        { component: 'NewsDistributor', data },
        { component: 'EventDistributor', layout: 'grid', when: 'all', data },
        { component: 'PeopleDistributor', layout: 'list', data },
      ]),
    ).toEqual([]);
    expect(
      partsOf([
        { component: 'NewsDistributor', layout: 'list', data },
        { component: 'RelatedContent', layout: 'slider', data },
        { component: 'BlogDistributor', layout: 'slider', data },
      ]),
    ).toEqual(['Slider']);
  });

  it('are loaded by the page loader before the page renders', async () => {
    const view = { page: { templateType: 'BasicTemplate' }, modules: [], headerOverHero: false } as unknown as PageView;
    // The registry is the worker's (another file may have loaded the part): what the loader asks
    // of it is what this page needs.
    const preload = vi.spyOn(partRegistry, 'preload');
    try {
      await preloadPage(view);
      expect(preload).not.toHaveBeenCalledWith(expect.arrayContaining(['Slider']));
      await preloadPage({ ...view, parts: ['Slider'] });
      expect(preload).toHaveBeenCalledWith(expect.arrayContaining(['Slider']));
      expect(partRegistry.get('Slider')).toBeDefined();
    } finally {
      preload.mockRestore();
    }
  });
});
