import { describe, expect, it } from 'vitest';
import { plannedSizes } from '../../../../site/lib/image-presets.ts';

const widths = (sizes: Array<{ width: number }>) => sizes.map((size) => size.width);

describe('image presets (SPEC §9)', () => {
  it('gives each preset its widths, keeping the source shape', () => {
    expect(plannedSizes('hero', 2400, 1200)).toEqual([
      { width: 420, height: 210 },
      { width: 768, height: 384 },
      { width: 1280, height: 640 },
    ]);
    expect(widths(plannedSizes('card', 1600, 900))).toEqual([420, 768, 1216]);
    expect(widths(plannedSizes('icon', 512, 512))).toEqual([96, 192]);
    expect(widths(plannedSizes('logo', 600, 160))).toEqual([225]);
  });

  it('crops fixed shapes: profile 320x240, timeline 288x288, avatar 192x192', () => {
    expect(plannedSizes('profile', 800, 1000)).toEqual([{ width: 320, height: 240 }]);
    expect(plannedSizes('timeline', 1600, 900)).toEqual([{ width: 288, height: 288 }]);
    expect(plannedSizes('avatar', 800, 1000)).toEqual([{ width: 192, height: 192 }]);
  });

  it('caps the default ladder at the source width and never upscales', () => {
    expect(widths(plannedSizes('default', 1600, 900))).toEqual([640, 750, 828, 1080, 1200, 1600]);
    expect(widths(plannedSizes('default', 5000, 3000))).toEqual([640, 750, 828, 1080, 1200, 1920, 2048, 3840]);
    expect(plannedSizes('hero', 300, 200)).toEqual([{ width: 300, height: 200 }]);
  });

  it('caps a fixed shape by the source height too', () => {
    // A 1000x100 strip cannot give a 288x288 square without upscaling: 100x100 it is.
    expect(plannedSizes('timeline', 1000, 100)).toEqual([{ width: 100, height: 100 }]);
  });

  it('rejects a source without a size', () => {
    expect(() => plannedSizes('card', 0, 100)).toThrow(/positive/);
  });
});
