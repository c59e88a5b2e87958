// The social-feed service's browser API (docs/third-parties.md "Social feed"): its script, loaded
// once and only with marketing consent, defines window.socialFeed.posts(). What it answers is
// data from outside the site, so only well-formed posts are kept: the SocialFeed module renders
// them as its own markup (never the service's HTML), and links only to https addresses.

export interface SocialPost {
  id: string;
  text: string;
  /** ISO date-time of publication. */
  date: string;
  /** The post on its network. */
  url: string;
}

export interface SocialFeedRequest {
  network: string;
  account: string;
  count: number;
  locale: string;
}

export interface SocialFeedApi {
  posts(request: SocialFeedRequest): Promise<unknown>;
}

declare global {
  interface Window {
    socialFeed?: SocialFeedApi;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The well-formed posts of an answer, newest first, at most `count`; anything else is left out. */
export function postsOf(answer: unknown, count: number): SocialPost[] {
  if (!Array.isArray(answer)) return [];
  const posts = answer.flatMap((item): SocialPost[] => {
    if (!isRecord(item)) return [];
    const { id, text, date, url } = item;
    if (typeof id !== 'string' || typeof text !== 'string' || !text.trim() || typeof date !== 'string' || typeof url !== 'string')
      return [];
    if (Number.isNaN(Date.parse(date)) || !/^https:\/\//.test(url)) return [];
    return [{ id, text: text.trim(), date, url }];
  });
  return posts.sort((a, b) => Date.parse(b.date) - Date.parse(a.date)).slice(0, count);
}

let loading: Promise<SocialFeedApi> | undefined;

/** Loads the service's script once per page life; later calls share the first load. */
export function loadSocialFeed(script: string): Promise<SocialFeedApi> {
  loading ??= new Promise<SocialFeedApi>((resolve, reject) => {
    if (window.socialFeed) return resolve(window.socialFeed);
    const element = document.createElement('script');
    element.src = script;
    element.async = true;
    element.dataset.thirdParty = 'socialFeed';
    element.addEventListener('load', () => (window.socialFeed ? resolve(window.socialFeed) : reject(new Error('no window.socialFeed'))));
    element.addEventListener('error', () => reject(new Error(`could not load ${script}`)));
    document.body.append(element);
  }).catch((error: unknown) => {
    // A failed load may be retried by the next module that asks (a flaky connection).
    loading = undefined;
    throw error;
  });
  return loading;
}
