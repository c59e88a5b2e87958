// The third-party services a site loads (SPEC §2 "Other behaviour", §7): site configuration,
// written in the site document of the CMS, never in code. What is not configured is not
// loaded and not allowed by the Content-Security-Policy (docs/third-parties.md).
import { z } from 'zod';

/** An https origin such as https://cdn.example.net (wss for sockets): what a CSP source names. */
export const OriginSchema = z.string().regex(/^(https|wss):\/\/[a-z0-9.-]+(:\d{1,5})?$/, {
  message: 'Must be an origin like https://cdn.example.net (https or wss, lowercase host, no path)',
});

/**
 * A script address: an https address, or a path on the site itself (`/third-parties/…`, what sync
 * writes for the embedded CMS's stand-ins). Never http, data: or a protocol-relative `//host`.
 */
export const ScriptUrlSchema = z
  .string()
  .regex(/^(https:\/\/[a-z0-9.-]+(:\d{1,5})?\/[\w\-./~%]*(\?[\w\-.~%=&]*)?|\/third-parties\/[\w.-]+\.js)$/, {
    message: 'Must be an https address of a script (or a /third-parties/<name>.js path of the site)',
  });

/** Host names, as `location.hostname` gives them. */
const HostnameSchema = z.string().regex(/^[a-z0-9.-]+$/, { message: 'Must be a host name like www.example.edu' });

/** Origins a party reaches besides its script's own, per CSP directive. */
export const PartyHostsSchema = z.strictObject({
  connect: z.array(OriginSchema).default([]),
  img: z.array(OriginSchema).default([]),
  frame: z.array(OriginSchema).default([]),
  form: z.array(OriginSchema).default([]),
});

/** Consent categories (the consent platform's group ids) that each non-essential party needs. */
export const ConsentCategoriesSchema = z.strictObject({
  /** The `nor` cookie and the marketing form. */
  marketing: z.string().min(1).default('C0004'),
  /** The chatbot (functional cookies, calls to the chatbot host). */
  chatbot: z.string().min(1).default('C0003'),
});

/** SPEC §2 "Consent loader": one domain-script id for the production hosts, another for all others. */
export const ConsentSchema = z.strictObject({
  script: ScriptUrlSchema,
  domainScripts: z.strictObject({ production: z.string().min(1), other: z.string().min(1) }),
  /** The production hosts: the main site, the landing site and their QA variants. */
  productionHosts: z.array(HostnameSchema).default([]),
  categories: ConsentCategoriesSchema.default({ marketing: 'C0004', chatbot: 'C0003' }),
  hosts: PartyHostsSchema.default({ connect: [], img: [], frame: [], form: [] }),
});

/** SPEC §2 "Chatbot loader": the institution's chatbot script. */
export const ChatbotSchema = z.strictObject({
  script: ScriptUrlSchema,
  hosts: PartyHostsSchema.default({ connect: [], img: [], frame: [], form: [] }),
});

/**
 * SPEC §3 "Lead form", §7 forms2.min.js: the marketing-automation provider's script, whose
 * origin is the pod host, and the account's munchkin id. Each lead form names its own form id.
 */
export const MarketingFormSchema = z.strictObject({
  script: ScriptUrlSchema,
  /** The provider's account id, e.g. 123-ABC-456; without it the lead form logs SPEC §8's "missing munchkin". */
  munchkinId: z
    .string()
    .regex(/^[\w-]+$/)
    .optional(),
  hosts: PartyHostsSchema.default({ connect: [], img: [], frame: [], form: [] }),
});

/** Video players the Video modules open on play (frames) and their poster hosts. */
export const VideoPlayersSchema = z.strictObject({
  hosts: PartyHostsSchema.default({ connect: [], img: [], frame: [], form: [] }),
});

/**
 * The map tile server of the LocationMap module (docs/interactive-modules.md "Maps"): an https address with
 * {z}, {x} and {y} (and optionally {s}, {r}) placeholders. Without it no interactive map is
 * offered, only the static address and directions link. Its origin is allowed for images only.
 */
export const MapTilesSchema = z.strictObject({
  tiles: z
    .string()
    .regex(/^https:\/\/[a-z0-9.{}-]+(:\d{1,5})?\/[\w\-./{}@]*\{z\}[\w\-./{}@]*\{x\}[\w\-./{}@]*\{y\}[\w\-./{}@]*(\?[\w\-.~%=&{}]*)?$/, {
      message: 'Must be an https tile address with {z}, {x} and {y}, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    }),
  /** The credit the tile provider asks for, shown on the map (plain text). */
  attribution: z.string().min(1),
  /** Tile sub-domains for {s}, e.g. ['a', 'b', 'c']. */
  subdomains: z.array(z.string().regex(/^[a-z0-9-]+$/)).default([]),
  maxZoom: z.number().int().min(1).max(22).default(19),
});

/**
 * Embedded pages of other sites that the EmbedConsent module frames (a survey, a 3D model, a
 * playlist): their origins, allowed as frames only, and only beside a consent platform, since
 * such pages set their own cookies and load only with the visitor's marketing consent.
 */
export const EmbedsSchema = z.strictObject({
  hosts: PartyHostsSchema.default({ connect: [], img: [], frame: [], form: [] }),
});

/**
 * The social-feed service the SocialFeed module reads the latest posts of an account from (the
 * institution's aggregator of its networks). Its script defines `window.socialFeed.posts()`
 * (docs/third-parties.md "Social feed"); it is loaded only with marketing consent, since the
 * posts come from the networks, so only beside a consent platform.
 */
export const SocialFeedSchema = z.strictObject({
  script: ScriptUrlSchema,
  hosts: PartyHostsSchema.default({ connect: [], img: [], frame: [], form: [] }),
});

export const ThirdPartiesSchema = z.strictObject({
  consent: ConsentSchema.optional(),
  chatbot: ChatbotSchema.optional(),
  marketingForm: MarketingFormSchema.optional(),
  video: VideoPlayersSchema.optional(),
  map: MapTilesSchema.optional(),
  embed: EmbedsSchema.optional(),
  socialFeed: SocialFeedSchema.optional(),
});

export type ThirdPartiesConfig = z.infer<typeof ThirdPartiesSchema>;
export type ConsentConfig = z.infer<typeof ConsentSchema>;
export type ChatbotConfig = z.infer<typeof ChatbotSchema>;
export type PartyHosts = z.infer<typeof PartyHostsSchema>;
export type MapTilesConfig = z.infer<typeof MapTilesSchema>;
