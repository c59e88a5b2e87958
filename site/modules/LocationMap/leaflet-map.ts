// Loaded only when a visitor asks for the interactive map (LocationMap.tsx and CampusMap.tsx import it lazily):
// Leaflet and its styles are a chunk and a stylesheet of their own, so no page pays for them
// before that click.
import L from 'leaflet';
import leafletStyles from 'leaflet/dist/leaflet.css?url';
import type { MapTilesConfig } from '../../../content/schema/index.ts';

/**
 * Leaflet's stylesheet, linked on the first map: the site's one stylesheet
 * (pipeline/bundle/index.ts) would carry it to every page. Resolves once it
 * applies, so no map is drawn unstyled.
 */
function linkStyles(): Promise<void> {
  if (document.querySelector(`link[rel="stylesheet"][href="${leafletStyles}"]`)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: leafletStyles });
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => reject(new Error(`Leaflet's styles did not load: ${leafletStyles}`)));
    document.head.append(link);
  });
}

export interface MapPlace {
  latitude: number;
  longitude: number;
  zoom: number;
  place: string;
}

/** Mounts a map on `element` centred on the place, with a marker, once Leaflet's styles apply; resolves to how to remove it. */
export async function mountMap(element: HTMLElement, place: MapPlace, tiles: MapTilesConfig, onTileError: () => void): Promise<() => void> {
  await linkStyles();
  const center: L.LatLngExpression = [place.latitude, place.longitude];
  // Scroll-wheel zoom would catch a visitor scrolling the page past the map.
  const map = L.map(element, { center, zoom: place.zoom, scrollWheelZoom: false, keyboard: true });
  L.tileLayer(tiles.tiles, { attribution: tiles.attribution, subdomains: tiles.subdomains, maxZoom: tiles.maxZoom })
    .on('tileerror', onTileError)
    .addTo(map);
  // A vector marker: Leaflet's default marker is a PNG found through its CSS, which bundles break.
  L.circleMarker(center, { radius: 10, weight: 3 })
    .addTo(map)
    .bindTooltip(place.place, { permanent: true, direction: 'top', offset: [0, -10] });
  return () => map.remove();
}

export interface PlacesMap {
  /** Centres the map on one of the places, at its own zoom. */
  show(index: number): void;
  remove(): void;
}

/**
 * Mounts a map of several places (CampusMap), each with its marker and name, framed so all of
 * them show; resolves to a handle that centres one place or removes the map.
 */
export async function mountPlaces(
  element: HTMLElement,
  places: readonly MapPlace[],
  tiles: MapTilesConfig,
  onTileError: () => void,
): Promise<PlacesMap> {
  await linkStyles();
  const centers = places.map((place): L.LatLngTuple => [place.latitude, place.longitude]);
  const map = L.map(element, { scrollWheelZoom: false, keyboard: true }).fitBounds(L.latLngBounds(centers), { padding: [48, 48] });
  L.tileLayer(tiles.tiles, { attribution: tiles.attribution, subdomains: tiles.subdomains, maxZoom: tiles.maxZoom })
    .on('tileerror', onTileError)
    .addTo(map);
  places.forEach((place, index) => {
    L.circleMarker(centers[index]!, { radius: 10, weight: 3 })
      .addTo(map)
      .bindTooltip(place.place, { permanent: true, direction: 'top', offset: [0, -10] });
  });
  return {
    show: (index) => {
      const place = places[index];
      if (place) map.setView([place.latitude, place.longitude], place.zoom);
    },
    remove: () => map.remove(),
  };
}
