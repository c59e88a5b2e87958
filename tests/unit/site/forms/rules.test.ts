// SPEC §5 "Form fields": every rule and its message, in English and Spanish. The same rules run
// in the browser and in the receiving endpoint (tests/unit/content/forms-endpoint.test.ts).
import { describe, expect, it } from 'vitest';
import { LOGO_MAX_BYTES, messageText, validateField, validateForm, type FieldValue } from '../../../../site/lib/forms/rules.ts';
import { forms as FORMS } from '../../../../generated/forms.ts';
import { FORM_MESSAGES } from '../../../../site/lib/forms/messages.ts';

const png = (size: number, type = 'image/png') => ({ name: 'logo.png', size, type });
const empty = { name: '', size: 0, type: 'application/octet-stream' };

const validEntrepreneur: Record<string, FieldValue> = {
  firstName: 'Lucía',
  lastName: 'Campos',
  email: 'lucia@example.com',
  phone: '+34 915 689 600',
  company: 'Conservas Campos',
  web: 'www.conservascampos.es',
  city: 'Vigo',
  country: 'Spain',
  image: png(120_000),
  description: 'Third-generation cannery.',
  legal: 'on',
};

const messagesOf = (errors: Array<{ message: string }>, locale: 'en' | 'es') =>
  errors.map((error) => messageText(locale, error.message as Parameters<typeof messageText>[1]));

describe('form rules (SPEC §5)', () => {
  it('an empty submission names every required field with its SPEC §5 message, in field order', () => {
    expect(messagesOf(validateForm(FORMS.ContactForm, {}), 'en')).toEqual([
      'Enter a name',
      'Enter last name',
      'Enter a valid email',
      'Enter a subject',
      'Enter a message',
      'You must accept the Legal Conditions',
    ]);
    expect(messagesOf(validateForm(FORMS.RecruitForm, {}), 'en')).toEqual([
      'Enter a name',
      'Enter last name',
      'Enter a valid email',
      'Enter a valid phone number',
      'Enter a program',
      'Enter a intake',
      'Enter a country',
      'You must accept the Legal Conditions',
    ]);
    expect(messagesOf(validateForm(FORMS.EntrepreneurForm, { image: empty }), 'en')).toEqual([
      'Enter a name',
      'Enter last name',
      'Enter a valid email',
      'Enter a valid phone number',
      'Enter a company',
      'Enter a city',
      'Enter a country',
      'Attach your logo of maximum 2MB',
      'Enter a description',
      'You must accept the Legal Conditions',
    ]);
    expect(messagesOf(validateForm(FORMS.AwardProposalForm, {}), 'es')).toEqual([
      'Introduce un nombre',
      'Introduce los apellidos',
      'Introduce un email válido',
      'Introduce una empresa',
      'Introduce un país',
      'Adjunta tu logo de 2MB como máximo',
      'Introduce una descripción',
      'Debes aceptar las Condiciones Legales',
    ]);
  });

  it('a valid submission has no problem; the two consent checkboxes are optional', () => {
    expect(validateForm(FORMS.EntrepreneurForm, validEntrepreneur)).toEqual([]);
    expect(
      validateForm(FORMS.AwardProposalForm, {
        ...validEntrepreneur,
        name: 'Ana',
        surname: 'Torres',
        publishConsent: 'on',
        newsConsent: 'on',
      }),
    ).toEqual([]);
  });

  it.each([
    ['email', 'lucia@', 'email'],
    ['email', 'lucia example.com', 'email'],
    ['email', 'lucia@example', 'email'],
    ['phone', '12345', 'phone'],
    ['phone', 'call me', 'phone'],
    ['phone', '+34 915 689 600 123 456', 'phone'],
    ['web', 'not a web', 'web'],
    ['web', 'javascript:alert(1)', 'web'],
    ['firstName', '   ', 'name'],
    ['firstName', 'x'.repeat(101), 'name'],
  ])('%s = %j is refused with the %s message', (field, value, message) => {
    expect(validateField(FORMS.EntrepreneurForm, field, value)).toBe(message);
  });

  it.each([
    ['email', 'ana.torres+cbf@mail.example.edu'],
    ['phone', '(+52) 55 1234 5678'],
    ['web', 'https://www.example.com/family?x=1'],
    ['web', ''],
  ])('%s = %j is accepted', (field, value) => {
    expect(validateField(FORMS.EntrepreneurForm, field, value)).toBeNull();
  });

  it('the logo: up to 2 MB, PNG, JPEG or WebP only', () => {
    expect(validateField(FORMS.EntrepreneurForm, 'image', png(LOGO_MAX_BYTES))).toBeNull();
    expect(validateField(FORMS.EntrepreneurForm, 'image', png(LOGO_MAX_BYTES + 1))).toBe('image');
    expect(validateField(FORMS.EntrepreneurForm, 'image', png(1000, 'image/svg+xml'))).toBe('image');
    expect(validateField(FORMS.EntrepreneurForm, 'image', png(1000, 'application/pdf'))).toBe('image');
    expect(validateField(FORMS.EntrepreneurForm, 'image', { name: 'logo.webp', size: 1000, type: 'image/webp' })).toBeNull();
  });

  it('the description: required, 200 characters at most (counted as a visitor counts them)', () => {
    expect(validateField(FORMS.EntrepreneurForm, 'description', 'x'.repeat(200))).toBeNull();
    expect(validateField(FORMS.EntrepreneurForm, 'description', 'x'.repeat(201))).toBe('descriptionMax');
    expect(validateField(FORMS.EntrepreneurForm, 'description', '👪'.repeat(200))).toBeNull();
    expect(messageText('en', 'descriptionMax')).toBe('Max. 200 characters');
    expect(messageText('es', 'descriptionMax')).toBe('Máx. 200 caracteres');
  });

  it('the legal conditions are required; unchecked boxes submit nothing', () => {
    expect(validateField(FORMS.ContactForm, 'legal', undefined)).toBe('legal');
    expect(validateField(FORMS.ContactForm, 'legal', 'on')).toBeNull();
    expect(validateField(FORMS.ContactForm, 'newsConsent', undefined)).toBeNull();
  });

  it('every message exists in both languages, the English ones exactly as SPEC §5 writes them', () => {
    expect(FORM_MESSAGES.en.errors).toEqual({
      name: 'Enter a name',
      surname: 'Enter last name',
      email: 'Enter a valid email',
      phone: 'Enter a valid phone number',
      message: 'Enter a message',
      program: 'Enter a program',
      subject: 'Enter a subject',
      intake: 'Enter a intake',
      web: 'Enter a web',
      company: 'Enter a company',
      city: 'Enter a city',
      country: 'Enter a country',
      image: 'Attach your logo of maximum 2MB',
      description: 'Enter a description',
      descriptionMax: 'Max. 200 characters',
      legal: 'You must accept the Legal Conditions',
    });
    expect(Object.keys(FORM_MESSAGES.es.errors).sort()).toEqual(Object.keys(FORM_MESSAGES.en.errors).sort());
    for (const [key, text] of Object.entries(FORM_MESSAGES.es.errors))
      expect(text, key).not.toBe(FORM_MESSAGES.en.errors[key as keyof typeof FORM_MESSAGES.en.errors]);
    // Every field of every form has a label in both languages.
    for (const form of Object.values(FORMS))
      for (const field of form.fields) {
        expect(FORM_MESSAGES.en.labels[field.name], field.name).toBeTruthy();
        expect(FORM_MESSAGES.es.labels[field.name], field.name).toBeTruthy();
      }
  });
});
