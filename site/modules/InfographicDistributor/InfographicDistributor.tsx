import type { InfographicDistributorProps } from './definition.ts';
import { Distributor } from '../../components/Distributor/index.tsx';
import { VisuallyHidden } from '../../components/VisuallyHidden/index.tsx';
import { useTranslation } from '../../i18n/index.tsx';
import styles from './InfographicDistributor.module.css';

export default function InfographicDistributor(props: InfographicDistributorProps) {
  const t = useTranslation();
  return (
    <Distributor
      {...props}
      details={(card) =>
        card.facts?.textAlternative ? (
          // A native disclosure: Enter or Space opens it, its state is announced, no script needed.
          <details className={styles.text}>
            <summary className={styles.summary}>
              {t('infographic.textVersion')}
              <VisuallyHidden>
                {' '}
                {t('infographic.of')} {card.title}
              </VisuallyHidden>
            </summary>
            <p className={styles.body} lang={card.lang}>
              {card.facts.textAlternative}
            </p>
          </details>
        ) : null
      }
    />
  );
}
