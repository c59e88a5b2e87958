import type { QuoteProps } from './definition.ts';
import { QuoteFigure } from '../../components/QuoteFigure/index.tsx';
import styles from './Quote.module.css';

export default function Quote({ quote, author, role }: QuoteProps) {
  return <QuoteFigure className={styles.quote} quote={quote} author={author} role={role} />;
}
