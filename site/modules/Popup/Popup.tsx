import { useCallback, useEffect, useId, useState, type MouseEvent } from 'react';
import type { PopupProps } from './definition.ts';
import { Dialog } from '../../components/Dialog/index.tsx';
import { Image } from '../../components/Image/index.tsx';
import { Link } from '../../components/Link/index.tsx';
import { isDismissed, rememberDismissal } from '../../lib/client-values.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useGalleryPreview } from '../../lib/gallery-preview.ts';
import { useTranslation } from '../../i18n/index.tsx';
import styles from './Popup.module.css';

/** The newsletter variant's sign-up: a labelled, required email field sent to the sign-up page. */
function SignUp({ action, privacy, labelledBy }: Pick<PopupProps, 'action' | 'privacy'> & { labelledBy: string }) {
  const t = useTranslation();
  const id = useId();
  const [before, after] = t('popup.privacy').split('{link}');
  return (
    <form className={styles.form} method="get" action={action} aria-labelledby={labelledBy} data-site-form="">
      <label className={styles.label} htmlFor={id}>
        {t('popup.email')}
      </label>
      <div className={styles.row}>
        <input
          className={styles.input}
          id={id}
          name="email"
          type="email"
          autoComplete="email"
          placeholder={t('popup.placeholder')}
          required
        />
        <button className={styles.cta} type="submit">
          {t('popup.subscribe')}
        </button>
      </div>
      {privacy?.text && (privacy.href || privacy.linkToURL) ? (
        <p className={styles.privacy}>
          {before}
          <Link link={privacy}>{privacy.text}</Link>
          {after}
        </p>
      ) : null}
    </form>
  );
}

export default function Popup({
  popupId,
  title,
  html,
  image,
  link,
  trigger,
  triggerText,
  delay,
  remember,
  variant,
  eyebrow,
  action,
  privacy,
}: PopupProps) {
  const t = useTranslation();
  const enhanced = useHydrated();
  // The gallery shows the trigger and the content side by side, never a dialog on a timer.
  const preview = useGalleryPreview();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const anchor = `popup-${popupId}`;

  // A delayed popup opens by itself once, unless the visitor dismissed it before.
  useEffect(() => {
    if (trigger !== 'delay' || preview) return;
    if (remember && isDismissed(window.localStorage, popupId)) return;
    const timer = window.setTimeout(() => setOpen(true), delay * 1000);
    return () => window.clearTimeout(timer);
  }, [trigger, remember, popupId, delay, preview]);

  const close = useCallback(() => {
    setOpen(false);
    if (remember) rememberDismissal(window.localStorage, popupId);
  }, [remember, popupId]);

  const body = (
    <div className={styles.body} data-variant={variant}>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {image ? <Image className={styles.image} image={image} /> : null}
      {/* Sanitised at sync by RichTextSchema. */}
      <div className={styles.text} dangerouslySetInnerHTML={{ __html: html }} />
      {variant === 'newsletter' && action ? <SignUp action={action} privacy={privacy} labelledBy={titleId} /> : null}
      {link?.text ? (
        <Link className={styles.cta} link={link}>
          {link.text}
        </Link>
      ) : null}
    </div>
  );

  const label = triggerText ?? t('popup.open');
  const onTrigger = (event: MouseEvent) => {
    event.preventDefault();
    setOpen(true);
  };

  // Without JavaScript (and until hydrated) the trigger is an in-page link to the same content.
  if (preview) {
    return (
      <div className={styles.popup}>
        {trigger === 'delay' ? null : (
          <span className={styles.trigger} data-trigger={trigger}>
            {label}
          </span>
        )}
        <section className={styles.fallback} data-preview="" aria-labelledby={titleId}>
          {body}
        </section>
      </div>
    );
  }

  if (!enhanced) {
    return trigger === 'delay' ? null : (
      <div className={styles.popup}>
        <a className={styles.trigger} data-trigger={trigger} href={`#${anchor}`}>
          {label}
        </a>
        <section id={anchor} className={styles.fallback} aria-labelledby={titleId}>
          {body}
        </section>
      </div>
    );
  }

  return (
    <div className={styles.popup} data-trigger={trigger}>
      {trigger === 'button' ? (
        <button type="button" className={styles.trigger} data-trigger={trigger} aria-haspopup="dialog" onClick={onTrigger}>
          {label}
        </button>
      ) : trigger === 'link' ? (
        <a className={styles.trigger} data-trigger={trigger} href={`#${anchor}`} aria-haspopup="dialog" onClick={onTrigger}>
          {label}
        </a>
      ) : null}
      <Dialog open={open} onClose={close} labelledBy={titleId}>
        {body}
      </Dialog>
    </div>
  );
}
