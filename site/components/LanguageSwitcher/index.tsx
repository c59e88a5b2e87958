// Links to this page in the other languages that are live (SPEC §3 "Page context" pageLanguages).
import type { PageLanguage } from '../../../content/schema/index.ts';
import { useSite } from '../../app/site-context.tsx';
import { useTranslation } from '../../i18n/index.tsx';
import { Link } from '../Link/index.tsx';
import styles from './LanguageSwitcher.module.css';

/**
 * `locales` limits the languages offered (the header's showEnglishLanguage / showSpanishLanguage).
 * `landmark` makes it a navigation landmark; inside another landmark (the mobile menu) it is a
 * labelled group instead, so a page never has two landmarks of the same name.
 */
export function LanguageSwitcher({
  alternates,
  locales,
  landmark = true,
}: {
  alternates: PageLanguage[];
  locales?: string[] | undefined;
  landmark?: boolean;
}) {
  const site = useSite();
  const t = useTranslation();
  const live = site.languages.filter(
    (language) => (!locales || locales.includes(language.locale)) && alternates.some((a) => a.locale === language.locale && a.isLive),
  );
  if (live.length < 2) return null;
  const Wrapper = landmark ? 'nav' : 'div';
  return (
    <Wrapper className={styles.switcher} role={landmark ? undefined : 'group'} aria-label={t('header.languages')}>
      <ul className={styles.list}>
        {live.map((language) => {
          const alternate = alternates.find((a) => a.locale === language.locale);
          if (!alternate) return null;
          const current = language.locale === site.locale;
          return (
            <li key={language.locale}>
              {current ? (
                <span className={styles.current} aria-current="true" lang={language.locale}>
                  {language.label}
                </span>
              ) : (
                <Link className={styles.link} link={{ href: alternate.path }} lang={language.locale} hrefLang={language.locale}>
                  {language.label}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </Wrapper>
  );
}
