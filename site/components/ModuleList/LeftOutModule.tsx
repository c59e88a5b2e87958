// Where a page names a module the library does not have, the preview and the page editor show
// this box in its place (docs/modules.md); the published page has nothing there, and the build
// lists the module in its summary.
import { scaffoldCommand } from '../../lib/left-out.ts';
import styles from './LeftOutModule.module.css';

/** Its own texts, as the preview marker's: it exists only in a preview, so the site's strings stay as they are. Short: they ship in every page's JavaScript. */
const TEXTS = {
  en: { title: 'Missing module', detail: 'not in this site’s library, so the published page leaves it out. Add it with' },
  es: { title: 'Módulo que falta', detail: 'no está en la biblioteca del sitio; la página publicada lo omite. Añádalo con' },
} as const;

export function LeftOutModule({ name, locale }: { name: string; locale: string }) {
  const texts = locale === 'es' ? TEXTS.es : TEXTS.en;
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
