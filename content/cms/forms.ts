// The receiving endpoint of the site's own forms (docs/forms.md), implemented by the embedded
// CMS for local use and tests: POST /forms/<FormName> with multipart/form-data. It checks the
// submission with the very rules the browser used (each type's form.ts, gathered in
// generated/forms.ts), stores it durably (an append-only JSON-lines file, fsync'ed, uploaded
// logos as files beside it), limits how often one address may submit, and answers with the
// thank-you redirect, or with a page listing the SPEC §5 messages (a visitor without
// JavaScript sees them there).
import { randomUUID } from 'node:crypto';
import { mkdir, open } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { LOGO_MAX_BYTES, validateForm, type FieldValue, type FileValue } from '../../site/lib/forms/rules.ts';
import { forms, isFormName } from '../../generated/forms.ts';
import { FORM_MESSAGES, formLocale, type FormLocale, type MessageKey } from '../../site/lib/forms/messages.ts';
import type { ErrorCode } from '../../pipeline/errors/index.ts';
import { readBoundedBody, sendWhileDraining } from './http-body.ts';

/** The largest body accepted: a logo at its maximum plus every text field at its maximum, with room for multipart framing. */
export const MAX_BODY_BYTES = LOGO_MAX_BYTES + 64 * 1024;

export interface FormsOptions {
  /** Where submissions.jsonl and logos/ are written. */
  dataDir: string;
  /** Submissions one address may make per window (default 10 per minute). */
  rateLimit?: { max: number; windowMs: number };
  now?: () => number;
}

export interface StoredSubmission {
  id: string;
  form: string;
  receivedAt: string;
  locale: FormLocale;
  values: Record<string, string>;
  /** The stored logo, relative to the data folder. */
  logo?: { file: string; name: string; type: string; size: number };
}

/** The kinds of image a logo may be, recognised by their first bytes (the declared type is the visitor's word only). */
function sniffImage(bytes: Uint8Array): string | null {
  const starts = (...sig: number[]) => sig.every((byte, index) => bytes[index] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x52, 0x49, 0x46, 0x46) && bytes[8] === 0x57 && bytes[9] === 0x45 && bytes[10] === 0x42 && bytes[11] === 0x50)
    return 'image/webp';
  return null;
}
const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** A thank-you or back address on the site that sent the form: a path, never another host. */
function sitePath(value: string | null | undefined): string | null {
  return value && /^\/(?!\/)[\w\-./~%]*$/.test(value) ? value : null;
}

/**
 * Refusals the form's own rules do not name: a file where the form takes none. Said in the
 * form's language; the site's forms never send them, so they speak to whoever built the request.
 */
const FILE_TEXTS: Record<FormLocale, { none: string; other: (label: string) => string }> = {
  en: {
    none: 'This form takes no file. Send it again without one.',
    other: (label) => `Only the field “${label}” takes a file, and only one. Send the form again without the others.`,
  },
  es: {
    none: 'Este formulario no admite archivos. Envíalo de nuevo sin ninguno.',
    other: (label) => `Solo el campo «${label}» admite un archivo, y solo uno. Envía el formulario de nuevo sin los demás.`,
  },
};

