import { describe, expect, it } from 'vitest';
import { initialHeadroom, nextHeadroom, type HeadroomOptions, type HeadroomState } from '../../../../../site/components/Header/headroom.ts';
import { header } from '../../../../../themes/global.ts';

const site: HeadroomOptions = { pinStart: header.pinStart, tolerance: header.tolerance, disabled: false };

/** Feeds scroll positions one by one and returns the mode after each. */
function run(positions: number[], options = site, start: HeadroomState = initialHeadroom()): string[] {
  const modes: string[] = [];
  let state = start;
  for (const y of positions) {
    state = nextHeadroom(state, y, options);
    modes.push(state.mode);
  }
  return modes;
}

describe('headroom (SPEC §4 "Header scroll")', () => {
  it('stays unfixed while scrolling down before the 100px pin start', () => {
    expect(run([10, 50, 99])).toEqual(['unfixed', 'unfixed', 'unfixed']);
  });

  it('unpins on any scroll down past the pin start (down tolerance 0)', () => {
    expect(run([50, 100, 101])).toEqual(['unfixed', 'unpinned', 'unpinned']);
  });

  it('pins again only after scrolling up 5px (up tolerance), even in small steps', () => {
    expect(run([300, 299, 298, 297, 296, 295])).toEqual(['unpinned', 'unpinned', 'unpinned', 'unpinned', 'unpinned', 'pinned']);
  });

  it('ignores an upward jitter of less than 5px', () => {
    expect(run([300, 296, 300])).toEqual(['unpinned', 'unpinned', 'unpinned']);
  });

  it('unpins again as soon as the visitor scrolls down after pinning', () => {
    expect(run([400, 300, 301])).toEqual(['unpinned', 'pinned', 'unpinned']);
  });

  it('stays pinned when scrolling up below the pin start, and unfixes at the top', () => {
    expect(run([400, 300, 50, 0])).toEqual(['unpinned', 'pinned', 'pinned', 'unfixed']);
  });

  it('with the shared sticky behaviour (pin start 0) unpins on the first scroll down', () => {
    expect(run([1, 2], { ...site, pinStart: header.sharedPinStart })).toEqual(['unpinned', 'unpinned']);
  });

  it('the disable option forces unfixed whatever the scroll', () => {
    expect(run([400, 300, 500], { ...site, disabled: true })).toEqual(['unfixed', 'unfixed', 'unfixed']);
  });

  it('a page opened halfway down starts unfixed and pins on scroll up', () => {
    expect(run([995], site, initialHeadroom(1000))).toEqual(['pinned']);
  });
});
