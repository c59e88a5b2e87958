// SPEC §2 "Share links", §7: the share endpoints of four networks, each with its own parameter.
// Plain links: no network script is loaded, nothing is sent until the visitor follows one.

export interface ShareNetwork {
  id: 'facebook' | 'twitter' | 'linkedin' | 'whatsapp';
  /** The network's name as a visitor knows it (the same in every language). */
  name: string;
  endpoint: string;
  /** SPEC §7: the query parameter carrying what is shared. */
  parameter: 'u' | 'text' | 'url';
  /** Whether the parameter is a free text (the title, then the address) or the address alone. */
  withTitle: boolean;
}

export const SHARE_NETWORKS: readonly ShareNetwork[] = [
  { id: 'facebook', name: 'Facebook', endpoint: 'https://www.facebook.com/sharer/sharer.php', parameter: 'u', withTitle: false },
  { id: 'twitter', name: 'X (Twitter)', endpoint: 'https://twitter.com/intent/tweet', parameter: 'text', withTitle: true },
  { id: 'linkedin', name: 'LinkedIn', endpoint: 'https://www.linkedin.com/sharing/share-offsite/', parameter: 'url', withTitle: false },
  { id: 'whatsapp', name: 'WhatsApp', endpoint: 'https://api.whatsapp.com/send', parameter: 'text', withTitle: true },
];

export interface ShareLink {
  network: ShareNetwork;
  href: string;
}

/** The share address of `url` (the page's canonical address) on every network, percent-encoded. */
export function shareLinks(url: string, title: string): ShareLink[] {
  return SHARE_NETWORKS.map((network) => {
    const value = network.withTitle && title ? `${title} ${url}` : url;
    return { network, href: `${network.endpoint}?${network.parameter}=${encodeURIComponent(value)}` };
  });
}
