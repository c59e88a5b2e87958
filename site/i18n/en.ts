// UI strings in English: the reference set; every other language must have the same keys.
export const en = {
  'a11y.skipToContent': 'Skip to main content',
  'a11y.navigatedTo': 'Navigated to {title}',
  'header.mainMenu': 'Main menu',
  'header.home': '{site} home',
  'header.languages': 'Languages',
  'footer.legal': 'Legal',
  'footer.social': 'Follow us',
  'footer.rights': '© {site}',
  'news.by': 'by {author}',
  'list.empty': 'Nothing here yet.',
  'page.serverError': 'Server Error',
  'page.serverErrorMessage': 'Something went wrong on our side. Please try again in a few minutes.',
  'page.backHome': 'Back to the home page',
} as const;

export type TranslationKey = keyof typeof en;
