// The rules of the local tool servers' guard and of what the preview lets Vite serve, one by one
// (the servers themselves: tests/integration/pipeline/security/local-servers.test.ts).
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { crossSiteRefusal, frameHeaders, hostAllowed, parseAllowedHost } from '../../../../pipeline/serve/local-guard.ts';
import { servedFolders, viteMayServe } from '../../../../pipeline/preview/served-paths.ts';

const socket = { localPort: 4300, localAddress: '127.0.0.1' };

function request(method: string, headers: Record<string, string>): IncomingMessage {
  return { method, headers, socket } as unknown as IncomingMessage;
}

describe('hostAllowed', () => {
  it('takes the loopback names and the arrival address on the arrival port', () => {
    for (const host of ['127.0.0.1:4300', 'localhost:4300', 'LocalHost:4300', 'localhost.:4300', '[::1]:4300']) {
      expect(hostAllowed(host, socket), host).toBe(true);
    }
    expect(hostAllowed('192.168.1.5:4300', { localPort: 4300, localAddress: '192.168.1.5' })).toBe(true);
    expect(hostAllowed('[fe80::1]:4300', { localPort: 4300, localAddress: 'fe80::1' })).toBe(true);
    expect(hostAllowed('127.0.0.1:4300', { localPort: 4300, localAddress: '::ffff:127.0.0.1' })).toBe(true);
  });

  it('refuses other names, other ports, and malformed or missing hosts', () => {
    for (const host of [
      undefined,
      '',
      'evil.example',
      'evil.example:4300',
      'localhost.evil.example:4300',
      '127.0.0.1.nip.io:4300',
      '127.0.0.1:4301',
      'localhost',
      '192.168.1.5:4300',
      'localhost:4300@evil.example',
      '[::1]x:4300',
    ]) {
      expect(hostAllowed(host, socket), String(host)).toBe(false);
    }
  });

  it("takes the operator's names, with any port or the one given", () => {
    const allowed = ['pc.example.org', 'tunnel.example.org:8080'];
    expect(hostAllowed('pc.example.org:1234', socket, allowed)).toBe(true);
    expect(hostAllowed('pc.example.org', socket, allowed)).toBe(true);
    expect(hostAllowed('tunnel.example.org:8080', socket, allowed)).toBe(true);
    expect(hostAllowed('tunnel.example.org:8081', socket, allowed)).toBe(false);
    expect(hostAllowed('example.org:4300', socket, allowed)).toBe(false);
    expect(hostAllowed('x.pc.example.org:4300', socket, allowed)).toBe(false);
  });
});

describe('parseAllowedHost', () => {
  it('takes host names and addresses, with a port, and nothing else', () => {
    expect(parseAllowedHost('PC.example.org')).toBe('pc.example.org');
    expect(parseAllowedHost('pc.example.org:8080')).toBe('pc.example.org:8080');
    expect(parseAllowedHost('[::1]:8080')).toBe('[::1]:8080');
    expect(parseAllowedHost('10.0.0.2')).toBe('10.0.0.2');
    for (const value of ['', 'http://pc.example.org', 'pc.example.org/x', '*', 'a b', '-pc.example.org', 'pc.example.org:']) {
      expect(parseAllowedHost(value), value).toBeNull();
    }
  });
});

