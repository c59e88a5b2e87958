import type { TranslationKey } from './en.ts';

// UI strings in Spanish, equivalent to English (SPEC §1).
export const es: Record<TranslationKey, string> = {
  'a11y.skipToContent': 'Saltar al contenido principal',
  'a11y.navigatedTo': 'Navegado a {title}',
  'header.mainMenu': 'Menú principal',
  'header.home': 'Inicio de {site}',
  'header.languages': 'Idiomas',
  'footer.legal': 'Legal',
  'footer.social': 'Síguenos',
  'footer.rights': '© {site}',
  'news.by': 'por {author}',
  'list.empty': 'Aún no hay contenido.',
  'page.serverError': 'Error del servidor',
  'page.serverErrorMessage': 'Algo ha fallado por nuestra parte. Inténtalo de nuevo en unos minutos.',
  'page.backHome': 'Volver a la página de inicio',
};
