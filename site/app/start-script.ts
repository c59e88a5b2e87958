// The script in the head that decides when the client starts (docs/performance.md
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
// Hydration replaces some markup (the header moves its top bar and main menu out of the mobile
// panel), and a mouse button pressed on a link that is replaced before it is released makes no
// click at all: the browser fires one only where the press and the release share an element. So
// the script also remembers what a press before the client is ready landed on, and when the
// release finds that element gone and lands on a link to the same address (the one that replaced
// it), it takes the press for the click it was: held like the others before the client is ready,
// given at once after. Touch is not concerned: a tap's click goes to what is under the finger
// when it ends.
//
// It is a constant, reading what to load from its own data attributes (the client entry, the
// page-data and site data; the template's and modules' chunks are the client's to import once it
// has read the page-data), so one file of the client build serves every page
// (pipeline/bundle/page-assets.ts): loaded async, from the cache after the first page, instead of
// inlined in each. It starts as soon as it arrives; a click made before that is the
// browser's, as on a page without scripts.
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
// h finds what an event would hold, b marks the held element busy, c holds a click, P and U
// follow a mouse press (m what it landed in), l finds the link that replaced a held one, r gives
// the held click again when the client is ready (R), k is the held element and t the React root.
export const START_SCRIPT =
  '(function(s){var d=s.dataset,D=document,L=location,n=0,k=null,m=null,R=0,' +
  `E=${JSON.stringify(START_ON)},O={capture:true,passive:true};` +
  `function t(){return D.getElementById(${JSON.stringify(ROOT_ID)})}` +
  'function p(r,f,a){var l=D.createElement("link");l.rel=r;l.href=f;' +
  'if(a){l.as=a;l.crossOrigin="anonymous"}D.head.appendChild(l)}' +
  'function g(){if(n)return;n=1;' +
  'E.forEach(function(e){removeEventListener(e,g,O)});' +
  '(d.data||"").split(" ").forEach(function(f){if(f)p("preload",f,"fetch")});' +
  'import(d.src).catch(r)}' +
  'function w(a){if(a.localName!=="a")return!(a.type==="submit"&&a.form);' +
  'return a.hasAttribute("aria-haspopup")||a.origin===L.origin&&!a.target&&!a.hasAttribute("download")' +
  '&&!(a.hash&&a.pathname===L.pathname&&a.search===L.search)}' +
  'function h(e){var a=e.target,x=t();' +
  'if(e.defaultPrevented||e.button||e.ctrlKey||e.metaKey||e.shiftKey||e.altKey||!x||!a.closest)return null;' +
  `a=a.closest(${JSON.stringify(HELD)});return a&&x.contains(a)&&w(a)?a:null}` +
  'function b(y){if(!k)return;if(y)k.setAttribute("aria-busy","true");' +
  'else k.removeAttribute("aria-busy");k.style.cursor=y?"progress":""}' +
  'function c(e){var a=h(e);if(!a)return;' +
  'e.preventDefault();e.stopImmediatePropagation();m=null;b(0);k=a;b(1);g()}' +
  'function P(e){m=e.pointerType==="mouse"?h(e):null}' +
  'function U(e){var a=m,y;m=null;if(R)z();if(!a||a.isConnected)return;' +
  'y=h(e);if(!y||!a.href||y.href!==a.href)return;if(R)y.click();else{b(0);k=y;b(1);g()}}' +
  'function z(){D.removeEventListener("pointerdown",P,true);D.removeEventListener("pointerup",U,true)}' +
  // A held link whose markup the hydrated page replaced (the header moves its top bar out of the
  // mobile panel) is given as the link to the same address that replaced it.
  'function l(a){var u=a&&a.href,x=t(),q,i;' +
  'if(a&&!a.isConnected&&u&&x)for(q=x.querySelectorAll("a[href]"),i=0,a=null;i<q.length;i++)if(q[i].href===u){a=q[i];break}' +
  'return a&&a.isConnected?a:null}' +
  'function r(){var a=l(k);R=1;' +
  `D.removeEventListener("click",c,true);D.removeEventListener(${READY},r);b(0);k=null;if(!m)z();` +
  'if(a)a.click()}' +
  `D.addEventListener("click",c,true);D.addEventListener(${READY},r);` +
  'D.addEventListener("pointerdown",P,true);D.addEventListener("pointerup",U,true);' +
  'E.forEach(function(e){addEventListener(e,g,O)});' +
  'function f(){requestAnimationFrame(function(){setTimeout(function(){' +
  `if(window.requestIdleCallback)requestIdleCallback(g,{timeout:${START_IDLE_MS}});else g()})})}` +
  'if(D.readyState==="complete")f();' +
  `else addEventListener("load",f);setTimeout(g,${START_AT_LATEST_MS})})(document.currentScript)`;
