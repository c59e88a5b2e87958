// The third-party services the site loads (SPEC §2 "Other behaviour", §7): the one place their
// hosts are named. The Content-Security-Policy is built from this list, so a host missing
// here is blocked in the browser; the loaders read their script addresses from here too.

export interface ThirdParty {
  /** What it is for, shown in the generated headers files. */
  purpose: string;
  /** Origins its scripts are loaded from. */
  scripts: string[];
  /** Origins it calls with fetch/XHR/WebSocket. */
  connects: string[];
  /** Origins of its images, frames and form submissions. */
  images: string[];
  frames: string[];
  forms: string[];
}

export const THIRD_PARTIES = {
  /** SPEC §2 "Consent loader": the consent-management script from a third-party content network. */
  consent: {
    purpose: 'cookie consent (consent-management platform)',
    scripts: ['https://cdn.cookielaw.org'],
    connects: ['https://cdn.cookielaw.org', 'https://geolocation.onetrust.com', 'https://privacyportal.onetrust.com'],
    images: ['https://cdn.cookielaw.org'],
    frames: [],
    forms: [],
  },
  /** SPEC §3 "Lead form", §7 forms2.min.js from the marketing-form provider's pod host. */
  marketingForm: {
    purpose: 'prospective-student lead form (marketing automation)',
    scripts: ['https://app-lon10.marketo.com', 'https://munchkin.marketo.net'],
    connects: ['https://app-lon10.marketo.com', 'https://ibera.mktoresp.com'],
    images: ['https://app-lon10.marketo.com'],
    frames: ['https://app-lon10.marketo.com'],
    forms: ['https://app-lon10.marketo.com'],
  },
  /** SPEC §2 "Chatbot loader", §7: the chatbot script from the institution's chatbot host. */
  chatbot: {
    purpose: 'chatbot',
    scripts: ['https://chatbot.ibera.edu'],
    connects: ['https://chatbot.ibera.edu', 'wss://chatbot.ibera.edu'],
    images: ['https://chatbot.ibera.edu'],
    frames: ['https://chatbot.ibera.edu'],
    forms: [],
  },
  /** Video modules embed players from the video sites whose thumbnails SPEC §7 reads. */
  video: {
    purpose: 'embedded video players and their thumbnails',
    scripts: [],
    connects: [],
    images: ['https://i.ytimg.com', 'https://i.vimeocdn.com'],
    frames: ['https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://player.vimeo.com'],
    forms: [],
  },
} satisfies Record<string, ThirdParty>;
