// The checks a publish webhook passes (pipeline/publish/webhook.ts and server.ts): signature,
// timestamp window, replay, body size; and the HTTP answers the CMS sees. Clocks are passed in.
import { request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { PublishQueue, type Timers } from '../../../../pipeline/publish/queue.ts';
import { startPublishServer, type RunningPublishServer } from '../../../../pipeline/publish/server.ts';
import {
  DELIVERY_HEADER,
  MAX_BODY_BYTES,
  ReplayGuard,
  SIGNATURE_HEADER,
  sign,
  TIMESTAMP_HEADER,
  verifyDelivery,
  WINDOW_MS,
} from '../../../../pipeline/publish/webhook.ts';

const SECRET = 'a-shared-secret-of-some-length';
const NOW = Date.UTC(2026, 10, 28, 12, 0, 0);
const seconds = (ms: number) => String(Math.floor(ms / 1000));

function signed(body: string, options: { at?: number; delivery?: string; secret?: string } = {}) {
  const timestamp = seconds(options.at ?? NOW);
  return {
    [SIGNATURE_HEADER]: sign(options.secret ?? SECRET, timestamp, body),
    [TIMESTAMP_HEADER]: timestamp,
    [DELIVERY_HEADER]: options.delivery ?? 'd-1',
  };
}

describe('verifyDelivery', () => {
  const body = '{"event":"publish","paths":["/en/news/"]}';
  const verify = (headers: Record<string, string | undefined>, guard = new ReplayGuard(), now = NOW, raw = body) =>
    verifyDelivery({ secret: SECRET, body: Buffer.from(raw), headers, now, guard });

  it('accepts a body signed with the secret, within the window, once', () => {
    const guard = new ReplayGuard();
    expect(verify(signed(body), guard)).toEqual({ ok: true, delivery: 'd-1' });
    // The same request again (a replay, or a CMS retrying what was accepted).
    expect(verify(signed(body), guard)).toMatchObject({ ok: false, status: 409 });
    // The same signed request under another delivery id is a replay too.
    expect(verify({ ...signed(body), [DELIVERY_HEADER]: 'd-2' }, guard)).toMatchObject({ ok: false, status: 409 });
    // Another delivery is accepted.
    expect(verify(signed(body, { delivery: 'd-3', at: NOW + 1000 }), guard, NOW + 1000)).toEqual({ ok: true, delivery: 'd-3' });
  });

  it('refuses a missing, malformed or wrong signature with 401', () => {
    const good = signed(body);
    expect(verify({ ...good, [SIGNATURE_HEADER]: undefined })).toMatchObject({ status: 401, reason: 'signature missing' });
    expect(verify({ ...good, [SIGNATURE_HEADER]: 'sha1=abc' })).toMatchObject({ status: 401, reason: 'signature missing' });
    expect(verify(signed(body, { secret: 'another-secret-of-some-length' }))).toMatchObject({ status: 401, reason: 'signature invalid' });
    // One bit of the body changed.
    expect(verify(good, new ReplayGuard(), NOW, body.replace('news', 'newt'))).toMatchObject({ status: 401, reason: 'signature invalid' });
    // The timestamp is signed: a captured request sent again under a fresh timestamp fails.
    expect(verify({ ...good, [TIMESTAMP_HEADER]: seconds(NOW + 60_000) }, new ReplayGuard(), NOW + 60_000)).toMatchObject({
      status: 401,
      reason: 'signature invalid',
    });
    expect(verify({ ...good, [TIMESTAMP_HEADER]: undefined })).toMatchObject({ status: 401, reason: 'timestamp missing' });
    expect(verify({ ...good, [TIMESTAMP_HEADER]: '12:00' })).toMatchObject({ status: 401, reason: 'timestamp missing' });
  });

  it('refuses a timestamp outside the window, either way', () => {
    const old = signed(body, { at: NOW - WINDOW_MS - 1000 });
    expect(verify(old)).toMatchObject({ status: 401, reason: 'timestamp outside the window' });
    const ahead = signed(body, { at: NOW + WINDOW_MS + 1000 });
    expect(verify(ahead)).toMatchObject({ status: 401, reason: 'timestamp outside the window' });
    expect(verify(signed(body, { at: NOW - WINDOW_MS + 1000 }))).toMatchObject({ ok: true });
  });

  it('refuses a missing or malformed delivery id with 400', () => {
    expect(verify({ ...signed(body), [DELIVERY_HEADER]: undefined })).toMatchObject({ status: 400 });
    expect(verify(signed(body, { delivery: 'a\nb' }))).toMatchObject({ status: 400 });
    expect(verify(signed(body, { delivery: 'x'.repeat(129) }))).toMatchObject({ status: 400 });
  });

  it('forgets deliveries once the window (and a clock ahead by one) has passed', () => {
    const guard = new ReplayGuard(1000);
    expect(guard.accept(['a'], 0)).toBe(true);
    expect(guard.accept(['a'], 1500)).toBe(false);
    expect(guard.accept(['b'], 2500)).toBe(true);
    expect(guard.size).toBe(1);
  });
});

describe('the webhook server', () => {
  let running: RunningPublishServer | undefined;
  afterEach(async () => {
    await running?.close();
    running = undefined;
  });

  /** A queue whose timers never fire: these tests look at what it was told. */
  const stillTimers: Timers = { now: () => NOW, setTimeout: () => 0, clearTimeout: () => undefined };

  async function start() {
    const notified: string[] = [];
    const queue = new PublishQueue(async () => undefined, { quietMs: 1000, maxWaitMs: 10_000, timers: stillTimers });
    const notify = queue.notify.bind(queue);
    queue.notify = (delivery) => (notified.push(delivery), notify(delivery));
    running = await startPublishServer({
      secret: SECRET,
      queue,
      port: 0,
      host: '127.0.0.1',
      now: () => NOW,
      status: () => ({ running: null, cycles: [] }),
    });
    return { notified, url: running.url };
  }

  function send(url: string, method: string, path: string, body: Buffer | string, headers: Record<string, string> = {}) {
    return new Promise<{ status: number; body: string }>((resolve, reject) => {
      const call = request(`${url}${path}`, { method, headers }, (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      });
      call.on('error', reject);
      call.end(body);
    });
  }

  it('answers 202 to a signed webhook and tells the queue; 401 to a badly signed one, which it does not', async () => {
    const { notified, url } = await start();
    const body = '{"event":"publish"}';
    const accepted = await send(url, 'POST', '/webhook', body, signed(body, { delivery: 'ok-1' }));
    expect(accepted.status).toBe(202);
    expect(JSON.parse(accepted.body)).toEqual({ accepted: true, delivery: 'ok-1', queued: 'next cycle' });
    const refused = await send(url, 'POST', '/webhook', body, signed(body, { delivery: 'bad-1', secret: 'not-the-secret-at-all' }));
    expect(refused.status).toBe(401);
    expect(JSON.parse(refused.body)).toEqual({ accepted: false, reason: 'signature invalid' });
    expect((await send(url, 'POST', '/webhook', body, signed(body, { delivery: 'ok-1' }))).status).toBe(409);
    expect(notified).toEqual(['ok-1']);
  });

  it('refuses a body over the bound with 413, declared or sent', async () => {
    const { notified, url } = await start();
    const large = Buffer.alloc(MAX_BODY_BYTES + 1, 'a');
    expect((await send(url, 'POST', '/webhook', large, signed(large.toString()))).status).toBe(413);
    // Sent in chunks without a declared length.
    const chunked = await new Promise<number>((resolve, reject) => {
      const call = request(
        `${url}/webhook`,
        { method: 'POST', headers: { ...signed('x'), 'transfer-encoding': 'chunked' } },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      call.on('error', reject);
      for (let sent = 0; sent <= MAX_BODY_BYTES; sent += 8192) call.write(Buffer.alloc(8192, 'b'));
      call.end();
    });
    expect(chunked).toBe(413);
    // Exactly at the bound is accepted.
    const fits = Buffer.alloc(MAX_BODY_BYTES, 'c');
    expect((await send(url, 'POST', '/webhook', fits, signed(fits.toString(), { delivery: 'fits' }))).status).toBe(202);
    expect(notified).toEqual(['fits']);
  });

  it('says PORT_IN_USE when its port is taken', async () => {
    await start();
    const port = Number(new URL(running?.url as string).port);
    const queue = new PublishQueue(async () => undefined, { quietMs: 1, maxWaitMs: 1, timers: stillTimers });
    const status = () => ({ running: null, cycles: [] });
    await expect(startPublishServer({ secret: SECRET, queue, port, host: '127.0.0.1', status })).rejects.toMatchObject({
      code: 'PORT_IN_USE',
    });
  });

  it('serves the status and refuses other methods and paths', async () => {
    const { url } = await start();
    const status = await send(url, 'GET', '/status', '');
    expect(status.status).toBe(200);
    expect(JSON.parse(status.body)).toEqual({ running: null, queued: [], cycles: [] });
    expect((await send(url, 'GET', '/webhook', '')).status).toBe(405);
    expect((await send(url, 'POST', '/status', '')).status).toBe(405);
    expect((await send(url, 'GET', '/', '')).status).toBe(404);
  });
});
