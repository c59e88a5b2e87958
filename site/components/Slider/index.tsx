// The one carousel every slider module and the hero carousel share, on Embla (docs/interactive-modules.md
// "Sliders"). It follows the WAI-ARIA carousel pattern: a named region with
// aria-roledescription "carousel", each slide a group labelled "slide x of n", previous/next
// buttons, and no keyboard trap (Tab moves through the slides' links and out; Embla scrolls a
// focused slide into view). Server-rendered as a plain scrollable row, so the first slides show
// without JavaScript; Embla is imported only here, so only pages with a slider load it.
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useTranslation } from '../../i18n/index.tsx';
import { RoundButton } from '../RoundButton/index.tsx';
import styles from './Slider.module.css';

export interface SliderProps {
  /** The carousel's accessible name (a visible heading's text, or a label). */
  label: string;
  /** id of a visible heading naming the carousel; preferred to `label` when given. */
  labelledBy?: string | undefined;
  slides: Array<{ key: string; content: ReactNode }>;
  /** How many slides fill the view: one at a time (images, quotes, heroes) or several (cards, logos). */
  layout?: 'single' | 'cards' | 'logos';
  /** Advance on its own every this many ms (hero carousel), with a visible pause button. */
  autoplay?: number | undefined;
  /** Where the controls sit: under the slides, or over them (heroes). */
  controls?: 'below' | 'overlay';
  className?: string | undefined;
}

/** Whether the visitor asked the system for less motion (no autoplay, no animated scrolling). */
function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduced;
}

export function Slider({ label, labelledBy, slides, layout = 'single', autoplay, controls = 'below', className }: SliderProps) {
  const t = useTranslation();
  const enhanced = useHydrated();
  const reducedMotion = useReducedMotion();
  const [viewport, embla] = useEmblaCarousel({ loop: autoplay !== undefined, align: 'start', duration: reducedMotion ? 1 : 25 });
  const [selected, setSelected] = useState(0);
  const [canPrevious, setCanPrevious] = useState(false);
  const [canNext, setCanNext] = useState(slides.length > 1);
  // The visitor's own choice (the pause button) wins over hover and focus, which pause only while they last.
  const [playing, setPlaying] = useState(true);
  const [held, setHeld] = useState(false);
  const autoplaying = autoplay !== undefined && playing && !held && !reducedMotion && slides.length > 1;

  useEffect(() => {
    if (!embla) return;
    const update = () => {
      setSelected(embla.selectedScrollSnap());
      setCanPrevious(embla.canScrollPrev());
      setCanNext(embla.canScrollNext());
    };
    update();
    embla.on('select', update).on('reInit', update);
    return () => {
      embla.off('select', update).off('reInit', update);
    };
  }, [embla]);

  useEffect(() => {
    if (!embla || !autoplaying || autoplay === undefined) return;
    const timer = window.setInterval(() => embla.scrollNext(), autoplay);
    return () => window.clearInterval(timer);
  }, [embla, autoplaying, autoplay]);

  const previous = useCallback(() => embla?.scrollPrev(reducedMotion), [embla, reducedMotion]);
  const next = useCallback(() => embla?.scrollNext(reducedMotion), [embla, reducedMotion]);

  // The region listens natively: arrows move between slides wherever focus is inside it (the
  // buttons stay the primary controls), and hovering or focusing it holds the autoplay (WCAG 2.2.2).
  const region = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const element = region.current;
    if (!element) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement) return;
      if (event.key === 'ArrowLeft') previous();
      else if (event.key === 'ArrowRight') next();
      else return;
      event.preventDefault();
    };
    const hold = () => setHeld(true);
    const release = () => setHeld(false);
    const onFocusOut = (event: FocusEvent) => {
      if (!element.contains(event.relatedTarget as Node | null)) setHeld(false);
    };
    element.addEventListener('keydown', onKeyDown);
    element.addEventListener('mouseenter', hold);
    element.addEventListener('mouseleave', release);
    element.addEventListener('focusin', hold);
    element.addEventListener('focusout', onFocusOut);
    return () => {
      element.removeEventListener('keydown', onKeyDown);
      element.removeEventListener('mouseenter', hold);
      element.removeEventListener('mouseleave', release);
      element.removeEventListener('focusin', hold);
      element.removeEventListener('focusout', onFocusOut);
    };
  }, [previous, next]);

  const count = slides.length;
  return (
    <section
      ref={region}
      className={[styles.slider, className].filter(Boolean).join(' ')}
      aria-roledescription="carousel"
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      data-layout={layout}
      data-controls={controls}
      data-enhanced={enhanced ? '' : undefined}
    >
      {enhanced && count > 1 ? (
        <div className={styles.controls}>
          {autoplay !== undefined && !reducedMotion ? (
            <RoundButton
              data-control="pause"
              onClick={() => setPlaying(!playing)}
              glyph={playing ? '❚❚' : '▶'}
              label={playing ? t('slider.pause') : t('slider.play')}
            />
          ) : null}
          <RoundButton
            data-control="previous"
            onClick={previous}
            aria-disabled={!canPrevious || undefined}
            glyph="←"
            label={t('slider.previous')}
          />
          <RoundButton data-control="next" onClick={next} aria-disabled={!canNext || undefined} glyph="→" label={t('slider.next')} />
        </div>
      ) : null}
      {/* Without JavaScript the row scrolls natively; it takes focus so keyboards can scroll it too. */}
      <div className={styles.viewport} ref={viewport} tabIndex={enhanced ? undefined : 0}>
        <div className={styles.track} aria-live={enhanced && !autoplaying ? 'polite' : 'off'}>
          {slides.map((slide, index) => (
            // Groups, not list items: a list may only hold items, and each slide is a named group (WAI-ARIA carousel).
            <div
              key={slide.key}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={t('slider.slideOf', { index: String(index + 1), count: String(count) })}
              aria-current={enhanced && index === selected ? 'true' : undefined}
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
