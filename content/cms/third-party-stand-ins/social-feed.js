// Stand-in of the institution's social-feed service (docs/third-parties.md "Social feed"),
// served by the embedded CMS so the demo site and the end-to-end tests run with no network.
// Like the real one it defines window.socialFeed.posts({ network, account, count, locale }),
// which answers with the account's latest posts, newest first: { id, text, date (ISO), url }.
// The real service reads them from the networks; the stand-in has a few of its own.
(() => {
  if (window.socialFeed) return;
  const POSTS = {
    en: [
      {
        text: 'The Succession Barometer 2026 is out: 38% of Spanish family firms have chosen a successor, up from 29% in 2022.',
        date: '2026-11-24T10:00:00Z',
      },
      {
        text: 'Registration is open for the Family Business Conference 2027, 11 and 12 March in Madrid: a governance day and a next generation day.',
        date: '2026-11-18T09:30:00Z',
      },
      {
        text: 'Lucía Herrera on what the next generation expects of the family firm, in our latest podcast episode.',
        date: '2026-11-10T16:00:00Z',
      },
      {
        text: 'Thank you to the 120 families who joined the Family Offices Forum this week. The sessions will be online soon.',
        date: '2026-10-30T12:00:00Z',
      },
      { text: 'New case study: how a fourth-generation winery wrote its family protocol.', date: '2026-10-21T08:45:00Z' },
      { text: 'Applications for the Family Governance Programme 2027 close on 15 January.', date: '2026-10-12T11:15:00Z' },
    ],
    es: [
      {
        text: 'Ya está aquí el Barómetro de la Sucesión 2026: el 38 % de las empresas familiares españolas ya ha elegido sucesor, frente al 29 % en 2022.',
        date: '2026-11-24T10:00:00Z',
      },
      {
        text: 'Abiertas las inscripciones para el Congreso de la Empresa Familiar 2027, el 11 y 12 de marzo en Madrid.',
        date: '2026-11-18T09:30:00Z',
      },
      {
        text: 'Lucía Herrera explica qué espera la siguiente generación de la empresa familiar, en nuestro último pódcast.',
        date: '2026-11-10T16:00:00Z',
      },
      {
        text: 'Gracias a las 120 familias que participaron esta semana en el Foro de Family Offices. Pronto publicaremos las sesiones.',
        date: '2026-10-30T12:00:00Z',
      },
      { text: 'Nuevo caso: cómo una bodega de cuarta generación redactó su protocolo familiar.', date: '2026-10-21T08:45:00Z' },
      { text: 'La inscripción en el Programa de Gobierno Familiar 2027 se cierra el 15 de enero.', date: '2026-10-12T11:15:00Z' },
    ],
  };
  // An account as an address segment: "Centre for Business Families" → centre-for-business-families.
  const slug = (account) =>
    account
      .replace(/^@/, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
  const PROFILES = {
    linkedin: (account) => `https://www.linkedin.com/company/${slug(account)}/`,
    twitter: (account) => `https://x.com/${slug(account)}`,
    instagram: (account) => `https://www.instagram.com/${slug(account)}/`,
    facebook: (account) => `https://www.facebook.com/${slug(account)}`,
    youtube: (account) => `https://www.youtube.com/@${slug(account)}`,
    tiktok: (account) => `https://www.tiktok.com/@${slug(account)}`,
  };
  window.socialFeed = {
    posts({ network, account, count = 4, locale = 'en' }) {
      const profile = (PROFILES[network] ?? PROFILES.linkedin)(String(account));
      const posts = (POSTS[locale] ?? POSTS.en).slice(0, Math.max(0, Math.min(count, 12)));
      return Promise.resolve(
        posts.map((post, index) => ({ id: `${network}-${index + 1}`, text: post.text, date: post.date, url: profile })),
      );
    },
  };
})();
