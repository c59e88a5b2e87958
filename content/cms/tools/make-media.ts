// Makes the embedded CMS's demo images in content/cms/media/ (SPEC §3 "Image object" sources).
// Deterministic: every picture is drawn from a fixed seed as SVG and encoded by sharp with
// fixed settings, so running it again gives the same files. The output is committed
// (at most 10 MB together); run `npm run media` after changing this script.
import { mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

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

type Kind = 'landscape' | 'portrait' | 'logo';
interface Picture {
  name: string;
  kind: Kind;
  width: number;
  height: number;
  seed: number;
  /** Sky/background gradient and accent colours. */
  colors: [string, string, string];
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
    const shade = Math.round(20 + rnd() * 40);
    shapes.push(`<rect x="${f(x)}" y="${f(h - bh)}" width="${f(bw)}" height="${f(bh)}" fill="rgb(${shade},${shade + 8},${shade + 30})"/>`);
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
<rect width="100%" height="100%" fill="url(#sky)"/>${shapes.join('')}<rect width="100%" height="100%" filter="url(#grain)"/></svg>`;
}

function portrait(p: Picture): string {
  const rnd = random(p.seed);
  const { width: w, height: h } = p;
  const [bg1, bg2, clothes] = p.colors;
  const skin = ['#f1c7a5', '#d9a27c', '#a8704a', '#7b4b2a', '#e8b894', '#c68a62'][p.seed % 6];
  const hair = ['#2b1a10', '#5a3a1e', '#111', '#8a5a2b', '#c9a35e', '#3b2b24'][(p.seed >> 2) % 6];
  const cx = w / 2 + (rnd() - 0.5) * w * 0.08;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><radialGradient id="bg" cx="0.3" cy="0.3" r="0.9"><stop offset="0" stop-color="${bg1}"/><stop offset="1" stop-color="${bg2}"/></radialGradient>
<filter id="grain"><feTurbulence type="fractalNoise" baseFrequency="0.8" numOctaves="2" seed="${p.seed % 1000}"/><feColorMatrix values="0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 0.08 0"/></filter></defs>
<rect width="100%" height="100%" fill="url(#bg)"/>
<path d="M ${f(cx - w * 0.42)} ${h} C ${f(cx - w * 0.4)} ${f(h * 0.72)}, ${f(cx - w * 0.2)} ${f(h * 0.66)}, ${f(cx)} ${f(h * 0.66)} C ${f(cx + w * 0.2)} ${f(h * 0.66)}, ${f(cx + w * 0.4)} ${f(h * 0.72)}, ${f(cx + w * 0.42)} ${h} Z" fill="${clothes}"/>
<rect x="${f(cx - w * 0.07)}" y="${f(h * 0.52)}" width="${f(w * 0.14)}" height="${f(h * 0.16)}" fill="${skin}"/>
<ellipse cx="${f(cx)}" cy="${f(h * 0.4)}" rx="${f(w * 0.17)}" ry="${f(h * 0.17)}" fill="${skin}"/>
<path d="M ${f(cx - w * 0.18)} ${f(h * 0.4)} C ${f(cx - w * 0.2)} ${f(h * 0.18)}, ${f(cx + w * 0.2)} ${f(h * 0.16)}, ${f(cx + w * 0.18)} ${f(h * 0.38)} C ${f(cx + w * 0.1)} ${f(h * 0.28)}, ${f(cx - w * 0.1)} ${f(h * 0.27)}, ${f(cx - w * 0.18)} ${f(h * 0.4)} Z" fill="${hair}"/>
<rect width="100%" height="100%" filter="url(#grain)"/></svg>`;
}

function logo(p: Picture): string {
  const rnd = random(p.seed);
  const { width: w, height: h } = p;
  const [c1, c2, c3] = p.colors;
  const bars = Array.from({ length: 4 }, (_, i) => {
    const bh = h * (0.25 + rnd() * 0.5);
    return `<rect x="${f(h * 1.2 + i * h * 0.42)}" y="${f(h * 0.85 - bh)}" width="${f(h * 0.3)}" height="${f(bh)}" rx="${f(h * 0.05)}" fill="${i % 2 ? c2 : c3}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<circle cx="${f(h * 0.5)}" cy="${f(h * 0.5)}" r="${f(h * 0.4)}" fill="${c1}"/><circle cx="${f(h * 0.5)}" cy="${f(h * 0.5)}" r="${f(h * 0.22)}" fill="#fff"/>${bars}
<rect x="${f(h * 3.1)}" y="${f(h * 0.3)}" width="${f(w - h * 3.3)}" height="${f(h * 0.14)}" rx="${f(h * 0.07)}" fill="${c1}"/>
<rect x="${f(h * 3.1)}" y="${f(h * 0.56)}" width="${f((w - h * 3.3) * 0.7)}" height="${f(h * 0.1)}" rx="${f(h * 0.05)}" fill="${c2}"/></svg>`;
}

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
];
const portraitColors: Array<[string, string, string]> = [
  ['#dfe7f2', '#8ea7c8', '#1f3a66'],
  ['#f2e6df', '#c89a8e', '#5b2333'],
  ['#e5f2df', '#93c08a', '#24452a'],
  ['#f2f0df', '#c8c08e', '#3d3a1c'],
  ['#e9dff2', '#a58ec8', '#34204f'],
  ['#dff2f0', '#8ec8c0', '#16403c'],
];
const logoColors: Array<[string, string, string]> = [
  ['#000e3e', '#3a6fd8', '#8fb3ff'],
  ['#b1121b', '#e0575e', '#f4a3a6'],
  ['#5b2a86', '#9a6bd0', '#cdb3ea'],
  ['#0f6e3a', '#36a86a', '#9fe0b8'],
  ['#c75b00', '#f08a2c', '#ffc48a'],
  ['#0b6b73', '#2fa3ad', '#9fdde2'],
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
  ...portraitColors.map((colors, i): Picture => ({
    name: `portrait-${i + 1}.jpg`,
    kind: 'portrait',
    width: 800,
    height: 1000,
    seed: 7 + i * 5,
    colors,
  })),
  ...logoColors.map((colors, i): Picture => ({
    name: `logo-${i + 1}.png`,
    kind: 'logo',
    width: 600,
    height: 160,
    seed: 31 + i * 3,
    colors,
  })),
];

async function main(): Promise<void> {
  await mkdir(OUT, { recursive: true });
  for (const picture of pictures) {
    const svg = picture.kind === 'landscape' ? landscape(picture) : picture.kind === 'portrait' ? portrait(picture) : logo(picture);
    const image = sharp(Buffer.from(svg), { density: 72 }).withMetadata({});
    const bytes =
      picture.kind === 'logo'
        ? await image.png({ compressionLevel: 9, palette: true }).toBuffer()
        : await image.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true, chromaSubsampling: '4:2:0' }).toBuffer();
    await writeFile(join(OUT, picture.name), bytes);
  }
  let total = 0;
  for (const name of await readdir(OUT)) total += (await stat(join(OUT, name))).size;
  console.log(`✓ ${pictures.length} demo images in content/cms/media/ (${(total / 1024 / 1024).toFixed(2)} MB)`);
  if (total > BUDGET_BYTES) {
    console.error(`✗ the demo images take ${(total / 1024 / 1024).toFixed(2)} MB, over the 10 MB budget: make them smaller.`);
    process.exitCode = 1;
  }
}

await main();
