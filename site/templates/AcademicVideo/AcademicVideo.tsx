import type { AcademicVideoTemplate } from './definition.ts';
import type { PageView } from '../../lib/page-view.ts';
import { Image } from '../../components/Image/index.tsx';
import { FormattedDate } from '../../components/FormattedDate/index.tsx';
import { DetailHeader } from '../../components/DetailHeader/index.tsx';
import { FactsBox } from '../../components/FactsBox/index.tsx';
import { Link } from '../../components/Link/index.tsx';
import { ModuleList } from '../../components/ModuleList/index.tsx';
import { ShareLinks } from '../../components/ShareLinks/index.tsx';
import { useTranslation } from '../../i18n/index.tsx';
import styles from './AcademicVideo.module.css';

/** 'PT20M15S' → '20:15' (what a visitor reads next to a video). */
function clock(duration: string): string {
  const match = /^PT(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?$/.exec(duration);
  if (!match) return duration;
  const [hours, minutes, seconds] = [match[1], match[2], match[3]].map((part) => Number(part ?? 0)) as [number, number, number];
  const pad = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${minutes}:${pad(seconds)}`;
}

export default function AcademicVideo({ template, page }: { template: AcademicVideoTemplate; page: PageView['page'] }) {
  const t = useTranslation();
  const { video } = template;
  const facts = [
    { label: t('video.date'), value: <FormattedDate value={template.date} /> },
    ...(video.duration ? [{ label: t('video.duration'), value: clock(video.duration) }] : []),
    ...(template.speakers.length > 0 ? [{ label: t('video.speakers'), value: template.speakers.join(', ') }] : []),
  ];
  return (
    <>
      <article className={styles.article}>
        <DetailHeader eyebrow={template.academicArea} title={template.title} summary={template.summary}>
          <ShareLinks page={page} title={template.title} />
        </DetailHeader>
        {/* A poster linking to the video site: no player script until the visitor asks for it. */}
        <Link className={styles.poster} link={{ href: `https://www.youtube.com/watch?v=${video.youtubeId}`, newTab: true }}>
          <Image className={styles.thumbnail} image={video.thumbnail} sizes="(min-width: 1216px) 1216px, 100vw" priority />
          <span className={styles.play} aria-hidden="true">
            ▶
          </span>
          <span className={styles.watch}>{t('video.watch', { title: template.title })}</span>
        </Link>
        <FactsBox id="video-details" title={t('video.details')} facts={facts} wide className={styles.facts} />
        {template.body ? <div className={styles.body} dangerouslySetInnerHTML={{ __html: template.body }} /> : null}
      </article>
      <ModuleList modules={template.mainSection} />
    </>
  );
}
