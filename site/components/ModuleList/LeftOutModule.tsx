// Where a module was left out of a page — the library does not have it, or its content fails its
// schema — the preview and the page editor show this box in its place (docs/modules.md); the
// published page has nothing there, and the build lists the module in its summary.
import { scaffoldCommand, type InvalidField } from '../../lib/left-out.ts';
import styles from './LeftOutModule.module.css';

/** Its own texts, as the preview marker's: it exists only in a preview, so the site's strings stay as they are. Short: they ship in every page's JavaScript. */
const TEXTS = {
  en: {
    title: 'Missing module',
    detail: 'not in this site’s library, so the published page leaves it out. Add it with',
    invalidTitle: 'Invalid module content',
    invalidDetail: 'fails its schema, so the published page leaves it out. Fix in the CMS:',
  },
  es: {
    title: 'Módulo que falta',
    detail: 'no está en la biblioteca del sitio; la página publicada lo omite. Añádalo con',
    invalidTitle: 'Contenido de módulo no válido',
    invalidDetail: 'no cumple su esquema; la página publicada lo omite. Corrija en el CMS:',
  },
} as const;

export function LeftOutModule({ name, invalid, locale }: { name: string; invalid?: InvalidField[] | undefined; locale: string }) {
  const texts = locale === 'es' ? TEXTS.es : TEXTS.en;
  if (invalid) {
    return (
      <div className={styles.box} role="note" data-left-out-module={name} data-invalid-content="">
        <p className={styles.title}>
          {texts.invalidTitle}: {name}
        </p>
        <p>
          {name} {texts.invalidDetail}
        </p>
        <ul className={styles.fields}>
          {invalid.map(({ field, message }, index) => (
            <li key={index}>
              <code>{field || name}</code>: {message}
            </li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <div className={styles.box} role="note" data-left-out-module={name}>
      <p className={styles.title}>
        {texts.title}: {name}
      </p>
      <p>
        {name} {texts.detail} <code>{scaffoldCommand(name)}</code>
      </p>
    </div>
  );
}
