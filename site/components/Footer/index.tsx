// The site footer (SPEC §3 "Page context" footer): footer logo of the header's school, social
// links and the legal menu, in the page's footer theme. Its layout is the site footer's
// `options.variant` (content/schema/site.ts): `default`; `school`, which adds the footer logos of
// the school's units (`options.units`), each linking to its site; `minimal`, legal menu and
// copyright only (docs/modules.md, "Footers"). With a consent platform configured, the
// legal menu ends with "Cookie settings", where a visitor changes or withdraws consent
// (docs/third-parties.md); it needs the platform's script, so it appears once the page runs.
// The parts live in parts.tsx, shared with the footer modules editors place on a page.
import { useSite } from '../../app/site-context.tsx';
import { FooterBrand, FooterLegal, FooterRights, FooterSocial, FooterUnits } from './parts.tsx';
import styles from './Footer.module.css';

export function Footer({ theme }: { theme?: string | null | undefined }) {
  const site = useSite();
  const { variant, units } = site.footer.options;
  return (
    <footer className={styles.footer} data-theme={theme ?? undefined} data-variant={variant}>
      <div className={styles.inner}>
        {variant === 'minimal' ? null : <FooterBrand />}
        {variant === 'school' ? <FooterUnits units={units} /> : null}
        {variant === 'minimal' ? null : <FooterSocial />}
        <FooterLegal />
        <FooterRights />
      </div>
    </footer>
  );
}

export { styles as footerStyles };
