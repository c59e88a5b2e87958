import { useEffect, useRef, useState } from 'react';
import type { ImageGalleryProps } from './definition.ts';
import { Image } from '../../components/Image/index.tsx';
import { LibraryIcon } from '../../components/Icon/library.tsx';
import { useTranslation } from '../../i18n/index.tsx';
import styles from './ImageGallery.module.css';

/**
 * Thumbnails that open a lightbox. The <dialog> is opened with showModal(), which makes the page
 * behind it inert, puts focus on its first control (Close) and closes on Escape; Tab wraps within;
 * the arrow keys and the buttons move between pictures, and "Image x of n" is announced politely.
 * On close, focus goes back to the thumbnail of the picture shown last.
 */
export default function ImageGallery({ title, images }: ImageGalleryProps) {
  const t = useTranslation();
  const dialog = useRef<HTMLDialogElement | null>(null);
  const openers = useRef<Array<HTMLButtonElement | null>>([]);
  const [current, setCurrent] = useState<number | null>(null);
  const total = images.length;
  const shown = current === null ? undefined : images[current];

  const move = (step: number) => setCurrent((index) => (index === null ? index : (index + step + total) % total));

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') move(1);
      else if (event.key === 'ArrowLeft') move(-1);
      else if (event.key === 'Tab') {
        // A modal dialog makes the page inert, but Tab past its last control would leave for the
        // browser's own toolbar: wrap around instead, so focus stays with the pictures.
        const controls = [...element.querySelectorAll<HTMLButtonElement>('button')];
        const edge = event.shiftKey ? controls[0] : controls.at(-1);
        if (document.activeElement !== edge) return;
        (event.shiftKey ? controls.at(-1) : controls[0])?.focus();
      } else return;
      event.preventDefault();
    };
    element.addEventListener('keydown', onKey);
    return () => element.removeEventListener('keydown', onKey);
  });

  const open = (index: number) => {
    setCurrent(index);
    dialog.current?.showModal();
  };

  const onClose = () => {
    if (current !== null) openers.current[current]?.focus();
    setCurrent(null);
  };

  return (
    <div className={styles.root}>
      {title ? <h2 className={styles.title}>{title}</h2> : null}
      <ul className={styles.grid}>
        {images.map((entry, index) => (
          <li key={entry.image.url} className={styles.item}>
            <button
              ref={(element) => {
                openers.current[index] = element;
              }}
              type="button"
              className={styles.thumb}
              aria-label={t('gallery.open', { n: String(index + 1), total: String(total), alt: entry.image.alt })}
              aria-haspopup="dialog"
              onClick={() => open(index)}
            >
              <Image className={styles.image} image={entry.image} />
            </button>
            {entry.caption ? <p className={styles.caption}>{entry.caption}</p> : null}
          </li>
        ))}
      </ul>
      <dialog
        ref={dialog}
        className={styles.dialog}
        aria-label={t('gallery.dialog', { title: title ?? '' }).replace(/:\s*$/, '')}
        onClose={onClose}
      >
        <div className={styles.bar}>
          <p className={styles.counter} aria-live="polite">
            {current === null ? '' : t('gallery.counter', { n: String(current + 1), total: String(total) })}
          </p>
          <button type="button" className={styles.control} onClick={() => dialog.current?.close()} aria-label={t('gallery.close')}>
            <LibraryIcon name="x" size={24} />
          </button>
        </div>
        {shown ? (
          <figure className={styles.figure}>
            <Image className={styles.large} image={shown.image} sizes="100vw" />
            {shown.caption ? <figcaption className={styles.largeCaption}>{shown.caption}</figcaption> : null}
          </figure>
        ) : null}
        {total > 1 ? (
          <div className={styles.nav}>
            <button type="button" className={styles.control} onClick={() => move(-1)} aria-label={t('gallery.previous')}>
              <LibraryIcon name="arrow-left" size={24} />
            </button>
            <button type="button" className={styles.control} onClick={() => move(1)} aria-label={t('gallery.next')}>
              <LibraryIcon name="arrow-right" size={24} />
            </button>
          </div>
        ) : null}
      </dialog>
    </div>
  );
}
