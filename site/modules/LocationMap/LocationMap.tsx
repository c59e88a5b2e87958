import { useEffect, useId, useRef, useState } from 'react';
import type { LocationMapProps } from './definition.ts';
import { Image } from '../../components/Image/index.tsx';
import { useSite } from '../../app/site-context.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useTranslation } from '../../i18n/index.tsx';
import styles from './LocationMap.module.css';

type MapState = 'static' | 'loading' | 'ready' | 'error';

export default function LocationMap({ title, place, address, latitude, longitude, zoom, directions, image }: LocationMapProps) {
  const t = useTranslation();
  const tiles = useSite().thirdParties.map;
  const enhanced = useHydrated();
  const headingId = useId();
  const [state, setState] = useState<MapState>('static');
  const canvas = useRef<HTMLDivElement | null>(null);
  const directionsUrl = `https://www.openstreetmap.org/directions?route=%3B${latitude}%2C${longitude}#map=${zoom}/${latitude}/${longitude}`;

  // Mounted once per opening: 'ready' and 'error' keep the map that 'loading' created.
  const open = state !== 'static';
  useEffect(() => {
    const element = canvas.current;
    if (!open || !tiles || !element) return;
    let removeMap: (() => void) | undefined;
    let cancelled = false;
    import('./leaflet-map.ts')
      .then(({ mountMap }) => (cancelled ? null : mountMap(element, { latitude, longitude, zoom, place }, tiles, () => setState('error'))))
      .then(
        (remove) => {
          if (!remove) return;
          // Closed while the styles loaded: the map goes at once.
          if (cancelled) return remove();
          removeMap = remove;
          setState((current) => (current === 'loading' ? 'ready' : current));
        },
        () => setState('error'),
      );
    return () => {
      cancelled = true;
      removeMap?.();
    };
  }, [open, tiles, latitude, longitude, zoom, place]);

  const host = tiles ? new URL(tiles.tiles.replace(/\{[a-z]+\}/g, 'a')).host : '';
  return (
    <section className={styles.locationMap} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      <div className={styles.layout}>
        <div className={styles.details}>
          <p className={styles.place}>{place}</p>
          <address className={styles.address}>
            {address.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
          {directions ? <p className={styles.directions}>{directions}</p> : null}
          <a className={styles.link} href={directionsUrl} target="_blank" rel="noreferrer">
            {t('map.directions', { place })}
          </a>
          {enhanced && tiles ? (
            <div className={styles.toggle}>
              <button
                type="button"
                className={styles.button}
                aria-expanded={open}
                onClick={() => setState(state === 'static' ? 'loading' : 'static')}
              >
                {state === 'static' ? t('map.show') : t('map.hide')}
              </button>
              <p className={styles.notice}>{t('map.notice', { host })}</p>
            </div>
          ) : null}
        </div>
        {image ? <Image className={styles.image} image={image} /> : null}
      </div>
      {open ? (
        <div className={styles.mapArea}>
          {/* Leaflet makes the map focusable: arrow keys pan, + and − zoom. */}
          <div ref={canvas} className={styles.canvas} role="region" aria-label={t('map.label', { place })} data-state={state} />
          <p className={styles.status} role="status">
            {state === 'loading' ? t('map.loading') : state === 'error' ? t('map.error') : ''}
          </p>
        </div>
      ) : null}
    </section>
  );
}
