// The scroll reveal's runtime (site/app/reveal.ts): one observer for the page, sections in view
// never hidden, each revealed once, nothing at all under prefers-reduced-motion or without
// IntersectionObserver. The browser is a small stand-in: the project runs unit tests in Node.
import { describe, expect, it } from 'vitest';
import { createReveal, READY_ATTRIBUTE, REVEAL_ROOT_MARGIN, REVEALED_ATTRIBUTE, type RevealEnvironment } from '../../../site/app/reveal.ts';

class FakeElement {
  readonly attributes = new Map<string, string>();
  constructor(
    readonly top: number,
    reveal = true,
  ) {
    if (reveal) this.attributes.set('data-reveal', '');
  }
  setAttribute(name: string, value: string) {
    this.attributes.set(name, value);
  }
  hasAttribute(name: string) {
    return this.attributes.has(name);
  }
  getBoundingClientRect() {
    return { top: this.top };
  }
}

function browser(elements: FakeElement[], { reducedMotion = false, observer = true } = {}) {
  const observers: Array<{
    options: IntersectionObserverInit | undefined;
    watched: Set<FakeElement>;
    fire: (target: FakeElement, isIntersecting: boolean) => void;
  }> = [];
  class FakeObserver {
    readonly watched = new Set<FakeElement>();
    constructor(
      private readonly callback: IntersectionObserverCallback,
      readonly options?: IntersectionObserverInit,
    ) {
      observers.push({ options, watched: this.watched, fire: (target, isIntersecting) => this.fire(target, isIntersecting) });
    }
    observe(element: FakeElement) {
      this.watched.add(element);
    }
    unobserve(element: FakeElement) {
      this.watched.delete(element);
    }
    private fire(target: FakeElement, isIntersecting: boolean) {
      this.callback([{ target, isIntersecting } as unknown as IntersectionObserverEntry], this as unknown as IntersectionObserver);
    }
  }
  const root = new FakeElement(0, false);
  const environment = {
    document: {
      documentElement: root,
      // The runtime's one query: sections marked for the reveal and not yet revealed.
      querySelectorAll: () =>
        elements.filter((element) => element.hasAttribute('data-reveal') && !element.hasAttribute(REVEALED_ATTRIBUTE)),
    },
    IntersectionObserver: observer ? FakeObserver : undefined,
    matchMedia: (query: string) => ({ matches: reducedMotion && query === '(prefers-reduced-motion: reduce)' }),
    innerHeight: 800,
  } as unknown as RevealEnvironment;
  return { environment, root, observers };
}

describe('scroll reveal', () => {
  it('watches the sections below the fold with one observer, rootMargin -100px, and reveals each once', () => {
    const inView = new FakeElement(100);
    const below = new FakeElement(1500);
    const further = new FakeElement(2500);
    const { environment, root, observers } = browser([inView, below, further]);
    const reveal = createReveal(environment);
    reveal.scan();
    expect(observers).toHaveLength(1);
    expect(observers[0]!.options?.rootMargin).toBe(REVEAL_ROOT_MARGIN);
    expect(REVEAL_ROOT_MARGIN).toBe('0px 0px -100px 0px');
    // What a visitor already sees is never hidden to fade in again.
    expect(inView.hasAttribute(REVEALED_ATTRIBUTE)).toBe(true);
    expect([...observers[0]!.watched]).toEqual([below, further]);
    expect(root.hasAttribute(READY_ATTRIBUTE)).toBe(true);

    observers[0]!.fire(below, false);
    expect(below.hasAttribute(REVEALED_ATTRIBUTE)).toBe(false);
    observers[0]!.fire(below, true);
    expect(below.hasAttribute(REVEALED_ATTRIBUTE)).toBe(true);
    expect([...observers[0]!.watched]).toEqual([further]);
  });

  it('watches sections rendered later (a client navigation) with the same observer, each once', () => {
    const first = new FakeElement(1500);
    const elements = [first];
    const { environment, observers } = browser(elements);
    const reveal = createReveal(environment);
    reveal.scan();
    const next = new FakeElement(1800);
    elements.push(next);
    reveal.scan();
    reveal.scan();
    expect(observers).toHaveLength(1);
    expect([...observers[0]!.watched]).toEqual([first, next]);
  });

  it('does nothing under prefers-reduced-motion, nor without IntersectionObserver: every section stays visible', () => {
    for (const options of [{ reducedMotion: true }, { observer: false }]) {
      const below = new FakeElement(1500);
      const { environment, root, observers } = browser([below], options);
      createReveal(environment).scan();
      expect(observers).toHaveLength(0);
      expect(root.hasAttribute(READY_ATTRIBUTE)).toBe(false);
    }
  });

  it('does nothing outside a browser (the server render)', () => {
    expect(() => createReveal(undefined).scan()).not.toThrow();
  });
});
