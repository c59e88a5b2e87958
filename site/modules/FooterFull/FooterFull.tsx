import { useId } from 'react';
import type { FooterFullProps } from './definition.ts';
import { FooterBrand, FooterLegal, FooterRights, FooterSocial, FooterUnits } from '../../components/Footer/parts.tsx';
import { Link } from '../../components/Link/index.tsx';
import styles from './FooterFull.module.css';
import { phoneText, telHref } from '../../lib/phone.ts';

function Column({ title, links }: FooterFullProps['columns'][number]) {
  const headingId = useId();
  return (
    <nav className={styles.column} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={`${link.href ?? link.linkToURL}-${link.text}`}>
            <Link className={styles.link} link={link}>
              {link.text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export default function FooterFull({ columns, contact, units, showSocial }: FooterFullProps) {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.top}>
          <FooterBrand />
          {contact ? (
            <div className={styles.contact}>
              <h2 className={styles.heading}>{contact.title}</h2>
              <address className={styles.address}>
                {contact.address.map((line) => (
                  <span key={line}>{line}</span>
                ))}
                {contact.phone ? <a href={telHref(contact.phone)}>{phoneText(contact.phone)}</a> : null}
                {contact.email ? <a href={`mailto:${contact.email}`}>{contact.email}</a> : null}
              </address>
            </div>
          ) : null}
        </div>
        <div className={styles.columns}>
          {columns.map((column) => (
            <Column key={column.title} {...column} />
          ))}
        </div>
        <FooterUnits units={units} />
        {showSocial ? <FooterSocial /> : null}
        <div className={styles.bottom}>
          <FooterLegal />
          <FooterRights />
        </div>
      </div>
    </footer>
  );
}
