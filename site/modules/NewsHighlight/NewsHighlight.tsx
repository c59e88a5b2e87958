import type { NewsHighlightProps } from './definition.ts';
import { Image } from '../../components/Image/index.tsx';
import { Link } from '../../components/Link/index.tsx';
import { FormattedDate } from '../../components/FormattedDate/index.tsx';
import { CardMeta } from '../../components/CardMeta/index.tsx';
import { useTranslation } from '../../i18n/index.tsx';
import styles from './NewsHighlight.module.css';

export default function NewsHighlight({ title, moreTitle, items, link }: NewsHighlightProps) {
  const t = useTranslation();
  const [lead, ...next] = items;
  if (!lead) return null;
  // Headings follow the section's: the lead story and the list's heading one level below its title.
  const Heading = title ? 'h3' : 'h2';
  return (
    // Other pages' stories: the site search finds each on its own page (as the distributors do).
    <div className={styles.root} data-pagefind-ignore="all">
      {title ? <h2 className={styles.title}>{title}</h2> : null}
      <div className={styles.layout} data-single={next.length === 0 ? '' : undefined}>
        <article className={styles.lead}>
          <Image className={styles.image} image={lead.image} />
          <div className={styles.body}>
            <CardMeta card={lead} className={styles.meta} labelClassName={styles.label} />
            <Heading className={styles.leadTitle} lang={lead.lang}>
              <Link className={styles.leadLink} link={{ href: lead.url }} hrefLang={lead.lang}>
                {lead.title}
              </Link>
            </Heading>
            {lead.summary ? (
              <p className={styles.summary} lang={lead.lang}>
                {lead.summary}
              </p>
            ) : null}
          </div>
        </article>
        {next.length > 0 ? (
          <div className={styles.next}>
            <Heading className={styles.nextTitle}>{moreTitle ?? t('newsHighlight.more')}</Heading>
            <ul className={styles.list}>
              {next.map((card) => (
                <li key={card.id} className={styles.item}>
                  {card.date ? (
                    <p className={styles.meta}>
                      <FormattedDate value={card.date} />
                    </p>
                  ) : null}
                  <Link className={styles.itemLink} link={{ href: card.url }} hrefLang={card.lang} lang={card.lang}>
                    {card.title}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      {link?.text ? (
        <p className={styles.more}>
          <Link link={link}>{link.text}</Link>
        </p>
      ) : null}
    </div>
  );
}
