// Stand-in of the consent-management script (SPEC §2 "Consent loader"), served by the embedded
// CMS so the demo site and the end-to-end tests run with no network. It keeps the contract the
// site's loader relies on (docs/third-parties.md): it reads `data-domain-script` from its own
// script element, shows a banner until the visitor chooses, remembers the choice in its own
// (strictly necessary) cookie, and announces the consented categories as
// `window.OnetrustActiveGroups` and a `OneTrustGroupsUpdated` event, on load and on every change.
// Like the real banner it links the cookie policy of the page's language: the real platform takes
// that link from its own per-language configuration, which must name the same two pages.
// Styles are set through the CSSOM (element.style), which the site's CSP allows.
// Accessibility (docs/accessibility.md, the cookie banner): the banner takes at most half the
// window and scrolls inside itself, so at 400 % zoom it never hides all of the page (1.4.10); the
// page reserves the banner's height below its end and as scroll padding, so a link the keyboard
// reaches is scrolled above the banner instead of behind it (2.4.11); Escape rejects the
// non-essential cookies, the choice that keeps the least, and closes the banner; reopened from a
// "Cookie settings" button, it takes focus and gives it back to that button when it closes.
(() => {
  const script = document.currentScript;
  const domainScript = (script && script.getAttribute('data-domain-script')) || '';
  const ESSENTIAL = 'C0001';
  const ALL = [ESSENTIAL, 'C0002', 'C0003', 'C0004'];
  const COOKIE = 'OptanonConsent';
  // The platform's second cookie: when the visitor answered the banner.
  const CLOSED_COOKIE = 'OptanonAlertBoxClosed';
  const YEAR = 31536000;
  const spanish = document.documentElement.lang === 'es';
  const text = spanish
    ? {
        label: 'Consentimiento de cookies',
        body: 'Usamos cookies propias y de terceros para el chat, la analítica y el marketing. Puedes aceptarlas todas o rechazar las que no son necesarias.',
        accept: 'Aceptar todas las cookies',
        reject: 'Rechazar las no necesarias',
        policy: 'Política de cookies',
        policyHref: '/es/politica-de-cookies/',
      }
    : {
        label: 'Cookie consent',
        body: 'We use our own and third-party cookies for the chat, analytics and marketing. You can accept them all or reject those that are not necessary.',
        accept: 'Accept all cookies',
        reject: 'Reject non-essential cookies',
        policy: 'Cookie policy',
        policyHref: '/cookie-policy/',
      };

  const readGroups = () => {
    const entry = document.cookie.split('; ').find((part) => part.startsWith(`${COOKIE}=`));
    if (!entry) return null;
    const groups = new URLSearchParams(decodeURIComponent(entry.slice(COOKIE.length + 1))).get('groups') || '';
    return groups
      .split(',')
      .filter((pair) => pair.endsWith(':1'))
      .map((pair) => pair.slice(0, -2));
  };

  const announce = (groups) => {
    window.OnetrustActiveGroups = `,${groups.join(',')},`;
    window.dispatchEvent(new CustomEvent('OneTrustGroupsUpdated', { detail: groups }));
  };

  const store = (groups) => {
    const value = new URLSearchParams({ groups: ALL.map((id) => `${id}:${groups.includes(id) ? 1 : 0}`).join(','), domainScript });
    const secure = location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${COOKIE}=${encodeURIComponent(value.toString())}; path=/; max-age=${YEAR}; SameSite=Lax${secure}`;
    document.cookie = `${CLOSED_COOKIE}=${encodeURIComponent(new Date().toISOString())}; path=/; max-age=${YEAR}; SameSite=Lax${secure}`;
    hide();
    announce(groups);
  };

  let banner = null;
  let spacer = null;
  let watcher = null;
  // The last element focused outside the banner: focus goes back to it when the banner closes
  // while it had focus, never to the page's body.
  let lastOutside = null;
  const onFocusIn = (event) => {
    if (banner && !banner.contains(event.target)) lastOutside = event.target;
  };
  const onKeyDown = (event) => {
    if (event.key === 'Escape' && banner) store([ESSENTIAL]);
  };
  // What the banner covers is reserved: space below the page's end, and scroll padding, so the
  // browser scrolls whatever it focuses above the banner.
  const reserve = () => {
    const height = banner ? Math.ceil(banner.getBoundingClientRect().height) : 0;
    if (spacer) spacer.style.height = `${height}px`;
    document.documentElement.style.scrollPaddingBottom = height ? `${height + 8}px` : '';
  };
  const hide = () => {
    const hadFocus = banner?.contains(document.activeElement);
    banner?.remove();
    spacer?.remove();
    watcher?.disconnect();
    banner = spacer = watcher = null;
    reserve();
    document.removeEventListener('keydown', onKeyDown);
    document.removeEventListener('focusin', onFocusIn);
    if (hadFocus) {
      const main = document.querySelector('main, [role="main"]');
      const back = lastOutside && lastOutside.isConnected ? lastOutside : main;
      if (back) {
        if (back === main && !back.hasAttribute('tabindex')) back.setAttribute('tabindex', '-1');
        // The page's main region takes focus where the visitor is reading: scrolling to its top
        // would move the page under a mouse that just clicked a button of the banner.
        back.focus({ preventScroll: back === main });
      }
    }
  };
  const show = () => {
    if (banner) return;
    // Focus was already somewhere when the banner opened (a "Cookie settings" button): it goes
    // back there when the banner closes.
    lastOutside = document.activeElement === document.body ? null : document.activeElement;
    banner = document.createElement('div');
    banner.id = 'onetrust-banner-sdk';
    banner.setAttribute('role', 'region');
    banner.setAttribute('aria-label', text.label);
    Object.assign(banner.style, {
      position: 'fixed',
      insetInline: '0',
      bottom: '0',
      zIndex: '9999999',
      padding: '16px 24px',
      // At 400 % zoom (320 × 256 CSS px) the banner would be taller than the window: it keeps
      // to half of it and scrolls inside itself.
      maxHeight: '50vh',
      overflowY: 'auto',
      boxSizing: 'border-box',
      background: '#000e3e',
      color: '#ffffff',
      // The site's own typeface (its theme's token), as a real consent banner is styled to the site.
      font: '16px/1.5 var(--font-primary, system-ui, sans-serif)',
      display: 'flex',
      flexWrap: 'wrap',
      gap: '16px',
      alignItems: 'center',
      justifyContent: 'center',
    });
    const body = document.createElement('p');
    body.textContent = `${text.body} `;
    const policy = document.createElement('a');
    policy.href = text.policyHref;
    policy.textContent = text.policy;
    Object.assign(policy.style, { color: 'inherit', textDecoration: 'underline' });
    body.append(policy);
    Object.assign(body.style, { margin: '0', maxWidth: '640px' });
    const button = (id, label, primary) => {
      const element = document.createElement('button');
      element.type = 'button';
      element.id = id;
      element.textContent = label;
      Object.assign(element.style, {
        minHeight: '44px',
        padding: '8px 24px',
        border: '2px solid #ffffff',
        borderRadius: '4px',
        background: primary ? '#ffffff' : 'transparent',
        color: primary ? '#000e3e' : '#ffffff',
        font: 'inherit',
        cursor: 'pointer',
      });
      return element;
    };
    const accept = button('onetrust-accept-btn-handler', text.accept, true);
    const reject = button('onetrust-reject-all-handler', text.reject, false);
    accept.addEventListener('click', () => store(ALL));
    reject.addEventListener('click', () => store([ESSENTIAL]));
    banner.append(body, accept, reject);
    spacer = document.createElement('div');
    spacer.setAttribute('aria-hidden', 'true');
    document.body.append(spacer, banner);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    reserve();
    if (typeof ResizeObserver === 'function') {
      watcher = new ResizeObserver(reserve);
      watcher.observe(banner);
    }
  };

  // The parts of the platform's API the site uses: reopen the choice, and change it in code.
  window.OneTrust = {
    // Opened by the visitor (a "Cookie settings" button), the choice takes focus, as the
    // platform's preference centre does: a keyboard user need not cross the rest of the page to
    // reach it. Shown on a first visit, it leaves focus where it is.
    ToggleInfoDisplay: () => {
      if (banner) return hide();
      show();
      banner.querySelector('button').focus();
    },
    AllowAll: () => store(ALL),
    RejectAll: () => store([ESSENTIAL]),
    GetDomainData: () => ({ domainScript }),
  };

  const stored = readGroups();
  if (stored) announce(stored);
  else {
    announce([ESSENTIAL]);
    show();
  }
})();
