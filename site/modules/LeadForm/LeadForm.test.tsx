import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import LeadForm from './LeadForm.tsx';

describe('LeadForm', () => {
  it('renders the slot of the provider form with the SPEC §3 data attributes, and says why it waits for consent', () => {
    const view = renderModule(definition, LeadForm, definition.examples?.[0]);
    expect(view.headings).toEqual([{ level: 2, text: 'Request information' }]);
    // No <form> until the loader draws it: an empty form could not be submitted.
    expect(view.all('form')).toEqual([]);
    const form = view.all('div', (attrs) => attrs['data-lead-form'] !== undefined)[0];
    expect(form?.attrs).toMatchObject({
      'data-formid': '1234',
      'data-thankyou': '/thank-you/',
      'data-pathway-id': 'PW-EXEC',
      'data-program-id': 'NGP-2027',
      'data-track': 'weekend',
      'data-label': 'Information request form',
    });
    // Attributes with no value are left out rather than written empty.
    expect(form?.attrs['data-typeof-dual-mastersdegrees']).toBeUndefined();
    // Before the visitor's marketing consent is known, the form stays hidden and the notice explains it.
    expect(form?.attrs['data-consented']).toBeUndefined();
    expect(view.text).toContain('needs marketing cookies');
    expect(view.all('button').map((button) => button.text)).toEqual(['Cookie settings']);
  });

  it('speaks Spanish on a Spanish page', () => {
    const view = renderModule(definition, LeadForm, definition.examples?.[0], { page: { locale: 'es' } });
    expect(view.text).toContain('necesita cookies de marketing');
    expect(view.all('div', (attrs) => attrs['data-lead-form'] !== undefined)[0]?.attrs['data-label']).toBe(
      'Formulario de solicitud de información',
    );
  });
});
