// The peers of `npm run bench:peers` (Eleventy 3, Astro 5): not dependencies of unisite, so
// installed outside them, into a folder of their own, once, and reused by later runs.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const PEERS = {
  eleventy: { name: '@11ty/eleventy', major: 3, bin: 'cmd.cjs' },
  astro: { name: 'astro', major: 5, bin: 'astro.js' },
} as const;

export type Peer = keyof typeof PEERS;

const installedVersion = (dir: string, name: string): string | null => {
  const file = join(dir, 'node_modules', name, 'package.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version : null;
};

/** The script that starts a peer's command-line, in `dir`. */
export const peerBin = (dir: string, peer: Peer): string => join(dir, 'node_modules', PEERS[peer].name, PEERS[peer].bin);

/**
 * Installs the peers into `dir` unless the wanted major versions are there already, and returns
 * the versions there. The folder gets a package.json of its own first: without one, npm would
 * look for a project in the folders above and could install into unisite's.
 */
export function installPeers(dir: string): Record<Peer, string> {
  const wanted = Object.values(PEERS);
  if (wanted.some(({ name, major }) => installedVersion(dir, name)?.split('.')[0] !== String(major))) {
    console.log(`installing ${wanted.map(({ name, major }) => `${name}@${major}`).join(' and ')} into ${dir} (once)…`);
    mkdirSync(dir, { recursive: true });
    if (!existsSync(join(dir, 'package.json'))) writeFileSync(join(dir, 'package.json'), `${JSON.stringify({ private: true })}\n`);
    execFileSync(
      'npm',
      ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', dir, ...wanted.map(({ name, major }) => `${name}@${major}`)],
      { stdio: 'inherit' },
    );
  }
  return { eleventy: installedVersion(dir, PEERS.eleventy.name) as string, astro: installedVersion(dir, PEERS.astro.name) as string };
}
