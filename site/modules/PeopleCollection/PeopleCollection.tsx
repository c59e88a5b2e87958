import type { PeopleCollectionProps } from './definition.ts';
import { Collection, itemHeading } from '../../components/Collection/index.tsx';
import { Image } from '../../components/Image/index.tsx';
import { Link } from '../../components/Link/index.tsx';
import { useTranslation } from '../../i18n/index.tsx';
import styles from './PeopleCollection.module.css';
import { telHref } from '../../lib/phone.ts';

export default function PeopleCollection({ title, intro, people }: PeopleCollectionProps) {
  const t = useTranslation();
  const Heading = itemHeading(title);
  return (
    <Collection title={title} intro={intro} className={styles.root} listClassName={styles.list}>
      {people.map((person) => (
        <li key={person.name} className={styles.person}>
          {/* The heading names the person: the portrait adds nothing for a screen reader. */}
          <Image className={styles.portrait} image={person.portrait ? { ...person.portrait, alt: '' } : undefined} />
          <div className={styles.body}>
            <Heading className={styles.name}>
              {person.profile ? <Link link={{ href: person.profile }}>{person.name}</Link> : person.name}
            </Heading>
            <p className={styles.role}>{person.role}</p>
            {person.email || person.phone ? (
              <ul className={styles.contact}>
                {person.email ? (
                  <li>
                    <a href={`mailto:${person.email}`} aria-label={t('person.email', { name: person.name })}>
                      {person.email}
                    </a>
                  </li>
                ) : null}
                {person.phone ? (
                  <li>
                    <a href={telHref(person.phone)} aria-label={t('people.call', { name: person.name })}>
                      {person.phone}
                    </a>
                  </li>
                ) : null}
              </ul>
            ) : null}
          </div>
        </li>
      ))}
    </Collection>
  );
}