function pageHtml(locale: FormLocale, title: string, body: string): string {
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>${escapeHtml(title)}</title></head><body><main>${body}</main></body></html>`;
}

function sendPage(
  response: ServerResponse,
  status: number,
  locale: FormLocale,
  title: string,
  body: string,
  extra: Record<string, string> = {},
): void {
  const html = pageHtml(locale, title, body);
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(html), ...extra });
  response.end(html);
}

/** A problem of a submission: one of the form's messages, or a sentence of its own. */
type Problem = { field: string; message: MessageKey } | { field: string; text: string };

/** The page listing a submission's problems: the GOV.UK error summary, in the form's language, and the way back. */
function problemsPage(locale: FormLocale, problems: Problem[], back: string | null, code?: ErrorCode): { title: string; html: string } {
  const texts = FORM_MESSAGES[locale];
  const items = problems
    .map((problem) => {
      const { field } = problem;
      const text = escapeHtml('text' in problem ? problem.text : texts.errors[problem.message]);
      const label = escapeHtml(texts.labels[field] ?? field);
      return `<li data-field="${escapeHtml(field)}">${back ? `<a href="${escapeHtml(back)}#field-${escapeHtml(field)}">${label}: ${text}</a>` : `${label}: ${text}`}</li>`;
    })
    .join('');
  const coded = code ? ` data-code="${code}"` : '';
  const body =
    `<div role="alert" aria-labelledby="problem-title" tabindex="-1"${coded}><h1 id="problem-title">${escapeHtml(texts.ui.summaryTitle)}</h1>` +
    `<ul>${items}</ul></div>${back ? `<p><a href="${escapeHtml(back)}">${escapeHtml(texts.ui.back)}</a></p>` : ''}`;
  const title = `${texts.ui.errorPrefix} ${texts.ui.problemTitle}`;
  return { title, html: pageHtml(locale, title, body) };
}

function sendProblems(
  response: ServerResponse,
  status: number,
  locale: FormLocale,
  problems: Problem[],
  back: string | null,
  code?: ErrorCode,
): void {
  const { html } = problemsPage(locale, problems, back, code);
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(html) });
  response.end(html);
}

/** Writes bytes to a new file and flushes them to the disk before returning. */
async function writeDurably(file: string, bytes: Uint8Array | string, flag: 'a' | 'wx'): Promise<void> {
  const handle = await open(file, flag);
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** The forms endpoint; `handle` answers POST /forms/<FormName> and returns false for anything else. */
export function createFormsEndpoint(options: FormsOptions) {
  const { dataDir } = options;
  const limit = options.rateLimit ?? { max: 10, windowMs: 60_000 };
  const now = options.now ?? Date.now;
  const recent = new Map<string, number[]>();
  // One append at a time, so lines never interleave.
  let queue: Promise<unknown> = Promise.resolve();

  const allow = (address: string): boolean => {
    const since = now() - limit.windowMs;
    const times = (recent.get(address) ?? []).filter((time) => time > since);
    const allowed = times.length < limit.max;
    if (allowed) times.push(now());
    recent.set(address, times);
    return allowed;
  };

  async function store(submission: StoredSubmission, logo: Uint8Array | null): Promise<void> {
    await mkdir(join(dataDir, 'logos'), { recursive: true });
    if (logo && submission.logo) await writeDurably(join(dataDir, submission.logo.file), logo, 'wx');
    const line = `${JSON.stringify(submission)}\n`;
    const append = queue.then(() => writeDurably(join(dataDir, 'submissions.jsonl'), line, 'a'));
    queue = append.catch(() => undefined);
    await append;
  }

  async function receive(request: IncomingMessage, response: ServerResponse, formName: string): Promise<void> {
    const address = request.socket.remoteAddress ?? 'unknown';
    const origin = request.headers.origin && request.headers.origin !== 'null' ? request.headers.origin : undefined;
    const referer = request.headers.referer && URL.canParse(request.headers.referer) ? new URL(request.headers.referer) : undefined;
    // The answer is a page of this endpoint's origin: links back to the form name the site's origin.
    const siteAddress = (path: string | null) => (path && origin ? new URL(path, origin).toString() : path);
    const back = siteAddress(referer ? referer.pathname : null);
    const refererLocale = referer && /^\/es(\/|$)/.test(referer.pathname) ? 'es' : 'en';
    if (!isFormName(formName)) return sendPage(response, 404, 'en', 'Not found', `<h1>No form named ${escapeHtml(formName)}</h1>`);
    if (!allow(address)) {
      const texts = FORM_MESSAGES[refererLocale];
      return sendPage(response, 429, refererLocale, texts.ui.tooMany, `<h1>${escapeHtml(texts.ui.tooMany)}</h1>`, {
        'retry-after': String(Math.ceil(limit.windowMs / 1000)),
      });
    }
    const rules = forms[formName];
    const body = await readBoundedBody(request, MAX_BODY_BYTES);
    if (!body) {
      // Larger than any valid submission can be: only an oversize logo gets here from the site's
      // form. Answered while the rest is read and dropped, so the sender sees 413, not a reset.
      const { html } = problemsPage(refererLocale, [{ field: 'image', message: 'image' }], back, 'REQUEST_BODY_TOO_LARGE');
      return sendWhileDraining(request, response, 413, { 'content-type': 'text/html; charset=utf-8' }, html);
    }
    let data: FormData;
    try {
      data = await new Response(new Uint8Array(body), { headers: { 'content-type': request.headers['content-type'] ?? '' } }).formData();
    } catch {
      return sendPage(response, 400, refererLocale, 'Bad request', '<h1>The submission is not multipart/form-data or urlencoded.</h1>');
    }
    const locale = formLocale(String(data.get('locale') ?? refererLocale));
    // Files only in the form's own file field, one at most: a file under any other name (or a
    // second one) is refused, never stored, and never taken for the logo.
    const fileRule = rules.fields.find((rule) => rule.kind === 'file');
    const files = [...data.entries()].filter((entry): entry is [string, File] => entry[1] instanceof File);
    const stray = files.filter(([name]) => name !== fileRule?.name);
    if (stray.length > 0 || files.length > 1) {
      const label = fileRule ? (FORM_MESSAGES[locale].labels[fileRule.name] ?? fileRule.name) : '';
      const text = fileRule ? FILE_TEXTS[locale].other(label) : FILE_TEXTS[locale].none;
      const field = stray[0]?.[0] ?? fileRule?.name ?? 'file';
      const backTo = siteAddress(sitePath(String(data.get('back') ?? ''))) ?? back;
      return sendProblems(response, 422, locale, [{ field, text }], backTo, 'FORM_FILE_UNEXPECTED');
    }
    const values: Record<string, FieldValue> = {};
    const strings: Record<string, string> = {};
    let file: File | null = null;
    for (const rule of rules.fields) {
      const value = data.get(rule.name);
      if (value instanceof File) {
        file = value.size > 0 ? value : null;
        values[rule.name] = { name: value.name, size: value.size, type: value.type } satisfies FileValue;
      } else if (value !== null && rule.kind !== 'file') {
        values[rule.name] = value;
        strings[rule.name] = value;
      }
    }
    const problems: Problem[] = validateForm(rules, values);
    // A named but empty file is no logo: the browser's rules let it pass, the endpoint does not.
    const chosen = fileRule ? data.get(fileRule.name) : null;
    if (fileRule && chosen instanceof File && chosen.size === 0 && chosen.name !== '' && !problems.some((p) => p.field === fileRule.name)) {
      problems.push({ field: fileRule.name, message: fileRule.message });
    }
    const bytes = file ? new Uint8Array(await file.arrayBuffer()) : null;
    // The declared type must be what the bytes are.
    if (fileRule && file && bytes && sniffImage(bytes) !== file.type && !problems.some((problem) => problem.field === fileRule.name)) {
      problems.push({ field: fileRule.name, message: fileRule.message });
    }
    if (problems.length > 0) {
      const tooLarge = problems.some((problem) => problem.field === 'image' && file && file.size > LOGO_MAX_BYTES);
      return sendProblems(response, tooLarge ? 413 : 422, locale, problems, siteAddress(sitePath(String(data.get('back') ?? ''))) ?? back);
    }
    const id = `${new Date(now()).toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`;
    const submission: StoredSubmission = { id, form: formName, receivedAt: new Date(now()).toISOString(), locale, values: strings };
    if (file && bytes)
      submission.logo = { file: `logos/${id}.${EXTENSIONS[file.type] ?? 'bin'}`, name: file.name, type: file.type, size: file.size };
    await store(submission, bytes);
    const thankYou = sitePath(String(data.get('thankyou') ?? ''));
    if (thankYou && origin) {
      response.writeHead(303, { location: new URL(thankYou, origin).toString(), 'content-length': 0 });
      response.end();
      return;
    }
    const texts = FORM_MESSAGES[locale];
    sendPage(
      response,
      200,
      locale,
      texts.ui.thanksTitle,
      `<h1>${escapeHtml(texts.ui.thanksTitle)}</h1><p>${escapeHtml(texts.ui.thanksBody)}</p>`,
    );
  }

  return {
    dataDir,
    handle(request: IncomingMessage, response: ServerResponse, url: URL): boolean {
      const match = /^\/forms\/([\w-]+)$/.exec(url.pathname);
      if (!match) return false;
      if (request.method !== 'POST') {
        response.writeHead(405, { allow: 'POST', 'content-length': 0 });
        response.end();
        return true;
      }
      receive(request, response, match[1] as string).catch((error: Error) => {
        if (!response.headersSent)
          sendPage(response, 500, 'en', 'Server error', `<h1>Server error</h1><p>${escapeHtml(error.message)}</p>`);
        else response.destroy(error);
      });
      return true;
    },
  };
}
