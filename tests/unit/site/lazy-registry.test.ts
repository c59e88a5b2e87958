// The component registries (site/lib/lazy-registry.ts): a page's components are loaded before it
// renders, and a render worker started early loads every one while it waits.
import { describe, expect, it } from 'vitest';
import { createLazyRegistry } from '../../../site/lib/lazy-registry.ts';

const component = (name: string) => Object.assign(() => name, { displayName: name });

describe('createLazyRegistry', () => {
  it('loads the named components only, and all of them on preloadAll', async () => {
    const loads: string[] = [];
    const loader = (name: string) => async () => (loads.push(name), { default: component(name) });
    const registry = createLazyRegistry({ Hero: loader('Hero'), Quote: loader('Quote'), Facts: loader('Facts') });
    await registry.preload(['Hero', 'Unknown']);
    expect(loads).toEqual(['Hero']);
    expect(registry.get('Quote')).toBeUndefined();
    await registry.preloadAll();
    expect(loads.sort()).toEqual(['Facts', 'Hero', 'Quote']);
    expect(registry.get('Quote')?.displayName).toBe('Quote');
  });

  it('names the eager components, has them once given loaded, and then never loads them', async () => {
    const loads: string[] = [];
    const loader = (name: string) => async () => (loads.push(name), { default: component(name) });
    const carousel = component('Carousel');
    const registry = createLazyRegistry({ Carousel: loader('Carousel'), Quote: loader('Quote') }, ['Carousel']);
    expect(registry.eager).toEqual(['Carousel']);
    // Until the page's entry gives it (or a client navigation preloads it), it is like any other.
    expect(registry.get('Carousel')).toBeUndefined();
    registry.provide({ Carousel: carousel });
    expect(registry.get('Carousel')).toBe(carousel);
    expect(registry.get('Quote')).toBeUndefined();
    await registry.preloadAll();
    expect(loads).toEqual(['Quote']);
    expect(registry.get('Carousel')).toBe(carousel);
  });
});
