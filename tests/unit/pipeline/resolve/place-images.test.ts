// Stamping images with their presets (SPEC §9) copies only what leads to a stamped image, and
// pages that show the same list with the same presets share its stamped cards, so the resolved pages of a
// large site hold one copy of each list's cards, not one per page (docs/performance.md "Memory").
import { describe, expect, it } from 'vitest';
import type { ImageUses } from '../../../../site/define/define.ts';
import type { ImagePreset } from '../../../../site/lib/image-presets.ts';
import { placeImages } from '../../../../pipeline/resolve/place-images.ts';

interface Card {
  title: string;
  facets: { year: string[] };
  image?: { url: string; width: number; height: number; alt: string; preset?: ImagePreset };
}
interface Distributor {
  component: string;
  title: string;
  items: Card[];
}

const cards: Card[] = [
  { title: 'Forum', facets: { year: ['2026'] }, image: { url: '/media/forum.jpg', width: 1200, height: 800, alt: '' } },
  { title: 'No picture', facets: { year: ['2025'] } },
  { title: 'Barometer', facets: { year: ['2026'] }, image: { url: '/media/barometer.jpg', width: 1600, height: 900, alt: '' } },
];
const shownAs =
  (preset: ImagePreset) =>
  (data: Distributor): ImageUses =>
    data.items.map((card) => [card.image, preset] as const);
const onPage = (title: string): Distributor => ({ component: 'NewsDistributor', title, items: cards });

describe('placing images', () => {
  it('stamps each image with its preset and leaves the resolved data it was given as it was', () => {
    const before = structuredClone(onPage('Latest news'));
    const placed = placeImages(onPage('Latest news'), shownAs('card'));
    expect(placed.items.map((card) => card.image?.preset)).toEqual(['card', undefined, 'card']);
    // What a deep copy stamped would be, byte for byte.
    const expected = structuredClone(before);
    for (const card of expected.items) if (card.image) card.image.preset = 'card';
    expect(JSON.stringify(placed)).toBe(JSON.stringify(expected));
    expect(cards).toEqual(before.items);
  });

  it('shares the stamped cards between pages that show the same list with the same preset', () => {
    const first = placeImages(onPage('Latest news'), shownAs('card'));
    const second = placeImages(onPage('More news'), shownAs('card'));
    expect(second.title).toBe('More news');
    expect(second.items).toBe(first.items);
    // What holds no stamped image is the list's own.
    expect(first.items[1]).toBe(cards[1]);
    expect(first.items[0]?.facets).toBe(cards[0]?.facets);
    // Another preset is another copy, and the first stays as it was.
    const logos = placeImages(onPage('Partners'), shownAs('logo'));
    expect(logos.items).not.toBe(first.items);
    expect(logos.items[0]?.image?.preset).toBe('logo');
    expect(first.items[0]?.image?.preset).toBe('card');
  });

  it('returns the data itself when no image is shown, or each is stamped already', () => {
    const data = onPage('Plain');
    expect(placeImages(data, undefined)).toBe(data);
    expect(placeImages(data, () => [[undefined, 'card']])).toBe(data);
    const placed = placeImages(data, shownAs('card'));
    expect(placeImages(placed, shownAs('card'))).toBe(placed);
  });
});
