import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CORE_ICON_NAMES, Icon } from '../../../../site/components/Icon/index.tsx';
import { ICON_GROUPS, ICON_NAMES, LibraryIcon } from '../../../../site/components/Icon/library.tsx';
import { brands } from '../../../../site/lib/brands.ts';

describe('the icon set (SPEC §9 "Icons")', () => {
  afterEach(() => vi.restoreAllMocks());

  it('names about 160 icons or more, each once: social networks, unit logos in four variants, arrows, media controls, interface', () => {
    expect(ICON_NAMES.length).toBeGreaterThanOrEqual(160);
    expect(new Set(ICON_NAMES).size).toBe(ICON_NAMES.length);
    expect(ICON_GROUPS.social).toEqual(
      expect.arrayContaining([
        'facebook',
        'flickr',
        'instagram',
        'linkedin',
        'twitter',
        'youtube',
        'tiktok',
        'snapchat',
        'podcast',
        'newsletter',
        'whatsapp',
      ]),
    );
    expect(ICON_GROUPS.units).toHaveLength(Object.keys(brands).length * 4);
    expect(ICON_GROUPS.units).toEqual(
      expect.arrayContaining(['unit-law-school-footer', 'unit-law-school-light', 'unit-law-school-hero', 'unit-law-school-mobile']),
    );
    expect(ICON_GROUPS.media).toEqual(expect.arrayContaining(['play', 'pause', 'volume-up', 'captions']));
  });

  it('draws every name, without a warning, hidden from screen readers', () => {
    const warn = vi.spyOn(console, 'warn');
    for (const name of ICON_NAMES) {
      const html = renderToStaticMarkup(<LibraryIcon name={name} />);
      expect(html, name).toMatch(/^<(svg [^>]*aria-hidden="true"|img [^>]*alt="")/);
    }
    expect(warn).not.toHaveBeenCalled();
  });

  it('a unit logo is its brand wordmark file in the asked variant', () => {
    expect(renderToStaticMarkup(<LibraryIcon name="unit-law-school-footer" size={40} />)).toBe(
      '<img src="/brands/law-school/logo-footer.svg" height="40" alt="" loading="lazy"/>',
    );
  });

  it('an unknown name keeps its warning and draws nothing, in both the core set and the library', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(renderToStaticMarkup(<LibraryIcon name="unicorn" />)).toBe('');
    expect(renderToStaticMarkup(<Icon name="unicorn" />)).toBe('');
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]?.[0]).toMatch(/^Icon: "unicorn" does not exist; known icons: /);
    // The same name again (the next page a render worker renders): no second line.
    expect(renderToStaticMarkup(<Icon name="unicorn" />)).toBe('');
    expect(renderToStaticMarkup(<LibraryIcon name="unicorn" />)).toBe('');
    expect(warn).toHaveBeenCalledTimes(2);
    expect(renderToStaticMarkup(<Icon name="pegasus" />)).toBe('');
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('the core set the header loads is the social networks and interface glyphs only', () => {
    expect(CORE_ICON_NAMES).toEqual(expect.arrayContaining(ICON_GROUPS.social));
    expect(CORE_ICON_NAMES).not.toContain('play');
    expect(CORE_ICON_NAMES.length).toBeLessThan(40);
  });
});
