// Loaded only when a visitor asks for the interactive map (LocationMap.tsx imports it lazily):
// Leaflet and its styles are a chunk of their own, so no page pays for them before that click.
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { MapTilesConfig } from '../../../content/schema/index.ts';

export interface MapPlace {
  latitude: number;
  longitude: number;
  zoom: number;
  place: string;
}

/** Mounts a map on `element` centred on the place, with a marker; returns how to remove it. */
export function mountMap(element: HTMLElement, place: MapPlace, tiles: MapTilesConfig, onTileError: () => void): () => void {
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
