import { describe, expect, it } from 'vitest';
import { renderTemplate } from '../../../tests/helpers/render-type.tsx';
import { form } from './form.ts';
import { FORM_MESSAGES } from '../../lib/forms/messages.ts';
import { definition } from './definition.ts';
import EntrepreneurForm from './EntrepreneurForm.tsx';

describe('EntrepreneurForm', () => {
  it('shows its title and the EntrepreneurForm fields, each labelled, required ones marked *, posting to its endpoint', async () => {
    const view = await renderTemplate(definition, EntrepreneurForm, definition.examples?.[0]);
    expect(view.headings[0]).toEqual({ level: 1, text: definition.examples?.[0]?.title });
    expect(view.all('form')[0]?.attrs).toMatchObject({ method: 'post', action: '/forms/EntrepreneurForm', enctype: 'multipart/form-data' });
    const labels = view.all('label').map((label) => label.text.trim());
    expect(labels).toEqual(form.fields.map((rule) => `${FORM_MESSAGES.en.labels[rule.name] ?? rule.name}${rule.required ? ' *' : ''}`));
    expect(view.all('input', (attrs) => attrs.name === 'thankyou')[0]?.attrs.value).toBe('/thank-you/');
  });
});
