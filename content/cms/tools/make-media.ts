// Makes the embedded CMS's demo media in content/cms/media/ (SPEC §3 "Image object" sources),
// plus one audio episode and one background video that the modules play.
// Deterministic: every picture is drawn from a fixed seed as SVG and encoded by sharp with
// fixed settings, the audio is computed sample by sample into a WAV file, and the video is
// encoded by ffmpeg with bit-exact settings from one of the pictures, so running it again gives
// the same files. The output is committed (at most 10 MB together); run `npm run media` after
// changing this script. ffmpeg is needed for the video only: without it the committed video is
// kept (CI never runs this script).
import { execFileSync } from 'node:child_process';
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { brands } from '../../../site/lib/brands.ts';
import { partners } from './data/partners.ts';
import { portraitLooks } from './data/portraits.ts';
import { logoSvg, mix, portraitSvg, rgbHex, shade } from './drawings.ts';
import { SITE_SCENE } from './data/media.ts';

const OUT = fileURLToPath(new URL('../media/', import.meta.url));
const BUDGET_BYTES = 10 * 1024 * 1024;

/** mulberry32: a tiny seeded PRNG, so shapes are the same on every run. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Kind = 'landscape' | 'interior' | 'cover' | 'portrait' | 'logo';
interface Picture {
  name: string;
  kind: Kind;
  width: number;
  height: number;
  seed: number;
  /** Sky/background gradient and accent colours. */
  colors: [string, string, string];
  /** A site's brand colour the buildings and clothes lean towards (a site's own scenes). */
  tint?: string;
  /** Film grain: the shared scenes have it; a site's own scenes go without, to stay small. */
  grain?: boolean;
}

const f = (n: number) => n.toFixed(1);

