// Form uploads (docs/forms.md): a file is taken only from the form's own file field, one at most;
// any other file is refused in the form's language and nothing is stored; a body past the limit
// is answered 413 even when it comes in chunks and the sender reads only after sending it all.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startCms, type RunningCms } from '../../../../../pipeline/cms.ts';
import { sendAllThenRead } from '../../../../helpers/draft-cms.ts';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const png = (name = 'logo.png') => new File([PNG], name, { type: 'image/png' });

let dir: string;
let cms: RunningCms;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'unisite-uploads-'));
  cms = await startCms({ formsDir: dir, formsRateLimit: { max: 1000, windowMs: 60_000 } });
});
afterAll(async () => {
  await cms.close();
  await rm(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  await rm(join(dir, 'submissions.jsonl'), { force: true });
  await rm(join(dir, 'logos'), { recursive: true, force: true });
});

function form(fields: Record<string, string | File>, files: Array<[string, File]> = []): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  for (const [name, file] of files) data.append(name, file);
  return data;
}

const contact = (locale = 'en') => ({
  locale,
  name: 'Ana',
  surname: 'Ruiz',
  email: 'ana@example.com',
  subject: 'Question',
  message: 'Hello',
  legal: 'on',
});
const entrepreneur = {
  locale: 'en',
  firstName: 'Lucía',
  lastName: 'Campos',
  email: 'lucia@example.com',
  phone: '+34 915 689 600',
  company: 'Conservas Campos',
  city: 'Vigo',
  country: 'Spain',
  description: 'Third-generation cannery.',
  legal: 'on',
};

const post = (name: string, body: FormData) => fetch(`${cms.origin}/forms/${name}`, { method: 'POST', body });
const stored = async () => ({
  lines: await readdir(dir).then((files) => files.filter((file) => file === 'submissions.jsonl').length),
  logos: await readdir(join(dir, 'logos')).catch(() => []),
});

describe('form uploads', () => {
  it('refuses a file sent to a form without a file field, in the form language, and stores nothing', async () => {
    for (const [locale, words] of [
      ['en', 'This form takes no file'],
      ['es', 'Este formulario no admite archivos'],
    ] as const) {
      const answer = await post('ContactForm', form(contact(locale), [['newsConsent', png()]]));
      expect(answer.status).toBe(422);
      const page = await answer.text();
      expect(page).toContain('data-code="FORM_FILE_UNEXPECTED"');
      expect(page).toContain(words);
      expect(page).toContain(`lang="${locale}"`);
    }
    expect(await stored()).toEqual({ lines: 0, logos: [] });
  });

  it('takes the logo only from the declared field: another file is refused, never stored as the logo', async () => {
    // A named but empty logo beside a real image under another field.
    const swapped = await post(
      'EntrepreneurForm',
      form(entrepreneur, [
        ['image', new File([], 'logo.png', { type: 'image/png' })],
        ['newsConsent', png('other.png')],
      ]),
    );
    expect(swapped.status).toBe(422);
    expect(await swapped.text()).toContain('Only the field “Logo” takes a file');
    // An undeclared field name, and two logos at once.
    expect(
      (
        await post(
          'EntrepreneurForm',
          form(entrepreneur, [
            ['image', png()],
            ['attachment', png('x.png')],
          ]),
        )
      ).status,
    ).toBe(422);
    expect(
      (
        await post(
          'EntrepreneurForm',
          form(entrepreneur, [
            ['image', png()],
            ['image', png('second.png')],
          ]),
        )
      ).status,
    ).toBe(422);
    expect(await stored()).toEqual({ lines: 0, logos: [] });
  });

  it('refuses a required logo that is missing or empty, and stores a real one', async () => {
    const missing = await post('EntrepreneurForm', form(entrepreneur));
    expect(missing.status).toBe(422);
    expect(await missing.text()).toContain('data-field="image"');
    const empty = await post('EntrepreneurForm', form(entrepreneur, [['image', new File([], 'logo.png', { type: 'image/png' })]]));
    expect(empty.status).toBe(422);
    expect(await empty.text()).toContain('data-field="image"');
    expect(await stored()).toEqual({ lines: 0, logos: [] });
    expect((await post('EntrepreneurForm', form(entrepreneur, [['image', png()]]))).status).toBe(200);
    expect((await stored()).logos).toHaveLength(1);
  });

  it('answers a 100 MB chunked body 413 and closes, even to a sender that reads only after sending it all', async () => {
    const answer = await sendAllThenRead(
      cms.origin,
      '/forms/EntrepreneurForm',
      { 'content-type': 'multipart/form-data; boundary=x', referer: 'http://127.0.0.1:4173/es/emprendedores/' },
      100 * 1024 * 1024,
    );
    expect(answer).not.toBe('reset');
    if (answer !== 'reset') {
      expect(answer.status).toBe(413);
      expect(answer.text).toMatch(/connection: close/i);
      expect(answer.text).toContain('data-code="REQUEST_BODY_TOO_LARGE"');
      // The form's page was Spanish: so is the answer.
      expect(answer.text).toContain('lang="es"');
    }
    expect(await stored()).toEqual({ lines: 0, logos: [] });
  });
});
