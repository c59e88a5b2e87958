import type { ProgramSliderProps } from './definition.ts';
import { SliderSection } from '../../components/Slider/section.tsx';
import { Image } from '../../components/Image/index.tsx';
import { Link } from '../../components/Link/index.tsx';
import { CompareToggle } from '../../components/CompareToggle/index.tsx';
import { useLocale } from '../../app/site-context.tsx';
import { KeptTerms, useTranslation } from '../../i18n/index.tsx';
import styles from './ProgramSlider.module.css';

export default function ProgramSlider({ title, items, link, facts, comparator }: ProgramSliderProps) {
  const t = useTranslation();
  const locale = useLocale();
  const Heading = title ? 'h3' : 'h2';
  if (items.length === 0) return null;
  return (
    <SliderSection
      title={title}
      link={link}
      label={title ?? items.map((card) => card.title).join(', ')}
      layout="cards"
      slides={items.map((card) => {
        const rows = facts.flatMap((fact) => {
          const values = card.facets?.[fact] ?? [];
          return values.length > 0 ? [{ fact, value: values.join(', ') }] : [];
        });
        return {
          key: card.id,
          content: (
            <article className={styles.card}>
              <Image className={styles.image} image={card.image} />
              {card.label ? (
                <p className={styles.label} lang={card.lang}>
                  <KeptTerms text={card.label} locale={card.lang ?? locale} />
                </p>
              ) : null}
              {/* A programme of another language than the page's (a list's fallback) is marked with its own (WCAG 3.1.2). */}
              <Heading className={styles.cardTitle} lang={card.lang}>
                <Link className={styles.link} link={{ href: card.url }} hrefLang={card.lang}>
                  {card.title}
                </Link>
              </Heading>
              {rows.length > 0 ? (
                <dl className={styles.facts}>
                  {rows.map(({ fact, value }) => (
                    <div key={fact} className={styles.fact}>
                      <dt>{t(`filter.${fact}`)}</dt>
                      <dd>
                        <KeptTerms text={value} locale={card.lang ?? locale} />
                      </dd>
                    </div>
                  ))}
                </dl>
              ) : null}
              {comparator && card.key ? <CompareToggle code={card.key} title={card.title} comparator={comparator} /> : null}
            </article>
          ),
        };
      })}
    />
  );
}
