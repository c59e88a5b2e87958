import { describe, expect, it } from 'vitest';
import { renderTemplate } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import EventList from './EventList.tsx';

describe('EventList', () => {
  it('leads with the events upcoming as of the build, then the past ones', async () => {
    const view = await renderTemplate(definition, EventList, definition.examples?.[0], { title: 'Events', path: '/events/' });
    expect(view.headings).toEqual([
      { level: 1, text: 'Events' },
      { level: 2, text: 'Upcoming events' },
      { level: 3, text: 'Webinar: governance protocols after the founder steps down' },
      { level: 2, text: 'Past events' },
      { level: 3, text: 'Next generation leadership programme: open day' },
    ]);
    expect(view.text).toContain('Open days, seminars and webinars for business families and their advisers.');
    expect(view.text).toContain('Showing 1–1 of 1');
  });
});
