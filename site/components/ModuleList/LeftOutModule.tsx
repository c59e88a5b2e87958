// Where a page names a module the library does not have, the preview and the page editor show
// this box in its place (docs/modules.md); the published page has nothing there, and the build
// lists the module in its summary.
import { scaffoldCommand } from '../../lib/left-out.ts';
import styles from './LeftOutModule.module.css';

/** Its own texts, as the preview marker's: it exists only in a preview, so the site's strings stay as they are. */
const TEXTS = {
  en: {
    title: (name: string) => `Missing module: ${name}`,
    detail: 'The module library of this site has no module of this name, so the published page leaves it out. Add it with',
  },
  es: {
    title: (name: string) => `Módulo que falta: ${name}`,
    detail: 'La biblioteca de módulos de este sitio no tiene un módulo con este nombre, así que la página publicada lo omite. Añádalo con',
  },
  de: {
    title: (name: string) => `Fehlendes Modul: ${name}`,
    detail: 'Die Modulbibliothek dieser Website hat kein Modul dieses Namens; die veröffentlichte Seite lässt es weg. Hinzufügen mit',
  },
} as const;

export function LeftOutModule({ name, locale }: { name: string; locale: keyof typeof TEXTS }) {
  const texts = TEXTS[locale];
  return (
    <div className={styles.box} role="note" data-left-out-module={name}>
      <p className={styles.title}>{texts.title(name)}</p>
      <p>
        {texts.detail} <code>{scaffoldCommand(name)}</code>
      </p>
    </div>
  );
}