function landscape(p: Picture): string {
  const rnd = random(p.seed);
  const { width: w, height: h } = p;
  const [top, bottom, accent] = p.colors;
  const shapes: string[] = [];
  // Soft light discs (out-of-focus lights).
  for (let i = 0; i < 18; i += 1) {
    shapes.push(
      `<circle cx="${f(rnd() * w)}" cy="${f(rnd() * h * 0.6)}" r="${f(20 + rnd() * h * 0.12)}" fill="#fff" opacity="${(0.05 + rnd() * 0.12).toFixed(2)}"/>`,
    );
  }
  // A skyline of buildings with windows.
  let x = -20;
  while (x < w) {
    const bw = 60 + rnd() * w * 0.09;
    const bh = h * (0.18 + rnd() * 0.38);
    const grey = Math.round(20 + rnd() * 40);
    const plain = `rgb(${grey},${grey + 8},${grey + 30})`;
    const fill = p.tint ? mix(shade(p.tint, -0.3), rgbHex(grey, grey + 8, grey + 30), 0.3 + rnd() * 0.4) : plain;
    shapes.push(`<rect x="${f(x)}" y="${f(h - bh)}" width="${f(bw)}" height="${f(bh)}" fill="${fill}"/>`);
    for (let wy = h - bh + 16; wy < h - 24; wy += 28) {
      for (let wx = x + 10; wx < x + bw - 16; wx += 22) {
        if (rnd() < 0.45)
          shapes.push(
            `<rect x="${f(wx)}" y="${f(wy)}" width="10" height="14" fill="${accent}" opacity="${(0.4 + rnd() * 0.5).toFixed(2)}"/>`,
          );
      }
    }
    x += bw + rnd() * 12;
  }
  // Foreground figures: people in the square.
  for (let i = 0; i < 9; i += 1) {
    const cx = rnd() * w;
    const s = h * (0.05 + rnd() * 0.05);
    const fig = `rgb(${Math.round(rnd() * 60)},${Math.round(rnd() * 40)},${Math.round(40 + rnd() * 60)})`;
    shapes.push(
      `<circle cx="${f(cx)}" cy="${f(h - s * 2.6)}" r="${f(s * 0.45)}" fill="${fig}"/><rect x="${f(cx - s * 0.6)}" y="${f(h - s * 2.1)}" width="${f(s * 1.2)}" height="${f(s * 2.1)}" rx="${f(s * 0.4)}" fill="${fig}"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>
<filter id="grain"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="${p.seed % 1000}"/><feColorMatrix values="0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 0.10 0"/></filter></defs>
<rect width="100%" height="100%" fill="url(#sky)"/>${shapes.join('')}${p.grain === false ? '' : '<rect width="100%" height="100%" filter="url(#grain)"/>'}</svg>`;
}

/** A room seen from the back: windows, a long table and the heads of people around it. */
function interior(p: Picture): string {
  const rnd = random(p.seed);
  const { width: w, height: h } = p;
  const [wall, floor, accent] = p.colors;
  const shapes: string[] = [];
  // Tall windows with daylight.
  const panes = 4 + Math.floor(rnd() * 3);
  for (let i = 0; i < panes; i += 1) {
    const x = (w / panes) * i + w * 0.03;
    shapes.push(
      `<rect x="${f(x)}" y="${f(h * 0.08)}" width="${f(w / panes - w * 0.06)}" height="${f(h * 0.45)}" fill="#fff" opacity="${(0.35 + rnd() * 0.25).toFixed(2)}"/>`,
    );
  }
  // A screen or board on the back wall.
  shapes.push(
    `<rect x="${f(w * 0.36)}" y="${f(h * 0.14)}" width="${f(w * 0.28)}" height="${f(h * 0.24)}" rx="6" fill="${accent}" opacity="0.85"/>`,
  );
  shapes.push(`<rect x="${f(w * 0.39)}" y="${f(h * 0.19)}" width="${f(w * 0.16)}" height="${f(h * 0.025)}" fill="#fff" opacity="0.9"/>`);
  shapes.push(`<rect x="${f(w * 0.39)}" y="${f(h * 0.24)}" width="${f(w * 0.22)}" height="${f(h * 0.018)}" fill="#fff" opacity="0.6"/>`);
  // The table.
  shapes.push(
    `<path d="M ${f(w * 0.22)} ${f(h * 0.62)} L ${f(w * 0.78)} ${f(h * 0.62)} L ${f(w * 0.98)} ${h} L ${f(w * 0.02)} ${h} Z" fill="${floor}"/>`,
  );
  // People around it: heads and shoulders, larger towards the viewer.
  for (let i = 0; i < 10; i += 1) {
    const side = i % 2 === 0 ? -1 : 1;
    const depth = Math.floor(i / 2) / 5;
    const s = h * (0.05 + depth * 0.07);
    const cx = w / 2 + side * (w * 0.2 + depth * w * 0.2) + (rnd() - 0.5) * w * 0.03;
    const cy = h * (0.6 + depth * 0.35);
    const plain = `rgb(${Math.round(30 + rnd() * 70)},${Math.round(30 + rnd() * 50)},${Math.round(50 + rnd() * 70)})`;
    const tone = p.tint && i % 3 === 0 ? p.tint : plain;
    const skin = ['#f1c7a5', '#d9a27c', '#a8704a', '#7b4b2a', '#e8b894'][Math.floor(rnd() * 5)];
    shapes.push(
      `<rect x="${f(cx - s * 1.1)}" y="${f(cy - s * 0.4)}" width="${f(s * 2.2)}" height="${f(s * 2.4)}" rx="${f(s * 0.8)}" fill="${tone}"/><circle cx="${f(cx)}" cy="${f(cy - s * 0.9)}" r="${f(s * 0.62)}" fill="${skin}"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${wall}"/><stop offset="1" stop-color="${floor}"/></linearGradient>
<filter id="grain"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="${p.seed % 1000}"/><feColorMatrix values="0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 0.08 0"/></filter></defs>
<rect width="100%" height="100%" fill="url(#wall)"/>${shapes.join('')}${p.grain === false ? '' : '<rect width="100%" height="100%" filter="url(#grain)"/>'}</svg>`;
}

/** A publication cover: a bold field of colour, overlapping shapes and title bars. */
function cover(p: Picture): string {
  const rnd = random(p.seed);
  const { width: w, height: h } = p;
  const [ground, shape, ink] = p.colors;
  const shapes: string[] = [];
  for (let i = 0; i < 5; i += 1) {
    const r = h * (0.15 + rnd() * 0.35);
    shapes.push(
      `<circle cx="${f(w * (0.45 + rnd() * 0.55))}" cy="${f(h * rnd())}" r="${f(r)}" fill="${i % 2 ? shape : ink}" opacity="${(0.25 + rnd() * 0.4).toFixed(2)}"/>`,
    );
  }
  for (let i = 0; i < 6; i += 1) {
    const bh = h * (0.1 + rnd() * 0.4);
    shapes.push(
      `<rect x="${f(w * 0.5 + i * w * 0.07)}" y="${f(h * 0.92 - bh)}" width="${f(w * 0.045)}" height="${f(bh)}" fill="${ink}" opacity="0.85"/>`,
    );
  }
  shapes.push(`<rect x="${f(w * 0.07)}" y="${f(h * 0.14)}" width="${f(w * 0.05)}" height="${f(h * 0.012)}" fill="${ink}"/>`);
  shapes.push(`<rect x="${f(w * 0.07)}" y="${f(h * 0.22)}" width="${f(w * 0.34)}" height="${f(h * 0.06)}" rx="4" fill="${ink}"/>`);
  shapes.push(`<rect x="${f(w * 0.07)}" y="${f(h * 0.31)}" width="${f(w * 0.26)}" height="${f(h * 0.06)}" rx="4" fill="${ink}"/>`);
  shapes.push(
    `<rect x="${f(w * 0.07)}" y="${f(h * 0.43)}" width="${f(w * 0.22)}" height="${f(h * 0.025)}" rx="3" fill="${ink}" opacity="0.6"/>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="100%" height="100%" fill="${ground}"/>${shapes.join('')}</svg>`;
}

/** People and partners are drawn by ./drawings.ts from their looks and names. */
const portrait = (p: Picture): string => portraitSvg(portraitLooks[p.seed - 1]!, p.width, p.height);
const logo = (p: Picture): string => logoSvg(partners[p.seed]!, p.seed, p.width, p.height);

const landscapes: Array<[string, number, number, [string, string, string]]> = [
  ['home-hero', 2400, 1200, ['#1d3b72', '#e8a365', '#ffd27a']],
  ['campus', 1920, 1080, ['#4d7fb8', '#cfe3f1', '#fff1b8']],
  ['family-business', 1920, 1280, ['#6b4f3a', '#e9c9a3', '#ffe0a0']],
  ['event', 1920, 1080, ['#22123b', '#7a3b6e', '#ffcf6e']],
  ['research', 1600, 1067, ['#0e3c4a', '#7fb6b8', '#e6fff7']],
  ['library', 1600, 1067, ['#3a2a1e', '#b08a5e', '#ffe6b0']],
  ['meeting', 1600, 1067, ['#2e3f56', '#9fb3c8', '#ffffff']],
  ['news-succession-barometer', 1600, 900, ['#0b2a5b', '#5c8fd6', '#ffe9a8']],
  ['news-family-governance', 1600, 900, ['#3b1f2b', '#c27c8e', '#fff0d0']],
  ['news-family-offices-forum', 1600, 900, ['#103b2e', '#6fbf8f', '#fff6c8']],
  // Card and lead images of the news and events (1440 wide: enough for the 1280 hero variant).
  ['city-dusk', 1440, 810, ['#2a1f4f', '#e07b54', '#ffd89a']],
  ['city-morning', 1440, 810, ['#7fa7d6', '#f4dcc0', '#fff4d0']],
  ['harbour', 1440, 810, ['#123a5c', '#7cc3d8', '#fff2c4']],
  ['old-town', 1440, 810, ['#5a2e1c', '#e8b07a', '#ffe7b0']],
  ['night-city', 1440, 810, ['#070d24', '#283a78', '#ffd36b']],
  ['green-valley', 1440, 810, ['#1e4d3a', '#b8d99a', '#fff8cf']],
];
const interiors: Array<[string, [string, string, string]]> = [
  ['boardroom', ['#d9d2c5', '#6b5846', '#1f3a66']],
  ['classroom', ['#e4e9ef', '#8a9bb0', '#b1121b']],
  ['workshop', ['#efe3d3', '#9c7a58', '#0f6e3a']],
  ['auditorium', ['#2b2f45', '#5d4a66', '#c75b00']],
  ['webinar', ['#dfe9f2', '#7d93ad', '#0b6b73']],
  ['seminar', ['#f0e6df', '#a38173', '#5b2a86']],
];
const coverColors: Array<[string, string, string]> = [
  ['#000e3e', '#3a6fd8', '#f4f1ea'],
  ['#f3e9dc', '#c75b00', '#1b1b2f'],
  ['#0f6e3a', '#9fe0b8', '#f6fbf7'],
  ['#e9eef6', '#5b2a86', '#101a33'],
  ['#7a1020', '#f4a3a6', '#fff6f0'],
  ['#0b6b73', '#ffc48a', '#f2fbfb'],
  ['#f6f1d8', '#2f5d8a', '#1a2233'],
  ['#2b2b2b', '#e0b84a', '#fafafa'],
];
export const pictures: Picture[] = [
  ...landscapes.map(([name, width, height, colors], i): Picture => ({
    name: `${name}.jpg`,
    kind: 'landscape',
    width,
    height,
    seed: 101 + i * 17,
    colors,
  })),
  ...interiors.map(([name, colors], i): Picture => ({
    name: `${name}.jpg`,
    kind: 'interior',
    width: 1440,
    height: 810,
    seed: 401 + i * 13,
    colors,
  })),
  ...coverColors.map((colors, i): Picture => ({
    name: `cover-${i + 1}.jpg`,
    kind: 'cover',
    width: 1440,
    height: 810,
    seed: 501 + i * 7,
    colors,
  })),
  ...portraitLooks.map((look): Picture => ({
    name: `portrait-${look.number}.jpg`,
    kind: 'portrait',
    width: 800,
    height: 1000,
    seed: look.number,
    colors: [look.background[0], look.background[1], look.clothes],
  })),
  ...partners.map((partner, i): Picture => ({
    name: `logo-${i + 1}.png`,
    kind: 'logo',
    width: 600,
    height: 160,
    seed: i,
    colors: partner.colors,
  })),
];

/**
 * Skies and rooms of the sites' own scenes, one per site in turn: morning, noon, dusk, night,
 * overcast, spring… A site's scenes take its sky or room and lean towards its brand colour,
 * and are drawn from seeds of their own, so no two sites show the same skyline or room.
 */
const SITE_SKIES: Array<[string, string, string]> = [
  ['#f0a868', '#fde3c4', '#fff3c8'],
  ['#3d7cc9', '#d6e9f7', '#fff6d8'],
  ['#3a1f5c', '#f08c5a', '#ffd58a'],
  ['#0a1633', '#2d4a8a', '#ffd36b'],
  ['#8d9aa8', '#dfe5ea', '#fff4d6'],
  ['#5fa8a0', '#e6f4df', '#fff8cf'],
  ['#7a2e3b', '#f2b38a', '#ffe2a8'],
  ['#1f5a7a', '#9fd4e0', '#fff1c4'],
  ['#c9733d', '#f6d8a8', '#fff0c0'],
  ['#26324f', '#8b7aa8', '#ffdca0'],
  ['#4c8f5a', '#d9ecc4', '#fffbd6'],
  ['#b04a5a', '#f6c6b8', '#fff2d0'],
];
const SITE_ROOMS: Array<[string, string]> = [
  ['#efe6d8', '#9c7a58'],
  ['#e4ecf3', '#7d93ad'],
  ['#f3e9e4', '#a38173'],
  ['#e7efe4', '#7f9a78'],
  ['#ece4f2', '#8a7aa0'],
  ['#f4efe0', '#b09a68'],
  ['#e2e8ec', '#6f7f8c'],
  ['#f6e6dc', '#b47f62'],
];

/** FNV-1a, for a stable seed per site and scene. */
function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (const char of text) h = Math.imul(h ^ char.codePointAt(0)!, 0x01000193) >>> 0;
  return h;
}

/** Every site's own scene the documents name (`/media/<site>--<scene>.jpg`), to be drawn. */
async function siteScenes(): Promise<Picture[]> {
  const documents = fileURLToPath(new URL('../documents/', import.meta.url));
  const named = new Set<string>();
  for (const entry of await readdir(documents, { recursive: true })) {
    if (!entry.endsWith('.json')) continue;
    for (const match of (await readFile(join(documents, entry), 'utf8')).matchAll(/"\/media\/[a-z0-9-]+--[a-z0-9-]+\.jpg"/gu))
      named.add(match[0].slice(1, -1));
  }
  const sites = [...new Set([...named].map((url) => SITE_SCENE.exec(url)![1]!))].sort();
  const base = new Map(pictures.map((picture) => [picture.name, picture]));
  return [...named].sort().map((url): Picture => {
    const [, site, scene] = SITE_SCENE.exec(url)!;
    const from = base.get(scene!);
    if (!from || (from.kind !== 'landscape' && from.kind !== 'interior'))
      throw new Error(`${url}: "${scene}" is not a scene of the media library that a site can draw`);
    const turn = sites.indexOf(site!);
    const tint = brands[site!]?.color ?? from.colors[2];
    const sky = SITE_SKIES[turn % SITE_SKIES.length]!;
    const room = SITE_ROOMS[turn % SITE_ROOMS.length]!;
    return {
      ...from,
      name: `${site}--${scene}`,
      seed: hashOf(`${site}/${scene}`) % 100_000,
      colors: from.kind === 'landscape' ? sky : [room[0], room[1], tint],
      tint,
      grain: false,
    };
  });
}

/**
 * A short podcast sting as a WAV file (8 kHz, 8-bit mono: small, and every browser plays PCM
 * WAV): a soft major chord that swells and fades, with a slow tremolo so it sounds alive.
 */
export function podcastWav(seconds = 8, rate = 8000): Buffer {
  const samples = seconds * rate;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + samples, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16); // fmt chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate, 28); // bytes per second (1 byte a sample)
  header.writeUInt16LE(1, 32); // block align
  header.writeUInt16LE(8, 34); // bits per sample
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(samples, 40);
  const data = Buffer.alloc(samples);
  const chord = [220, 277.18, 329.63, 440];
  for (let i = 0; i < samples; i += 1) {
    const t = i / rate;
    // Half a second in, a second out: no click at either end.
    const envelope = Math.min(1, t / 0.5, (seconds - t) / 1);
    const tremolo = 0.85 + 0.15 * Math.sin(2 * Math.PI * 0.5 * t);
    const value = chord.reduce((sum, hz) => sum + Math.sin(2 * Math.PI * hz * t), 0) / chord.length;
    data[i] = Math.round(128 + 100 * envelope * tremolo * value);
  }
  return Buffer.concat([header, data]);
}

/** The played files: name and how they are made. */
const AUDIO = 'podcast-episode.wav';
const VIDEO = { name: 'campus-loop.mp4', from: 'campus.jpg', seconds: 6 };

/**
 * A six-second slow zoom across the campus picture (a "Ken Burns" loop), 640 × 360, H.264
 * without sound, metadata stripped, so the same ffmpeg gives the same bytes.
 */
function makeVideo(): boolean {
  try {
    execFileSync('ffmpeg', ['-version'], { stdio: 'ignore' });
  } catch {
    console.warn(`! ffmpeg is not installed: content/cms/media/${VIDEO.name} is kept as committed`);
    return false;
  }
  const frames = VIDEO.seconds * 25;
  execFileSync(
    'ffmpeg',
    [
      ...['-y', '-loglevel', 'error', '-loop', '1', '-i', join(OUT, VIDEO.from)],
      ...['-vf', `scale=1280:-2,zoompan=z='1+0.12*on/${frames}':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=${frames}:s=640x360:fps=25`],
      ...['-frames:v', String(frames), '-an', '-c:v', 'libx264', '-preset', 'veryslow', '-crf', '30', '-pix_fmt', 'yuv420p'],
      ...['-threads', '1', '-movflags', '+faststart', '-map_metadata', '-1', '-fflags', '+bitexact', '-flags:v', '+bitexact'],
      join(OUT, VIDEO.name),
    ],
    { stdio: 'inherit' },
  );
  return true;
}

async function main(): Promise<void> {
  await mkdir(OUT, { recursive: true });
  const scenes = await siteScenes();
  for (const picture of [...pictures, ...scenes]) {
    const draw = { landscape, interior, cover, portrait, logo }[picture.kind];
    const svg = draw(picture);
    const image = sharp(Buffer.from(svg), { density: 72 }).withMetadata({});
    const bytes =
      picture.kind === 'logo'
        ? await image.png({ compressionLevel: 9, palette: true }).toBuffer()
        : await image
            .flatten({ background: '#ffffff' })
            // A site's own scenes are many: a lower quality keeps the library within its budget.
            .jpeg({ quality: picture.grain === false ? 66 : 82, mozjpeg: true, chromaSubsampling: '4:2:0' })
            .toBuffer();
    await writeFile(join(OUT, picture.name), bytes);
  }
  await writeFile(join(OUT, AUDIO), podcastWav());
  const video = makeVideo();
  console.log(`✓ ${AUDIO} and ${video ? 'a new' : 'the committed'} ${VIDEO.name}`);
  let total = 0;
  for (const name of await readdir(OUT)) total += (await stat(join(OUT, name))).size;
  console.log(
    `✓ ${pictures.length} demo images and ${scenes.length} scenes of the sites in content/cms/media/ (${(total / 1024 / 1024).toFixed(2)} MB)`,
  );
  if (total > BUDGET_BYTES) {
    console.error(`✗ the demo images take ${(total / 1024 / 1024).toFixed(2)} MB, over the 10 MB budget: make them smaller.`);
    process.exitCode = 1;
  }
}

await main();
