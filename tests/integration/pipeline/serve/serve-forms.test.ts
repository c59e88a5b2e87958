// `unisite serve` and `unisite start` receive the forms of a build without FORMS_URL, which post
// to /forms/<Name> on the site's own host: the visitor ends on the thank-you page, not a 405.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveDist } from '../../../../pipeline/cli/serve-dist.ts';
import type { RunningServer } from '../../../../pipeline/serve/index.ts';

describe('unisite serve: forms posted to the site itself', () => {
  let work: string;
  let running: RunningServer;
  const formsDir = () => join(work, 'submissions');

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'unisite-serve-forms-'));
    const dist = join(work, 'dist');
    await mkdir(join(dist, 'thank-you'), { recursive: true });
    await writeFile(join(dist, 'thank-you/index.html'), '<h1>Thank you</h1>');
    await writeFile(join(dist, 'app-data.json'), JSON.stringify({ trailingSlash: true }));
    ({ running } = await serveDist({ dir: dist, port: 0, formsDir: formsDir() }));
  });
  afterAll(async () => {
    await running?.close();
    await rm(work, { recursive: true, force: true });
  });

  it('stores a valid submission and sends the visitor to the thank-you page', async () => {
    const body = new URLSearchParams({
      locale: 'en',
      thankyou: '/thank-you/',
      back: '/contact-us/',
      name: 'Lucía',
      surname: 'Campos',
      email: 'lucia@example.com',
      subject: 'Visit',
      message: 'May I visit the centre?',
      legal: 'on',
    });
    const response = await fetch(`${running.url}/forms/ContactForm`, {
      method: 'POST',
      body,
      redirect: 'manual',
      headers: { origin: running.url, referer: `${running.url}/contact-us/` },
    });
    expect(response.status, await response.clone().text()).toBe(303);
    expect(response.headers.get('location')).toBe(`${running.url}/thank-you/`);
    const thanks = await fetch(response.headers.get('location') as string);
    expect(await thanks.text()).toContain('Thank you');
    const stored = JSON.parse((await readFile(join(formsDir(), 'submissions.jsonl'), 'utf8')).trim()) as { form: string };
    expect(stored.form).toBe('ContactForm');
  });

  it('still refuses other methods than GET and HEAD on the site’s own files', async () => {
    expect((await fetch(`${running.url}/thank-you/`, { method: 'POST' })).status).toBe(405);
  });
});
