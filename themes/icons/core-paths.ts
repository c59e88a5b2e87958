// The icon set's drawings (SPEC §9 "Icons"), all on a 24px grid. Two kinds: filled paths (the
// social networks and the header's interface glyphs, always loaded with the header) and stroked
// outlines (the library the modules use). Each group is its own constant so a client chunk only
// carries the groups it imports (see site/components/Icon/index.tsx and library.tsx).

/** SPEC §9 "Social networks", filled brand glyphs. */
export const SOCIAL: Record<string, string> = {
  facebook: 'M14 8h3V4h-3c-2.8 0-4 1.7-4 4.3V10H7v4h3v8h4v-8h3l1-4h-4V8.6c0-.4.3-.6.7-.6z',
  flickr: 'M7 8.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7zm10 0a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7z',
  instagram:
    'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm0 2a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm5 3a4 4 0 1 1 0 8 4 4 0 0 1 0-8zm0 2a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm4.5-3.5a1 1 0 1 1 0 2 1 1 0 0 1 0-2z',
  linkedin:
    'M4 9h3.5v11H4zm1.8-5.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM9.5 9H13v1.6c.5-.9 1.7-1.9 3.6-1.9 3.7 0 4.4 2.4 4.4 5.5V20h-3.5v-5c0-1.3 0-2.9-1.8-2.9S13 13.5 13 14.9V20H9.5z',
  twitter: 'M4 4h4.5l3.9 5.4L17 4h2.5l-5.9 6.9L20.5 20H16l-4.2-5.8L6.8 20H4.3l6.3-7.3z',
  youtube:
    'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.3 5 12 5 12 5s-6.3 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8c1.5.4 7.8.4 7.8.4s6.3 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3z',
  tiktok: 'M16 3c.3 2.2 1.6 3.6 4 3.8v3.3c-1.5 0-2.8-.4-4-1.2V15a6 6 0 1 1-6-6v3.3a2.7 2.7 0 1 0 2.7 2.7V3z',
  snapchat:
    'M12 3c3 0 5 2.2 5 5v2.5l1.6-.5.6 1.3-2.1 1c.6 1.6 1.9 2.8 3.4 3.2l-.3 1.1-2.2.5-.4 1.4-2.1-.2c-.9.9-2.1 1.7-3.5 1.7s-2.6-.8-3.5-1.7l-2.1.2-.4-1.4-2.2-.5-.3-1.1c1.5-.4 2.8-1.6 3.4-3.2l-2.1-1 .6-1.3 1.6.5V8c0-2.8 2-5 5-5z',
  podcast: 'M12 2a7 7 0 0 1 4 12.7v-2.6a5 5 0 1 0-8 0v2.6A7 7 0 0 1 12 2zm0 5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zm-1.5 6.5h3l-.5 8.5h-2z',
  newsletter: 'M3 5h18v14H3zm2 2v.5l7 4.5 7-4.5V7zm0 2.9V17h14V9.9l-7 4.5z',
  whatsapp:
    'M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 2a8 8 0 1 1-4.1 14.9l-.3-.2-3 .8.8-2.9-.2-.3A8 8 0 0 1 12 4zm-3.2 3.8c-.3 0-.7.1-1 .5-.4.4-1.3 1.2-1.3 3s1.3 3.5 1.5 3.8c.2.2 2.6 4 6.3 5.4 3.1 1.2 3.7 1 4.4.9.7-.1 2.2-.9 2.5-1.8.3-.9.3-1.6.2-1.8-.1-.2-.3-.3-.7-.5l-2.3-1.1c-.3-.1-.5-.2-.8.2l-1 1.3c-.2.2-.4.3-.7.1-.4-.2-1.5-.6-2.8-1.8-1-.9-1.7-2-1.9-2.4-.2-.3 0-.5.2-.7l.5-.6.3-.6c.1-.2 0-.4 0-.6L10 8.3c-.3-.6-.5-.5-.8-.5z',
};

/** Interface glyphs of the header and shared components (filled). */
export const INTERFACE: Record<string, string> = {
  menu: 'M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z',
  close: 'M5.6 4.2 12 10.6l6.4-6.4 1.4 1.4-6.4 6.4 6.4 6.4-1.4 1.4-6.4-6.4-6.4 6.4-1.4-1.4 6.4-6.4-6.4-6.4z',
  'chevron-right': 'M9.3 5.3 16 12l-6.7 6.7-1.4-1.4 5.3-5.3-5.3-5.3z',
  'chevron-left': 'M14.7 5.3 8 12l6.7 6.7 1.4-1.4L10.8 12l5.3-5.3z',
  'chevron-down': 'M5.3 9.3 12 16l6.7-6.7-1.4-1.4-5.3 5.3-5.3-5.3z',
  'chevron-up': 'M5.3 14.7 12 8l6.7 6.7-1.4 1.4-5.3-5.3-5.3 5.3z',
  search: 'M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10z',
  chat: 'M4 4h16v12H8l-4 4zm2 2v9.2L7.2 14H18V6z',
  mail: 'M3 5h18v14H3zm2 2v.5l7 4.5 7-4.5V7zm0 2.9V17h14V9.9l-7 4.5z',
  sitemap: 'M10 3h4v4h-1v3h6v4h1v4h-4v-4h1v-2h-4v2h1v4h-4v-4h1v-2H7v2h1v4H4v-4h1v-4h6V7h-1z',
  external: 'M14 3h7v7h-2V6.4l-7.3 7.3-1.4-1.4L17.6 5H14zM5 5h6v2H7v10h10v-4h2v6H5z',
  globe:
    'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm-2 2.3A8 8 0 0 0 4.1 11h3.9c.1-2.5.8-4.9 2-6.7zm4 0c1.2 1.8 1.9 4.2 2 6.7h3.9A8 8 0 0 0 14 4.3zM12 4.4c-1.1 1.5-1.9 3.9-2 6.6h4c-.1-2.7-.9-5.1-2-6.6zM4.1 13a8 8 0 0 0 5.9 6.7c-1.2-1.8-1.9-4.2-2-6.7zm5.9 0c.1 2.7.9 5.1 2 6.6 1.1-1.5 1.9-3.9 2-6.6zm6 0c-.1 2.5-.8 4.9-2 6.7a8 8 0 0 0 5.9-6.7z',
  calendar: 'M7 2h2v2h6V2h2v2h4v17H3V4h4zm-2 8v9h14v-9z',
  book: 'M4 4h7a3 3 0 0 1 1 .2A3 3 0 0 1 13 4h7v15h-7a1 1 0 0 0-1 1 1 1 0 0 0-1-1H4zm2 2v11h5V7a1 1 0 0 0-1-1zm8 0a1 1 0 0 0-1 1v10h5V6z',
};
