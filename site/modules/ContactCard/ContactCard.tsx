import type { ContactCardProps } from './definition.ts';
import { Link } from '../../components/Link/index.tsx';
import { useTranslation } from '../../i18n/index.tsx';
import styles from './ContactCard.module.css';
import { phoneText, telHref } from '../../lib/phone.ts';

/**
 * Each card an <address> (contact information) under the office's heading; phone and email are
 * links that call and write, and the map link names its place ("See Admissions office on a
 * map"), so a list of links read out of context still says where each one goes.
 */
export default function ContactCard({ title, cards }: ContactCardProps) {
  const t = useTranslation();
  const Heading = title ? 'h3' : 'h2';
  return (
    <div className={styles.root}>
      {title ? <h2 className={styles.title}>{title}</h2> : null}
      <ul className={styles.cards}>
        {cards.map((card) => (
          <li key={card.name} className={styles.card}>
            <Heading className={styles.name}>{card.name}</Heading>
            <address className={styles.address}>
              {card.address.length > 0 ? (
                <p className={styles.lines}>
                  {card.address.map((line, index) => (
                    <span key={index} className={styles.line}>
                      {line}
                    </span>
                  ))}
                </p>
              ) : null}
              <dl className={styles.facts}>
                {card.phone ? (
                  <div>
                    <dt>{t('contactCard.phone')}</dt>
                    <dd>
                      <a href={telHref(card.phone)}>{phoneText(card.phone)}</a>
                    </dd>
                  </div>
                ) : null}
                {card.email ? (
                  <div>
                    <dt>{t('contactCard.email')}</dt>
                    <dd>
                      <a href={`mailto:${card.email}`}>{card.email}</a>
                    </dd>
                  </div>
                ) : null}
                {card.hours.length > 0 ? (
                  <div>
                    <dt>{t('contactCard.hours')}</dt>
                    {card.hours.map((line) => (
                      <dd key={line}>{line}</dd>
                    ))}
                  </div>
                ) : null}
              </dl>
            </address>
            {card.map ? (
              <Link className={styles.map} link={{ href: card.map }}>
                {t('contactCard.map', { name: card.name })}
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
