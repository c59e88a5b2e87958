// The site's one inline script: it hides a dismissed announcement banner before the first
// paint, so the banner neither flashes nor shifts the layout on later visits (SPEC §2
// "Announcement banner"). It is a constant — the banner it reads names itself in data-banner — so
// its hash is known at build time and the Content-Security-Policy allows exactly this script
// (pipeline/artefacts/security-headers.ts).
export const BANNER_STORAGE_KEY = 'unisite:banner-dismissed';

export const BANNER_HIDE_SCRIPT =
  'try{var s=document.currentScript,b=s.previousElementSibling;' +
  `if(b&&localStorage.getItem(${JSON.stringify(BANNER_STORAGE_KEY)})===b.getAttribute("data-banner")){` +
  'b.hidden=true;var w=s.closest("[data-header-banner]");if(w)w.removeAttribute("data-header-banner")}}catch(e){}';
