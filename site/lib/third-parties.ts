// The third-party services a site loads (SPEC §2 "Other behaviour", §7), as the origins each
// one reaches. Hosts and ids are site configuration (`thirdParties` in the site document,
// content/schema/third-parties.ts); this turns that configuration into the list the
// Content-Security-Policy is built from, so a party that is not configured is not allowed.
import type { PartyHosts, ThirdPartiesConfig } from '../../content/schema/index.ts';

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

/** Every configured third party, in a fixed order; an empty list when none is configured. */
export function thirdPartiesOf(config: ThirdPartiesConfig): ThirdParty[] {
  const parties: ThirdParty[] = [];
  const { consent, chatbot, marketingForm, video } = config;
  if (consent) parties.push(party('cookie consent (consent-management platform)', consent.script, consent.hosts));
  // Without consent nothing non-essential may load (docs/third-parties.md), so the chatbot and
  // the marketing form are allowed only beside a consent platform.
  if (consent && chatbot) parties.push(party('chatbot', chatbot.script, chatbot.hosts));
  if (consent && marketingForm)
    parties.push(party('prospective-student lead form (marketing automation)', marketingForm.script, marketingForm.hosts));
  if (video) parties.push(party('embedded video players and their thumbnails', undefined, video.hosts));
  return parties;
}
