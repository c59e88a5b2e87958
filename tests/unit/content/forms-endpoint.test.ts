// The embedded CMS's forms endpoint (content/cms/forms.ts): the same rules as the browser, durable
// storage, 4xx answers with the SPEC §5 messages, a rate limit per address, the thank-you redirect.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startCms, type RunningCms } from '../../../pipeline/cms.ts';
import { LOGO_MAX_BYTES } from '../../../site/lib/forms/rules.ts';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const SITE = 'http://localhost:4173';

let dir: string;
let cms: RunningCms;

async function start(rateLimit?: { max: number; windowMs: number }) {
  cms = await startCms({ formsDir: dir, ...(rateLimit ? { formsRateLimit: rateLimit } : {}) });
}

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'unisite-forms-'));
});
afterEach(async () => {
  await cms?.close();
  await rm(dir, { recursive: true, force: true });
});

function entrepreneur(overrides: Record<string, string | Blob | null> = {}): FormData {
  const fields: Record<string, string | Blob | null> = {
    locale: 'en',
    thankyou: '/thank-you/',
    back: '/entrepreneurs/apply/',
    firstName: 'Lucía',
    lastName: 'Campos',
    email: 'lucia@example.com',
    phone: '+34 915 689 600',
    company: 'Conservas Campos',
    web: 'www.conservascampos.es',
    city: 'Vigo',
    country: 'Spain',
    image: new File([PNG], 'logo.png', { type: 'image/png' }),
    description: 'Third-generation cannery.',
    legal: 'on',
    ...overrides,
  };
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== null) data.append(name, value);
  return data;
}

const post = (form: string, body: FormData) =>
  fetch(`${cms.origin}/forms/${form}`, {
    method: 'POST',
    body,
    redirect: 'manual',
    headers: { origin: SITE, referer: `${SITE}/entrepreneurs/apply/` },
  });

describe('forms endpoint', () => {
  it('stores a valid submission (one JSON line, the logo beside it) and redirects to the thank-you page', async () => {
    await start();
    const response = await post('EntrepreneurForm', entrepreneur());
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${SITE}/thank-you/`);
    const lines = (await readFile(join(dir, 'submissions.jsonl'), 'utf8')).trim().split('\n');
    expect(lines).toHaveLength(1);
    const stored = JSON.parse(lines[0] as string) as { form: string; values: Record<string, string>; logo: { file: string; size: number } };
    expect(stored.form).toBe('EntrepreneurForm');
    expect(stored.values).toMatchObject({ firstName: 'Lucía', company: 'Conservas Campos', legal: 'on' });
    expect(stored.logo.size).toBe(PNG.length);
    expect(new Uint8Array(await readFile(join(dir, stored.logo.file)))).toEqual(PNG);
    // A second submission appends.
    await post('EntrepreneurForm', entrepreneur({ firstName: 'Javier' }));
    expect((await readFile(join(dir, 'submissions.jsonl'), 'utf8')).trim().split('\n')).toHaveLength(2);
  });

  it('answers an empty submission with 422 and every message, in the form language, linking back to each field', async () => {
    await start();
    const data = new FormData();
    data.append('locale', 'es');
    data.append('back', '/es/contacto/');
    const response = await post('ContactForm', data);
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('Hay un problema');
    for (const message of [
      'Introduce un nombre',
      'Introduce los apellidos',
      'Introduce un email válido',
      'Introduce un asunto',
      'Introduce un mensaje',
      'Debes aceptar las Condiciones Legales',
    ])
      expect(html).toContain(message);
    expect(html).toContain(`href="${SITE}/es/contacto/#field-name"`);
    await expect(readdir(dir)).resolves.not.toContain('submissions.jsonl');
  });

  it('refuses an oversize logo with 413 and the logo message, and a file that is not the image it claims', async () => {
    await start();
    const big = new File([new Uint8Array(LOGO_MAX_BYTES + 1).fill(1)], 'logo.png', { type: 'image/png' });
    const tooBig = await post('EntrepreneurForm', entrepreneur({ image: big }));
    expect(tooBig.status).toBe(413);
    expect(await tooBig.text()).toContain('Attach your logo of maximum 2MB');
    const fake = await post('EntrepreneurForm', entrepreneur({ image: new File(['<svg/>'], 'logo.png', { type: 'image/png' }) }));
    expect(fake.status).toBe(422);
    expect(await fake.text()).toContain('Attach your logo of maximum 2MB');
  });

  it('refuses a 201-character description and an over-long field', async () => {
    await start();
    const long = await post('EntrepreneurForm', entrepreneur({ description: 'x'.repeat(201) }));
    expect(long.status).toBe(422);
    expect(await long.text()).toContain('Max. 200 characters');
    const name = await post('EntrepreneurForm', entrepreneur({ firstName: 'x'.repeat(101) }));
    expect(name.status).toBe(422);
    expect(await name.text()).toContain('Enter a name');
  });

  it('limits submissions per address', async () => {
    await start({ max: 2, windowMs: 60_000 });
    expect((await post('EntrepreneurForm', entrepreneur())).status).toBe(303);
    expect((await post('EntrepreneurForm', entrepreneur())).status).toBe(303);
    const third = await post('EntrepreneurForm', entrepreneur());
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toBe('60');
  });

  it('knows only the site forms, and only POST', async () => {
    await start();
    expect((await post('NoSuchForm', entrepreneur())).status).toBe(404);
    expect((await fetch(`${cms.origin}/forms/ContactForm`)).status).toBe(405);
  });
});
