// The third-party layer in the browser (SPEC §2 "Consent loader", "Chatbot loader", "Marketing
// cookie"; docs/third-parties.md). Consent first: the consent script is the only third party
// loaded on its own; everything else waits for the visitor's consent to its category and
// stops when that consent is withdrawn. A site whose document configures no consent loads
// nothing at all.
import type { ThirdPartiesConfig } from '../../content/schema/index.ts';
import { activeGroups, domainScriptFor, NOR_COOKIE, NOR_SESSION_COOKIE, norCookies, norRemoval, readCookie } from '../lib/consent.ts';

declare global {
  interface Window {
    /** Set by the consent platform: the consented categories as ',C0001,C0004,'. */
    OnetrustActiveGroups?: string;
    /** The consent platform's API; the footer's "Cookie settings" reopens the choice. */
    OneTrust?: { ToggleInfoDisplay?: () => void };
  }
}

/** The element a page carries where the chatbot belongs (the Chatbot module renders it). */
export const CHATBOT_MARKER_SELECTOR = '[data-chatbot-marker]';
/** What the chatbot script adds to the page: its container, its launcher and style rules for both. */
export const CHATBOT_DOM = { container: 'ie-chatbot-container', button: 'ie-chatbot-button', rulePrefix: '#ie-chatbot-' } as const;
/** The platform announces the categories on load and on every change with this window event. */
export const CONSENT_EVENT = 'OneTrustGroupsUpdated';

const scriptOf = (party: 'consent' | 'chatbot') => document.querySelector<HTMLScriptElement>(`script[data-third-party="${party}"]`);

let state: { config: ThirdPartiesConfig & { consent: NonNullable<ThirdPartiesConfig['consent']> }; groups: Set<string> } | null = null;

/** Components that show a party only with marketing consent (the lead form) hear every change. */
const marketingListeners = new Set<(granted: boolean) => void>();
const marketingGranted = (): boolean => Boolean(state && state.groups.has(state.config.consent.categories.marketing));

/**
 * Calls `listener` now and on every consent change with whether the visitor consents to
 * marketing (never, when the site configures no consent platform); returns the unsubscribe.
 */
export function watchMarketingConsent(listener: (granted: boolean) => void): () => void {
  marketingListeners.add(listener);
  listener(marketingGranted());
  return () => marketingListeners.delete(listener);
}

/** Loads the consent script (once) with the domain-script id of this host. */
export function startThirdParties(config: ThirdPartiesConfig): void {
  const { consent } = config;
  if (!consent || state) return;
  state = { config: { ...config, consent }, groups: new Set() };
  window.addEventListener(CONSENT_EVENT, (event) => {
    const detail = (event as CustomEvent<unknown>).detail;
    applyConsent(activeGroups(detail ?? window.OnetrustActiveGroups));
  });
  const script = document.createElement('script');
  script.src = consent.script;
  script.async = true;
  script.dataset.thirdParty = 'consent';
  script.dataset.domainScript = domainScriptFor(consent, location.hostname);
  document.head.append(script);
}

function applyConsent(groups: Set<string>): void {
  if (!state) return;
  state.groups = groups;
  const secure = location.protocol === 'https:';
  if (groups.has(state.config.consent.categories.marketing)) {
    for (const cookie of norCookies(document.cookie, Date.now(), secure) ?? []) document.cookie = cookie;
  } else if (readCookie(document.cookie, NOR_COOKIE) !== undefined || readCookie(document.cookie, NOR_SESSION_COOKIE) !== undefined) {
    // Withdrawn (or never given): the marketing cookie goes too.
    for (const cookie of norRemoval(secure)) document.cookie = cookie;
  }
  for (const listener of marketingListeners) listener(marketingGranted());
  routeUpdated();
}

/**
 * SPEC §2 "Chatbot loader", run after every route update (the first render and each client
 * navigation) and on every consent change: a page with the marker gets the chatbot script
 * once; a page without it (or a visitor without chatbot consent) keeps no chatbot.
 */
export function routeUpdated(): void {
  if (!state) return;
  const { chatbot, consent } = state.config;
  const allowed = Boolean(chatbot) && state.groups.has(consent.categories.chatbot);
  const marker = document.querySelector(CHATBOT_MARKER_SELECTOR);
  if (allowed && marker && chatbot) {
    if (scriptOf('chatbot')) return;
    const script = document.createElement('script');
    script.src = chatbot.script;
    script.async = true;
    script.dataset.thirdParty = 'chatbot';
    document.body.append(script);
    return;
  }
  if (!allowed || document.getElementById(CHATBOT_DOM.button)) removeChatbot();
}

/** Removes the chatbot's container, button, style rules and script (so a later marker page loads it again). */
function removeChatbot(): void {
  document.getElementById(CHATBOT_DOM.container)?.remove();
  document.getElementById(CHATBOT_DOM.button)?.remove();
  scriptOf('chatbot')?.remove();
  // Only the chatbot's own rules: the header's chatbot icon rule (a CSS-module class) stays.
  for (const sheet of [...document.styleSheets, ...(document.adoptedStyleSheets ?? [])]) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      continue; // a stylesheet of another origin cannot be read, and is not the chatbot's
    }
    for (let index = rules.length - 1; index >= 0; index -= 1) {
      const rule = rules[index];
      if (rule instanceof CSSStyleRule && rule.selectorText.includes(CHATBOT_DOM.rulePrefix)) sheet.deleteRule(index);
    }
  }
}
