import type { BreadcrumbProps } from './definition.ts';
import { Breadcrumb as Trail } from '../../components/Breadcrumb/index.tsx';
import { homePath } from '../../components/Header/index.tsx';
import { useSite } from '../../app/site-context.tsx';
import { useNavigation } from '../../app/navigation.tsx';
import { useTranslation } from '../../i18n/index.tsx';

export default function Breadcrumb({ trail, current }: BreadcrumbProps) {
  const site = useSite();
  const t = useTranslation();
  const { path } = useNavigation();
  const home = homePath(site.locale, site.defaultLocale, path);
  // A page without trail metadata still leads back home, unless it is the home page itself.
  const items = trail.length > 0 ? trail : path === home ? [] : [{ label: t('breadcrumb.home'), url: home }];
  return <Trail items={items} current={current} />;
}
