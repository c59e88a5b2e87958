// Drawings of the demo media library that make-media.ts renders with sharp: illustrated
// portraits (a face with eyes, brows, nose and mouth, hair, glasses and clothes, from a look of
// ./data/portraits.ts) and partner logos (a simple mark and the organisation's name as a
// wordmark, from ./data/partners.ts). Plain functions from data to SVG text, so tests can read
// what a picture shows without rendering it.
import type { PortraitLook } from './data/portraits.ts';
import type { Partner } from './data/partners.ts';

const f = (n: number) => n.toFixed(1);

/** A colour made darker (amount < 0) or lighter (amount > 0), for shading skin and cloth. */
export function shade(hex: string, amount: number): string {
  const value = parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (value >> shift) & 0xff;
    const next = amount < 0 ? c * (1 + amount) : c + (255 - c) * amount;
    return Math.round(Math.max(0, Math.min(255, next)))
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

/** A colour from its channels. */
export const rgbHex = (r: number, g: number, b: number): string =>
  `#${[r, g, b]
    .map((c) =>
      Math.round(Math.max(0, Math.min(255, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** Colour a moved towards colour b by t (0 … 1). */
export function mix(a: string, b: string, t: number): string {
  const [x, y] = [a, b].map((hex) => parseInt(hex.slice(1), 16));
  const channel = (shift: number) => ((x! >> shift) & 0xff) * (1 - t) + ((y! >> shift) & 0xff) * t;
  return rgbHex(channel(16), channel(8), channel(0));
}

/** Hair drawn behind the head (long hair falls over the shoulders). */
function hairBack(look: PortraitLook): string {
  const c = look.hairColour;
  switch (look.hair) {
    case 'long':
    case 'wavy':
      return look.presentation === 'woman'
        ? `<path class="hair" d="M 112 230 C 100 100, 300 100, 288 230 L 300 410 C 260 430, 140 430, 100 410 Z" fill="${c}"/>`
        : '';
    case 'bob':
      return `<path class="hair" d="M 110 230 C 100 100, 300 100, 290 230 L 296 335 C 260 350, 140 350, 104 335 Z" fill="${c}"/>`;
    case 'curls':
      return Array.from({ length: 14 }, (_, i) => {
        const a = (Math.PI * (i + 0.5)) / 14;
        return `<circle class="hair" cx="${f(200 - Math.cos(a) * 108)}" cy="${f(250 + Math.sin(a) * 30 - Math.sin(a * 2) * 10 + (i % 2) * 40)}" r="34" fill="${c}"/>`;
      }).join('');
    case 'ponytail':
      return `<path class="hair" d="M 262 170 C 330 190, 330 320, 300 360 C 290 300, 280 240, 250 200 Z" fill="${c}"/>`;
    case 'headscarf':
      return `<path class="scarf" d="M 104 240 C 96 80, 304 80, 296 240 C 300 330, 330 390, 340 440 C 260 470, 140 470, 60 440 C 70 390, 100 330, 104 240 Z" fill="${shade(look.clothes, 0.25)}"/>`;
    default:
      return '';
  }
}

/** Hair drawn over the head: the cap, fringe or parting of each style. */
function hairFront(look: PortraitLook): string {
  const c = look.hairColour;
  switch (look.hair) {
    case 'long':
    case 'bob':
      return `<path class="hair" d="M 118 250 C 104 100, 296 100, 284 250 C 276 200, 250 176, 214 168 C 186 196, 150 200, 118 250 Z" fill="${c}"/>`;
    case 'wavy':
      return `<path class="hair" d="M 120 245 C 100 100, 300 100, 282 245 C 280 205, 262 185, 240 178 C 225 195, 205 180, 190 190 C 170 180, 150 200, 120 245 Z" fill="${c}"/>`;
    case 'bun':
      return `<circle class="hair" cx="200" cy="128" r="38" fill="${c}"/><path class="hair" d="M 120 240 C 106 104, 294 104, 280 240 C 272 196, 240 170, 200 170 C 160 170, 128 196, 120 240 Z" fill="${c}"/>`;
    case 'ponytail':
      return `<path class="hair" d="M 120 240 C 104 104, 296 104, 280 240 C 270 196, 236 168, 196 170 C 170 172, 132 196, 120 240 Z" fill="${c}"/>`;
    case 'curls':
    case 'afro':
      return Array.from({ length: 11 }, (_, i) => {
        const a = Math.PI + (Math.PI * i) / 10;
        const r = look.hair === 'afro' ? 110 : 92;
        return `<circle class="hair" cx="${f(200 + Math.cos(a) * r * 0.9)}" cy="${f(215 + Math.sin(a) * r * 0.75)}" r="${look.hair === 'afro' ? 42 : 30}" fill="${c}"/>`;
      }).join('');
    case 'short':
      return `<path class="hair" d="M 120 240 C 112 105, 288 105, 280 240 C 272 200, 250 182, 200 180 C 150 182, 128 200, 122 232 Z" fill="${c}"/>`;
    case 'side-part':
      return `<path class="hair" d="M 120 240 C 110 104, 290 104, 280 240 C 274 196, 252 178, 220 176 C 190 200, 150 196, 122 236 Z" fill="${c}"/><path d="M 222 160 L 214 180" stroke="${shade(c, 0.3)}" stroke-width="3"/>`;
    case 'crop':
      return `<path class="hair" d="M 124 226 C 118 118, 282 118, 276 226 C 264 196, 236 186, 200 186 C 164 186, 136 196, 124 222 Z" fill="${c}" opacity="0.92"/>`;
    case 'bald':
      return `<path class="hair" d="M 122 250 C 120 226, 124 214, 132 206 L 136 246 Z M 278 250 C 280 226, 276 214, 268 206 L 264 246 Z" fill="${c}"/>`;
    case 'headscarf':
      return `<path class="scarf" d="M 118 250 C 106 96, 294 96, 282 250 C 270 196, 240 176, 200 176 C 160 176, 130 196, 118 250 Z" fill="${shade(look.clothes, 0.25)}"/>`;
  }
}

/** The clothes: a body with a neckline of its kind. */
function clothes(look: PortraitLook): string {
  const c = look.clothes;
  const body = `<path class="clothes" d="M 30 500 C 36 420, 100 384, 200 380 C 300 384, 364 420, 370 500 Z" fill="${c}"/>`;
  switch (look.clothing) {
    case 'blazer':
      return `${body}<path d="M 168 382 L 200 470 L 232 382 Z" fill="${look.presentation === 'woman' ? shade(c, 0.85) : '#f4f4f2'}"/><path d="M 150 386 L 200 500 L 168 500 L 120 396 Z M 250 386 L 200 500 L 232 500 L 280 396 Z" fill="${shade(c, -0.25)}"/>`;
    case 'shirt-tie':
      return `${body}<path d="M 164 380 L 200 420 L 236 380 L 222 500 L 178 500 Z" fill="#f4f4f2"/><path d="M 192 404 L 208 404 L 214 500 L 186 500 Z" fill="${shade(c, 0.45)}"/><path d="M 158 378 L 200 420 L 180 430 Z M 242 378 L 200 420 L 220 430 Z" fill="#e6e6e2"/>`;
    case 'turtleneck':
      return `${body}<rect x="168" y="340" width="64" height="56" rx="14" fill="${shade(c, 0.12)}"/>`;
    case 'blouse':
      return `${body}<path d="M 172 380 L 200 428 L 228 380 Z" fill="${look.skin}"/><path d="M 172 380 L 200 428 L 186 436 L 160 388 Z M 228 380 L 200 428 L 214 436 L 240 388 Z" fill="${shade(c, 0.3)}"/>`;
    case 'cardigan':
      return `${body}<path d="M 176 380 L 200 420 L 224 380 Z" fill="${look.skin}"/><path d="M 178 384 L 196 500 L 204 500 L 222 384 L 200 424 Z" fill="${shade(c, 0.6)}"/><circle cx="200" cy="450" r="4" fill="${shade(c, -0.3)}"/><circle cx="200" cy="478" r="4" fill="${shade(c, -0.3)}"/>`;
    case 'sweater':
      return `${body}<path d="M 170 380 C 180 400, 220 400, 230 380" stroke="${shade(c, -0.25)}" stroke-width="10" fill="none"/>`;
  }
}

/** An illustrated head-and-shoulders portrait (viewBox 400 × 500, drawn at any size). */
export function portraitSvg(look: PortraitLook, width = 800, height = 1000): string {
  const skin = look.skin;
  const dark = shade(skin, -0.35);
  const hairDark = shade(look.hairColour, -0.1);
  const glasses =
    look.glasses === 'none'
      ? ''
      : look.glasses === 'round'
        ? `<g class="glasses" fill="none" stroke="#1e1e24" stroke-width="4"><circle cx="170" cy="246" r="21"/><circle cx="230" cy="246" r="21"/><path d="M 191 244 Q 200 238 209 244 M 149 242 L 126 236 M 251 242 L 274 236"/></g>`
        : `<g class="glasses" fill="none" stroke="#1e1e24" stroke-width="5"><rect x="145" y="230" width="48" height="32" rx="6"/><rect x="207" y="230" width="48" height="32" rx="6"/><path d="M 193 242 L 207 242 M 145 240 L 126 236 M 255 240 L 274 236"/></g>`;
  const beard = look.beard
    ? `<path class="beard" d="M 126 262 C 130 340, 168 366, 200 366 C 232 366, 270 340, 274 262 C 262 300, 240 312, 200 312 C 160 312, 138 300, 126 262 Z" fill="${hairDark}"/><path d="M 176 300 C 186 292, 214 292, 224 300 C 214 298, 186 298, 176 300 Z" fill="${hairDark}"/>`
    : '';
  const earrings = look.earrings
    ? `<circle class="earring" cx="124" cy="284" r="6" fill="#d8b24a"/><circle class="earring" cx="276" cy="284" r="6" fill="#d8b24a"/>`
    : '';
  const ears =
    look.hair === 'headscarf'
      ? ''
      : `<ellipse class="ear" cx="124" cy="254" rx="13" ry="22" fill="${skin}"/><ellipse class="ear" cx="276" cy="254" rx="13" ry="22" fill="${skin}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 400 500">
<defs><radialGradient id="bg" cx="0.3" cy="0.25" r="0.95"><stop offset="0" stop-color="${look.background[0]}"/><stop offset="1" stop-color="${look.background[1]}"/></radialGradient></defs>
<rect width="400" height="500" fill="url(#bg)"/>
${hairBack(look)}
<path class="neck" d="M 170 300 L 170 384 C 186 396, 214 396, 230 384 L 230 300 Z" fill="${shade(skin, -0.12)}"/>
${clothes(look)}
${ears}
<ellipse class="face" cx="200" cy="248" rx="78" ry="96" fill="${skin}"/>
${beard}
<circle cx="158" cy="288" r="14" fill="#e0707a" opacity="0.16"/><circle cx="242" cy="288" r="14" fill="#e0707a" opacity="0.16"/>
<path class="brow" d="M 150 222 Q 170 210 188 220" stroke="${hairDark}" stroke-width="6" stroke-linecap="round" fill="none"/>
<path class="brow" d="M 212 220 Q 230 210 250 222" stroke="${hairDark}" stroke-width="6" stroke-linecap="round" fill="none"/>
<ellipse class="eye" cx="170" cy="247" rx="8" ry="9" fill="#22180f"/><ellipse class="eye" cx="230" cy="247" rx="8" ry="9" fill="#22180f"/>
<circle cx="173" cy="244" r="2.5" fill="#fff"/><circle cx="233" cy="244" r="2.5" fill="#fff"/>
<path class="nose" d="M 202 256 Q 192 282 198 288 Q 206 292 214 286" stroke="${dark}" stroke-width="4" stroke-linecap="round" fill="none"/>
<path class="mouth" d="M 178 312 Q 200 330 222 312 Q 200 320 178 312 Z" fill="#9c3f45" stroke="#7c2f35" stroke-width="3" stroke-linejoin="round"/>
${hairFront(look)}
${glasses}
${earrings}
</svg>`;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The organisation's name in one or two lines that fit beside the mark. */
function wordmarkLines(name: string, maxChars: number): string[] {
  if (name.length <= maxChars) return [name];
  const words = name.split(' ');
  let best: string[] = [name];
  let bestWidth = Infinity;
  for (let cut = 1; cut < words.length; cut += 1) {
    const lines = [words.slice(0, cut).join(' '), words.slice(cut).join(' ')];
    const width = Math.max(...lines.map((line) => line.length));
    if (width < bestWidth) [best, bestWidth] = [lines, width];
  }
  return best;
}

/** A simple geometric mark of one of six kinds. */
function mark(kind: number, [c1, c2]: [string, string, string]): string {
  switch (kind % 6) {
    case 0:
      return `<circle cx="80" cy="80" r="56" fill="${c1}"/><circle cx="80" cy="80" r="26" fill="#fff"/><circle cx="80" cy="80" r="12" fill="${c2}"/>`;
    case 1:
      return `<rect x="26" y="26" width="108" height="108" rx="18" fill="${c1}"/><path d="M 50 110 L 80 50 L 110 110 Z" fill="#fff"/>`;
    case 2:
      return `<path d="M 80 22 L 130 51 L 130 109 L 80 138 L 30 109 L 30 51 Z" fill="${c1}"/><path d="M 80 50 L 104 64 L 104 96 L 80 110 L 56 96 L 56 64 Z" fill="${c2}"/>`;
    case 3:
      return `<path d="M 26 134 L 26 80 A 54 54 0 0 1 134 80 L 134 134 L 108 134 L 108 80 A 28 28 0 0 0 52 80 L 52 134 Z" fill="${c1}"/><rect x="70" y="100" width="20" height="34" fill="${c2}"/>`;
    case 4:
      return `<path d="M 80 20 C 130 40, 140 110, 80 140 C 20 110, 30 40, 80 20 Z" fill="${c1}"/><path d="M 80 40 L 80 128" stroke="#fff" stroke-width="6"/>`;
    default:
      return `<rect x="26" y="26" width="50" height="50" fill="${c1}"/><rect x="84" y="26" width="50" height="50" fill="${c2}"/><rect x="26" y="84" width="50" height="50" fill="${c2}"/><rect x="84" y="84" width="50" height="50" fill="${c1}"/>`;
  }
}

/** A partner's logo: its mark and its name (600 × 160). */
export function logoSvg(partner: Partner, index: number, width = 600, height = 160): string {
  const [c1, , ink] = partner.colors;
  const serif = index % 3 === 1;
  const lines = wordmarkLines(partner.name, 20);
  const longest = Math.max(...lines.map((line) => line.length));
  // DejaVu's bold letters average about 0.7 em: the size that fits the longest line in 420 px.
  const size = Math.min(lines.length === 1 ? 44 : 36, Math.floor(420 / (longest * 0.7)));
  const top = lines.length === 1 ? 80 + size * 0.36 : 80 - size * 0.2;
  const text = lines
    .map(
      (line, i) =>
        `<text x="160" y="${f(top + i * size * 1.15)}" font-family="${serif ? 'DejaVu Serif' : 'DejaVu Sans'}" font-weight="bold" font-size="${size}" fill="${i === 0 ? ink : c1}">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 600 160">${mark(index, partner.colors)}${text}</svg>`;
}
