import type { Person } from '../../../content/schema/index.ts';
import type { PersonListTemplate } from './definition.ts';
import type { PageView } from '../../lib/page-view.ts';
import { ListFrame } from '../../components/ListPage/index.tsx';
import { Image } from '../../components/Image/index.tsx';
import { Link } from '../../components/Link/index.tsx';
import { FilterableList } from '../../components/FilterableList/index.tsx';
import { useTranslation } from '../../i18n/index.tsx';
import styles from './PersonList.module.css';

// The same facets as the pipeline's personFacets (schema.ts is pipeline-only: it imports zod).
const facetsOf = (person: Person) => ({ [person.kind === 'member' ? 'academicArea' : 'sector']: person.area ? [person.area] : [] });

function PersonCard({ person }: { person: Person }) {
  const t = useTranslation();
  const name = person.lastName ? `${person.name} ${person.lastName}` : person.name;
  const picture = person.kind === 'partner' ? (person.logo ?? person.image) : person.image;
  return (
    <li className={styles.person} id={person.id} data-kind={person.kind}>
      <Image className={styles.image} image={picture} />
      <h2 className={styles.name}>{name}</h2>
      <p className={styles.position}>{person.position}</p>
      {person.area ? <p className={styles.area}>{person.area}</p> : null}
      {person.bio ? <p className={styles.bio}>{person.bio}</p> : null}
      {person.email || person.linkedin || person.website ? (
        <ul className={styles.contacts}>
          {person.email ? (
            <li>
              <Link link={{ href: `mailto:${person.email}` }} aria-label={t('person.email', { name })}>
                {person.email}
              </Link>
            </li>
          ) : null}
          {person.linkedin ? (
            <li>
              <Link link={{ href: person.linkedin, newTab: true }} aria-label={t('person.linkedin', { name })}>
                LinkedIn
              </Link>
            </li>
          ) : null}
          {person.website ? (
            <li>
              <Link link={{ href: person.website, newTab: true }} aria-label={t('person.website', { name })}>
                {person.website.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '')}
              </Link>
            </li>
          ) : null}
        </ul>
      ) : null}
    </li>
  );
}

export default function PersonList({ template, page }: { template: PersonListTemplate; page: PageView['page'] }) {
  return (
    <ListFrame title={page.title} heroSection={template.heroSection} intro={template.intro} mainSection={template.mainSection}>
      <FilterableList key={page.path} items={template.people} facetsOf={facetsOf} filters={template.filters} pageSize={template.pageSize}>
        {(shown) => (
          <ul className={styles.grid}>
            {shown.map((person) => (
              <PersonCard key={person.id} person={person} />
            ))}
          </ul>
        )}
      </FilterableList>
    </ListFrame>
  );
}
