import { formatDate } from '../../lib/format-date.ts';
import { useLocale } from '../../app/site-context.tsx';

export function FormattedDate({ value }: { value: string }) {
  const locale = useLocale();
  return <time dateTime={value}>{formatDate(value, locale)}</time>;
}
