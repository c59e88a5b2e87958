import { describe, expect, it } from 'vitest';
import { renderTemplate } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import EventList from './EventList.tsx';

describe('EventList', () => {
  it('shows the first page of the events below it, with an event type filter and pages', async () => {
    const view = await renderTemplate(definition, EventList, definition.examples?.[0], { title: 'Events', path: '/events/' });
    expect(view.headings).toEqual([
      { level: 1, text: 'Events' },
      { level: 2, text: 'Webinar: governance protocols after the founder steps down' },
    ]);
    expect(view.text).toContain('Open days, seminars and webinars for business families and their advisers.');
    expect(view.text).toContain('Showing 1–1 of 2');
    expect(view.byRole('search')[0]?.name).toBe('Filter the list');
    expect(view.all('option').map((option) => option.text)).toEqual(['All', 'Face to face', 'Online']);
    expect(view.byRole('navigation')[0]?.name).toBe('Pages');
    expect(view.all('button', (attrs) => attrs['aria-current'] === 'page').map((button) => button.name)).toEqual(['Page 1']);
  });
});
