// A page's JSON-LD holds the nodes of the modules that describe themselves (the FAQ module's
// FAQPage), wherever on the page they sit, beside the template's own.
import { describe, expect, it } from 'vitest';
import { templateStructuredData } from '../../../../pipeline/resolve/structured-data.ts';
import type { PageView } from '../../../../site/lib/page-view.ts';
import { pageOf, site } from '../../../helpers/page-data.ts';

const faq = (question: string) => ({
  component: 'Faq',
  groups: [{ questions: [{ question, answer: '<p>Yes.</p>' }] }],
});

describe('module structured data', () => {
  it('adds the FAQPage of each Faq module, one @id per page', () => {
    const page = pageOf({
      path: '/admissions/',
      templateType: 'BasicTemplate',
      template: {
        templateType: 'BasicTemplate',
        mainSection: [faq('Can I apply online?'), { component: 'Tabs', tabs: [faq('Is there an interview?')] }],
      },
    });
    const nodes = templateStructuredData({ page, headerOverHero: false } as PageView, site) as Array<Record<string, unknown>>;
    expect(nodes.map((node) => node['@type'])).toEqual(['FAQPage', 'FAQPage']);
    expect(new Set(nodes.map((node) => node['@id'])).size).toBe(1);
    expect(String(nodes[0]?.['@id'])).toMatch(/\/admissions\/#faq$/);
  });

  it('adds nothing for a page without such modules', () => {
    const page = pageOf({
      templateType: 'BasicTemplate',
      template: { templateType: 'BasicTemplate', mainSection: [{ component: 'Quote', text: 'x' }] },
    });
    expect(templateStructuredData({ page, headerOverHero: false } as PageView, site)).toBeUndefined();
  });
});
