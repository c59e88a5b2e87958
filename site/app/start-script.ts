// The inline script that starts the client once the page has loaded (docs/performance.md
// "Lighthouse"). The server's HTML is the page: it shows and works (menus, links, forms) before
// any script runs. Hydration's files — the client entry, its chunks, the page-data and site
// data — used to be requested while the page parsed, at low priority, but they still shared a
// slow connection with the hero image, and Lighthouse's model of a slow phone counts every
// request started before the largest paint as delaying it. Requested after the load event (the
// hero image is in by then), they no longer compete with what the visitor sees first. A page
// whose load stalls (an image that never answers) starts anyway after START_AT_LATEST_MS.
//
// It is a constant, reading what to load from its own data attributes, so its hash is known at
// build time and the Content-Security-Policy allows exactly this script
// (pipeline/artefacts/security-headers.ts).

/** When the load event has not come by then, the client starts anyway. */
export const START_AT_LATEST_MS = 3000;

export const START_SCRIPT =
  '(function(s){var d=s.dataset,h=document.head,started=0;' +
  'function link(rel,href,as){var l=document.createElement("link");l.rel=rel;l.href=href;' +
  'if(as){l.as=as;l.crossOrigin="anonymous"}h.appendChild(l)}' +
  'function go(){if(started)return;started=1;' +
  '(d.modules||"").split(" ").forEach(function(m){if(m)link("modulepreload",m)});' +
  '(d.data||"").split(" ").forEach(function(f){if(f)link("preload",f,"fetch")});' +
  'import(d.src)}' +
  'if(document.readyState==="complete")go();' +
  `else{addEventListener("load",go);setTimeout(go,${START_AT_LATEST_MS})}})(document.currentScript)`;
