// The form modules (event registration, brochure request …) post to the same endpoint as the
// contact form: it knows each by its module's form.ts, stores the hidden value the page set
// (which event) with the visitor's fields, and answers problems with the SPEC §5 messages.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startCms, type RunningCms } from '../../../pipeline/cms.ts';

const SITE = 'http://localhost:4173';
let dir: string;
let cms: RunningCms;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'unisite-module-forms-'));
  cms = await startCms({ formsDir: dir });
});
afterEach(async () => {
  await cms.close();
  await rm(dir, { recursive: true, force: true });
});

const post = (form: string, fields: Record<string, string>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries({ locale: 'en', thankyou: '/thank-you/', back: '/events/forum/', ...fields }))
    body.append(name, value);
  return fetch(`${cms.origin}/forms/${form}`, {
    method: 'POST',
    body,
    redirect: 'manual',
    headers: { origin: SITE, referer: `${SITE}/events/forum/` },
  });
};

describe('forms endpoint: the form modules', () => {
  it('stores an event registration with the event it is for, then sends the visitor to the thank-you page', async () => {
    const response = await post('EventRegistrationForm', {
      name: 'Lucía',
      surname: 'Campos',
      email: 'lucia@example.com',
      company: 'Conservas Campos',
      event: 'Family Offices Forum 2027',
      legal: 'on',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${SITE}/thank-you/`);
    const stored = JSON.parse((await readFile(join(dir, 'submissions.jsonl'), 'utf8')).trim()) as {
      form: string;
      values: Record<string, string>;
    };
    expect(stored.form).toBe('EventRegistrationForm');
    expect(stored.values).toMatchObject({ name: 'Lucía', event: 'Family Offices Forum 2027', legal: 'on' });
  });

  it('answers a callback request without a phone number with 422 and the SPEC §5 message', async () => {
    const response = await post('CallbackRequestForm', {
      locale: 'es',
      name: 'Ana',
      surname: 'Ruiz',
      email: 'ana@example.com',
      subject: 'Becas',
      legal: 'on',
    });
    expect(response.status).toBe(422);
    const page = await response.text();
    expect(page).toContain('Introduce un número de teléfono válido');
    expect(page).toContain('/events/forum/#field-phone');
  });

  it('knows every form module', async () => {
    for (const form of ['BrochureRequestForm', 'InformationRequestForm', 'NewsletterForm']) {
      const response = await post(form, {});
      expect(response.status, form).toBe(422);
    }
  });
});
