// The line above a card's title (label · date), which the card grid, the card slider and the news
// highlight share: one place decides its order, its separator and the language marks of its label.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../../content/schema/index.ts';
import { SiteContext } from '../../../../site/app/site-context.tsx';
import { CardMeta } from '../../../../site/components/CardMeta/index.tsx';
import { TranslationProvider } from '../../../../site/i18n/index.tsx';
import { stringsFor } from '../../../../site/i18n/strings.ts';
import { site } from '../../../helpers/page-data.ts';

function meta(card: { label?: string; date?: string; lang?: Locale }, locale: Locale = 'es') {
  const translations = stringsFor(locale);
  return renderToStaticMarkup(
    <SiteContext.Provider value={{ ...site, locale, translations }}>
      <TranslationProvider strings={translations}>
        <CardMeta card={card} className="meta" labelClassName="label" />
      </TranslationProvider>
    </SiteContext.Provider>,
  );
}

describe('CardMeta', () => {
  it('shows the label, then the date, joined by a middle dot; either alone without it; nothing without both', () => {
    const both = meta({ label: 'Máster', date: '2026-03-03T09:00:00Z' });
    expect(both).toMatch(
      /^<p class="meta"><span class="label">Máster<\/span> · <time dateTime="2026-03-03T09:00:00Z">3 de marzo de 2026<\/time><\/p>$/,
    );
    expect(meta({ label: 'Máster' })).toBe('<p class="meta"><span class="label">Máster</span></p>');
    expect(meta({ date: '2026-03-03T09:00:00Z' })).not.toContain('·');
    expect(meta({})).toBe('');
  });

  it('marks a term the page keeps in English inside a Spanish label, and the label of a card in another language', () => {
    const executive = stringsFor('es')['program.type.executive'];
    expect(meta({ label: `${executive} · Semipresencial` })).toContain(`<span lang="en">${executive}</span> · Semipresencial`);
    expect(meta({ label: `${executive} · Blended` }, 'en')).not.toContain('lang="en"');
    expect(meta({ label: 'News', lang: 'en' })).toContain('<span class="label" lang="en">News</span>');
  });
});
