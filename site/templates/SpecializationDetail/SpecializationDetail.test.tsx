import { describe, expect, it } from 'vitest';
import { renderTemplate } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import SpecializationDetail from './SpecializationDetail.tsx';

describe('SpecializationDetail', () => {
  it('links to the programme it specialises and lists its courses', async () => {
    const view = await renderTemplate(definition, SpecializationDetail, definition.examples?.[0], {
      path: '/business-school/programmes/master-in-management/family-business/',
    });
    expect(view.headings[0]).toEqual({ level: 1, text: 'Specialisation in Family Business' });
    expect(view.links).toContainEqual({ href: '/business-school/programmes/master-in-management/', name: 'Master in Management' });
    expect(view.byRole('complementary')[0]?.name).toBe('A specialisation of');
    expect(view.all('li').map((item) => item.text)).toEqual(['Governance of family firms', 'Succession planning', 'Family offices']);
  });

  it('a programme that does not exist (in this language) gives no link rather than a broken one', async () => {
    const view = await renderTemplate(definition, SpecializationDetail, definition.examples?.[1], { path: '/business-school/retail/' });
    expect(view.links).toEqual([]);
  });
});
