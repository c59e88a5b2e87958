// The inline script that starts the client once the page has loaded, or at the visitor's first
// interaction if that comes sooner (docs/performance.md "Lighthouse"). The server's HTML is the
// page: it shows and works (menus, links, forms) before any script runs. Hydration's files — the
// client entry, its chunks, the page-data and site data — used to be requested while the page
// parsed, at low priority, but they still shared a slow connection with the hero image, and
// Lighthouse's model of a slow phone counts every request started before the largest paint as
// delaying it. Requested after the load event (the hero image is in by then), they no longer
// compete with what the visitor sees first. They wait for the first frame painted after the
// load event and then for an idle moment (at most START_IDLE_MS): the hero image can be loaded
// by the load event and still not painted, and requests made before that paint count against it.
//
// A visitor who touches, clicks, tabs or types before that starts hydration at once, so the
// page becomes interactive as soon as its files arrive. What they did meanwhile is not lost: a
// link followed is an ordinary page load, and a form control keeps the value they gave it, which
// the components read when they hydrate (site/components/FilterableList). A page whose load
// stalls (an image that never answers) starts anyway after START_AT_LATEST_MS.
//
// It is a constant, reading what to load from its own data attributes, so its hash is known at
// build time and the Content-Security-Policy allows exactly this script
// (pipeline/artefacts/security-headers.ts).

/** When the load event has not come by then, the client starts anyway. */
export const START_AT_LATEST_MS = 3000;

/** How long the start waits for an idle moment after the first frame past the load event. */
export const START_IDLE_MS = 1000;

/** The first interactions that start hydration before the load event. */
export const START_ON = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

export const START_SCRIPT =
  '(function(s){var d=s.dataset,h=document.head,started=0,' +
  `on=${JSON.stringify(START_ON)},o={capture:true,passive:true};` +
  'function link(rel,href,as){var l=document.createElement("link");l.rel=rel;l.href=href;' +
  'if(as){l.as=as;l.crossOrigin="anonymous"}h.appendChild(l)}' +
  'function go(){if(started)return;started=1;' +
  'on.forEach(function(e){removeEventListener(e,go,o)});' +
  '(d.modules||"").split(" ").forEach(function(m){if(m)link("modulepreload",m)});' +
  '(d.data||"").split(" ").forEach(function(f){if(f)link("preload",f,"fetch")});' +
  'import(d.src)}' +
  'function loaded(){requestAnimationFrame(function(){setTimeout(function(){' +
  `if(window.requestIdleCallback)requestIdleCallback(go,{timeout:${START_IDLE_MS}});else go()})})}` +
  'on.forEach(function(e){addEventListener(e,go,o)});' +
  'if(document.readyState==="complete")loaded();' +
  `else addEventListener("load",loaded);setTimeout(go,${START_AT_LATEST_MS})})(document.currentScript)`;
