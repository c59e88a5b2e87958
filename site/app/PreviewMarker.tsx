// SPEC §6 renderer `preview`: a visible marker, so an editor never mistakes a draft for the
// published page. Outside the hydrated root: it is the same before and after hydration.
import styles from './PreviewMarker.module.css';

/** Its own texts: the marker exists only in a preview, so the site's strings (and the built site data) stay as they are. */
const TEXTS = {
  en: { label: 'Preview', detail: 'draft content, not published' },
  es: { label: 'Vista previa', detail: 'contenido en borrador, sin publicar' },
  de: { label: 'Vorschau', detail: 'Entwurf, nicht veröffentlicht' },
} as const;

export function PreviewMarker({ locale }: { locale: keyof typeof TEXTS }) {
  const texts = TEXTS[locale];
  return (
    <aside className={styles.marker} data-preview-marker="" aria-label={texts.label}>
      <strong>{texts.label}</strong> <span>{texts.detail}</span>
    </aside>
  );
}
