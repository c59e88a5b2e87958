// The third-party services a site loads (SPEC §2 "Other behaviour", §7), as the origins each
// one reaches. Hosts and ids are site configuration (`thirdParties` in the site document,
// content/schema/third-parties.ts); this turns that configuration into the list the
// Content-Security-Policy is built from, so a party that is not configured is not allowed.
import type { MapTilesConfig, PartyHosts, ThirdPartiesConfig } from '../../content/schema/index.ts';

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

/** The origin of a script address; none for a path on the site itself (the stand-ins), which 'self' allows. */
export function scriptOrigin(script: string | undefined): string[] {
  return script && /^https:\/\//.test(script) ? [new URL(script).origin] : [];
}

function party(purpose: string, script: string | undefined, hosts: PartyHosts): ThirdParty {
  return { purpose, scripts: scriptOrigin(script), connects: hosts.connect, images: hosts.img, frames: hosts.frame, forms: hosts.form };
}

/**
 * The origins a tile address reaches: one per sub-domain when it has {s}. The CSP names exact
 * origins, never a wildcard, so each sub-domain is listed.
 */
export function tileOrigins(map: MapTilesConfig): string[] {
  const withHost = (host: string) => new URL(map.tiles.replace('{s}', host).replace(/\{[a-z]+\}/g, '0')).origin;
  return map.tiles.includes('{s}') ? map.subdomains.map(withHost) : [withHost('')];
}

/** Every configured third party, in a fixed order; an empty list when none is configured. */
export function thirdPartiesOf(config: ThirdPartiesConfig): ThirdParty[] {
  const parties: ThirdParty[] = [];
  const { consent, chatbot, marketingForm, video, map, embed, socialFeed } = config;
  if (consent) parties.push(party('cookie consent (consent-management platform)', consent.script, consent.hosts));
  // Without consent nothing non-essential may load (docs/third-parties.md), so the chatbot and
  // the marketing form are allowed only beside a consent platform.
  if (consent && chatbot) parties.push(party('chatbot', chatbot.script, chatbot.hosts));
  if (consent && marketingForm)
    parties.push(party('prospective-student lead form (marketing automation)', marketingForm.script, marketingForm.hosts));
  if (video) parties.push(party('embedded video players and their thumbnails', undefined, video.hosts));
  // Embedded pages load only with marketing consent (the EmbedConsent module), so only beside a consent platform.
  if (consent && embed) parties.push(party('embedded pages of other sites, after consent', undefined, embed.hosts));
  // The social feed's posts come from the networks: loaded only with marketing consent (SocialFeed).
  if (consent && socialFeed) parties.push(party('social media feed, after consent', socialFeed.script, socialFeed.hosts));
  // Tiles are images only, requested after the visitor asks for the interactive map.
  if (map)
    parties.push({
      purpose: 'map tiles (interactive location maps)',
      scripts: [],
      connects: [],
      images: tileOrigins(map),
      frames: [],
      forms: [],
    });
  return parties;
}
