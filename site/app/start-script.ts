// The inline script in the head that decides when the client starts (docs/performance.md
// "Lighthouse"). The server's HTML is the page: it shows, and its links and forms work, before
// any script runs. Hydration's files (the client entry, its chunks, the page-data and site data)
// are requested only once the page has loaded and painted: on a slow phone they would otherwise
// share the connection with the hero image, and Lighthouse counts every request that finishes
// before the largest paint as delaying it. After the load event the start waits for the next
// painted frame and an idle moment (at most START_IDLE_MS), since the hero image can be loaded and
// not yet painted.
//
// A visitor can act before that, and on a slow connection during hydration too. The first
// pointerdown, touchstart, keydown or focusin starts hydration at once, so what answers hover and
// focus is there as soon as its files arrive. A click is more: it happens before hydration by
// definition, and a button only scripts answer would do nothing. So, until the client says it is
// ready, a plain click (primary button, no modifier key; Enter and Space on a link or button are
// clicks too) on something inside the React root that the client answers is held: stopped before
// any handler sees it, marked busy, and given again with `.click()` once the page has hydrated,
// exactly once, if the element is still in the page. What is held:
//
// - every button and [role=button], except the submit button of a form: the site's forms post
//   without scripts (the endpoint checks them with the same rules), so submitting one at once
//   is the visitor's action done, not lost;
// - every link to a page of this origin in the same tab: the runtime answers those with client
//   navigation, and a page load started natively while hydration runs would race it. A link
//   that only changes the fragment of this page scrolls natively;
// - every link that opens a dialog (aria-haspopup), such as the video modal's play link, whose
//   address outside is only the fallback for no JavaScript.
//
// Everything else (other origins, new tabs, downloads, form fields, third parties' own widgets
// outside the root) is left to the browser. Only the last held click is given again: a second
// click on another element is the visitor's newer choice. If the client cannot start (its files
// are gone after a deploy), it says it is ready all the same and the held click is given to the
// browser as if there were no script: a link is followed.
//
// It is a constant, reading what to load from its own data attributes, so its hash is known at
// build time and the Content-Security-Policy allows exactly this script
// (pipeline/artefacts/security-headers.ts).
import { ROOT_ID } from '../lib/page-view.ts';
import { CLIENT_READY_EVENT } from './client-ready.ts';

/** When the load event has not come by then (an image that never answers), the client starts anyway. */
export const START_AT_LATEST_MS = 3000;

/** How long the start waits for an idle moment after the first frame past the load event. */
export const START_IDLE_MS = 1000;

/** The first interactions that start hydration before the load event. */
export const START_ON = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/** What a held click may land in; the script narrows links and submit buttons further. */
const HELD = 'a[href],button,[role=button]';

const READY = JSON.stringify(CLIENT_READY_EVENT);

// Short names, since every page carries it: g starts the client, w says whether a click waits,
// b marks the held element busy, c holds a click, r gives it again when the client is ready,
// k is the held element and t the React root.
export const START_SCRIPT =
  '(function(s){var d=s.dataset,D=document,L=location,n=0,k=null,' +
  `E=${JSON.stringify(START_ON)},O={capture:true,passive:true};` +
  `function t(){return D.getElementById(${JSON.stringify(ROOT_ID)})}` +
  'function p(r,f,a){var l=D.createElement("link");l.rel=r;l.href=f;' +
  'if(a){l.as=a;l.crossOrigin="anonymous"}D.head.appendChild(l)}' +
  'function g(){if(n)return;n=1;' +
  'E.forEach(function(e){removeEventListener(e,g,O)});' +
  '(d.modules||"").split(" ").forEach(function(m){if(m)p("modulepreload",m)});' +
  '(d.data||"").split(" ").forEach(function(f){if(f)p("preload",f,"fetch")});' +
  'import(d.src).catch(r)}' +
  'function w(a){if(a.localName!=="a")return!(a.type==="submit"&&a.form);' +
  'return a.hasAttribute("aria-haspopup")||a.origin===L.origin&&!a.target&&!a.hasAttribute("download")' +
  '&&!(a.hash&&a.pathname===L.pathname&&a.search===L.search)}' +
  'function b(y){if(!k)return;if(y)k.setAttribute("aria-busy","true");' +
  'else k.removeAttribute("aria-busy");k.style.cursor=y?"progress":""}' +
  'function c(e){var a=e.target,x=t();' +
  'if(e.defaultPrevented||e.button||e.ctrlKey||e.metaKey||e.shiftKey||e.altKey||!x||!a.closest)return;' +
  `a=a.closest(${JSON.stringify(HELD)});if(!a||!x.contains(a)||!w(a))return;` +
  'e.preventDefault();e.stopImmediatePropagation();b(0);k=a;b(1);g()}' +
  // A held link whose markup the hydrated page replaced (the header moves its top bar out of the
  // mobile panel) is given as the link to the same address that replaced it.
  'function r(){var a=k,u=a&&a.href,x=t(),l,i;' +
  `D.removeEventListener("click",c,true);D.removeEventListener(${READY},r);b(0);k=null;` +
  'if(a&&!a.isConnected&&u&&x)for(l=x.querySelectorAll("a[href]"),i=0,a=null;i<l.length;i++)if(l[i].href===u){a=l[i];break}' +
  'if(a&&a.isConnected)a.click()}' +
  `D.addEventListener("click",c,true);D.addEventListener(${READY},r);` +
  'E.forEach(function(e){addEventListener(e,g,O)});' +
  'function f(){requestAnimationFrame(function(){setTimeout(function(){' +
  `if(window.requestIdleCallback)requestIdleCallback(g,{timeout:${START_IDLE_MS}});else g()})})}` +
  'if(D.readyState==="complete")f();' +
  `else addEventListener("load",f);setTimeout(g,${START_AT_LATEST_MS})})(document.currentScript)`;
