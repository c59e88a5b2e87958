import { useEffect, useId, useRef, useState } from 'react';
import type { CampusMapProps } from './definition.ts';
import type { PlacesMap } from '../LocationMap/leaflet-map.ts';
import { Image } from '../../components/Image/index.tsx';
import { useSite } from '../../app/site-context.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useTranslation } from '../../i18n/index.tsx';
import styles from './CampusMap.module.css';
import { phoneText, telHref } from '../../lib/phone.ts';

type MapState = 'static' | 'loading' | 'ready' | 'error';

const directionsUrl = ({ latitude, longitude, zoom }: { latitude: number; longitude: number; zoom: number }) =>
  `https://www.openstreetmap.org/directions?route=%3B${latitude}%2C${longitude}#map=${zoom}/${latitude}/${longitude}`;

export default function CampusMap({ title, intro, campuses }: CampusMapProps) {
  const t = useTranslation();
  const tiles = useSite().thirdParties.map;
  const enhanced = useHydrated();
  const headingId = useId();
  const [state, setState] = useState<MapState>('static');
  const canvas = useRef<HTMLDivElement | null>(null);
  const handle = useRef<PlacesMap | undefined>(undefined);

  // Mounted once per opening, as LocationMap: nothing is requested before the visitor asks.
  const open = state !== 'static';
  useEffect(() => {
    const element = canvas.current;
    if (!open || !tiles || !element) return;
    let cancelled = false;
    const places = campuses.map(({ name, latitude, longitude, zoom }) => ({ place: name, latitude, longitude, zoom }));
    import('../LocationMap/leaflet-map.ts')
      .then(({ mountPlaces }) => (cancelled ? null : mountPlaces(element, places, tiles, () => setState('error'))))
      .then(
        (map) => {
          if (!map) return;
          if (cancelled) return map.remove();
          handle.current = map;
          setState((current) => (current === 'loading' ? 'ready' : current));
        },
        () => setState('error'),
      );
    return () => {
      cancelled = true;
      handle.current?.remove();
      handle.current = undefined;
    };
  }, [open, tiles, campuses]);

  // Centres the map on a campus and moves focus to it, so a keyboard user can explore from there.
  const showOnMap = (index: number) => {
    handle.current?.show(index);
    canvas.current?.focus();
  };

  const host = tiles ? new URL(tiles.tiles.replace(/\{[a-z]+\}/g, 'a')).host : '';
  return (
    <section className={styles.campusMap} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      <ul className={styles.list}>
        {campuses.map((campus, index) => (
          <li key={campus.name} className={styles.campus}>
            {campus.image ? <Image className={styles.image} image={campus.image} /> : null}
            <h3 className={styles.name}>{campus.name}</h3>
            <address className={styles.address}>
              {campus.address.map((line) => (
                <span key={line}>{line}</span>
              ))}
              {campus.phone ? <a href={telHref(campus.phone)}>{phoneText(campus.phone)}</a> : null}
            </address>
            {campus.text ? <p className={styles.text}>{campus.text}</p> : null}
            <a className={styles.link} href={directionsUrl(campus)} target="_blank" rel="noreferrer">
              {t('campusMap.directions', { place: campus.name })}
            </a>
            {state === 'ready' ? (
              <button type="button" className={styles.onMap} onClick={() => showOnMap(index)}>
                {t('campusMap.onMap', { place: campus.name })}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {enhanced && tiles ? (
        <div className={styles.toggle}>
          <button type="button" className={styles.button} aria-expanded={open} onClick={() => setState(open ? 'static' : 'loading')}>
            {open ? t('campusMap.hide') : t('campusMap.show')}
          </button>
          <p className={styles.notice}>{t('campusMap.notice', { host })}</p>
        </div>
      ) : null}
      {open ? (
        <div className={styles.mapArea}>
          {/* Leaflet makes the map focusable: arrow keys pan, + and − zoom. */}
          <div
            ref={canvas}
            className={styles.canvas}
            role="region"
            aria-label={t('campusMap.label', { title })}
            data-state={state}
            tabIndex={-1}
          />
          <p className={styles.status} role="status">
            {state === 'loading' ? t('campusMap.loading') : state === 'error' ? t('campusMap.error') : ''}
          </p>
        </div>
      ) : null}
    </section>
  );
}