describe('crossSiteRefusal', () => {
  const json = { 'content-type': 'application/json' };

  it('lets reads through whatever their origin', () => {
    expect(crossSiteRefusal(request('GET', { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' }))).toBeNull();
    expect(crossSiteRefusal(request('HEAD', {}))).toBeNull();
    expect(crossSiteRefusal(request('OPTIONS', { origin: 'http://evil.example' }))).toBeNull();
  });

  it('takes a JSON change from its own page or from a tool that is no browser', () => {
    expect(crossSiteRefusal(request('POST', { ...json, origin: 'http://127.0.0.1:4300', 'sec-fetch-site': 'same-origin' }))).toBeNull();
    expect(crossSiteRefusal(request('PUT', { ...json, origin: 'http://localhost:4300' }))).toBeNull();
    expect(crossSiteRefusal(request('POST', { 'content-type': 'Application/JSON; charset=utf-8' }))).toBeNull();
    expect(crossSiteRefusal(request('DELETE', { 'sec-fetch-site': 'none' }))).toBeNull();
  });

  it('refuses foreign origins and cross-site pages (403)', () => {
    for (const headers of <Array<Record<string, string>>>[
      { origin: 'http://localhost:9999' },
      { origin: 'http://127.0.0.1:4301' },
      { origin: 'https://127.0.0.1:4300' },
      { origin: 'null' },
      { origin: 'http://127.0.0.1:4300/path' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'http://127.0.0.1:4300', 'sec-fetch-site': 'same-site' },
    ]) {
      expect(crossSiteRefusal(request('POST', { ...json, ...headers }))?.status, JSON.stringify(headers)).toBe(403);
      expect(crossSiteRefusal(request('DELETE', headers))?.status, JSON.stringify(headers)).toBe(403);
    }
  });

  it('takes the partner origin, which is the same site on another port', () => {
    const options = { partnerOrigin: 'http://127.0.0.1:4301' };
    expect(
      crossSiteRefusal(request('POST', { ...json, origin: 'http://127.0.0.1:4301', 'sec-fetch-site': 'same-site' }), options),
    ).toBeNull();
    expect(
      crossSiteRefusal(request('POST', { ...json, origin: 'http://localhost:4301', 'sec-fetch-site': 'same-site' }), options)?.status,
    ).toBe(403);
  });

  it('refuses a body that is not JSON: what a page may send without a preflight (415)', () => {
    for (const type of [
      'text/plain',
      'text/plain;charset=UTF-8',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      '',
    ]) {
      const headers: Record<string, string> = type ? { 'content-type': type } : {};
      expect(crossSiteRefusal(request('POST', headers))?.status, type).toBe(415);
      expect(crossSiteRefusal(request('PUT', headers))?.status, type).toBe(415);
    }
    expect(crossSiteRefusal(request('DELETE', { 'content-type': 'text/plain', 'content-length': '2' }))?.status).toBe(415);
  });
});

describe('frameHeaders', () => {
  it("frames by the server's own origin only, or by its partner too", () => {
    expect(frameHeaders()).toEqual({ 'content-security-policy': "frame-ancestors 'self'", 'x-frame-options': 'SAMEORIGIN' });
    expect(frameHeaders('http://127.0.0.1:4301')).toEqual({ 'content-security-policy': "frame-ancestors 'self' http://127.0.0.1:4301" });
  });
});

describe('viteMayServe', () => {
  const root = '/repo';
  const folders = servedFolders(root, '/repo/.unisite/live-dev');

  it("serves the site's folders and Vite's own addresses", () => {
    for (const target of [
      '/site/app/client.tsx',
      '/site/app/client.tsx?t=123',
      '/site/modules/Hero/Hero.module.css?direct',
      '/themes/global.ts',
      '/generated/components.ts',
      '/content/schema/locales.ts',
      '/node_modules/.vite/deps/react.js?v=abc',
      '/@vite/client',
      '/@react-refresh',
      '/@id/__x00__virtual:thing',
      '/@fs/repo/.unisite/live-dev/themes.css',
      '/@fs/repo/site/app/client.tsx',
    ]) {
      expect(viteMayServe(target, root, folders), target).toBe(true);
    }
  });

  it('serves nothing else: the work folder, snapshots, host files, other source, climbs, /@fs elsewhere', () => {
    for (const target of [
      '/.unisite/form-submissions/submissions.jsonl',
      '/.unisite/form-submissions/logos/a.png',
      '/content/snapshots/manifest.json',
      '/content/cms/documents/site.json',
      '/dist-host/build-manifest.json',
      '/dist/index.html',
      '/package.json',
      '/pipeline/config.ts',
      '/.env',
      '/.git/config',
      '/__open-in-editor?file=package.json',
      '/@id//repo/package.json',
      '/@react-refresh/../package.json',
      '/@react-refreshx',
      '/site/../package.json',
      '/site/%2e%2e/package.json',
      '/site/..%2fpackage.json',
      '/site%2f..%2fpackage.json',
      '/sitex/a.ts',
      '/site\\..\\package.json',
      '/site/%E0%A4%A',
      '/@fs/repo/.unisite/form-submissions/submissions.jsonl',
      '/@fs/repo/.unisite/live-devx/themes.css',
      '/@fs/repo/package.json',
      '/@fs/etc/passwd',
      `/@fs${join('/repo/site', '..', 'package.json')}`,
    ]) {
      expect(viteMayServe(target, root, folders), target).toBe(false);
    }
  });
});
