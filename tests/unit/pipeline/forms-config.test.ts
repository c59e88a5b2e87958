// FORMS_URL (docs/forms.md): where the built site's forms post, checked when read.
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../pipeline/config.ts';
import { configErrorMessage } from '../../helpers/config-error.ts';

describe('FORMS_URL', () => {
  it('is optional and loses a trailing slash', () => {
    expect(readConfig({}).formsUrl).toBeUndefined();
    expect(readConfig({ FORMS_URL: 'https://forms.example.edu/forms/' }).formsUrl).toBe('https://forms.example.edu/forms');
    expect(readConfig({ FORMS_URL: 'http://127.0.0.1:4520/forms' }).formsUrl).toBe('http://127.0.0.1:4520/forms');
  });

  it.each(['forms.example.edu', 'javascript:alert(1)', 'https://forms.example.edu/forms?x=1', '//forms.example.edu'])(
    'refuses %j as a user error naming the variable',
    (value) => {
      expect(configErrorMessage({ FORMS_URL: value })).toContain('FORMS_URL');
    },
  );
});
