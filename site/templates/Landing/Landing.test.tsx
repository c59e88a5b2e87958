import { describe, expect, it } from 'vitest';
import { renderTemplate } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import Landing from './Landing.tsx';

describe('Landing', () => {
  it('shows the hero, the resolved news and the call to action, in order', async () => {
    const view = await renderTemplate(definition, Landing, definition.examples?.[0], { title: 'Home', path: '/', isHome: true });
    expect(view.all('section').map((section) => section.attrs['data-module'])).toEqual(['HeroImage', 'NewsDistributor', 'CallToAction']);
    expect(view.headings.filter((heading) => heading.level < 3)).toEqual([
      { level: 1, text: 'Family businesses that last for generations' },
      { level: 2, text: 'Latest news' },
      { level: 2, text: 'Join the Next Generation Programme' },
    ]);
    expect(view.all('li', (attrs) => attrs['data-kind'] === 'news')).toHaveLength(3);
    expect(view.images.map((image) => [image.src, image.preset])).toEqual([
      ['/media/campus.jpg', 'hero'],
      ['/media/news-succession-barometer.jpg', 'card'],
      ['/media/news-family-governance.jpg', 'card'],
      ['/media/news-family-offices-forum.jpg', 'card'],
    ]);
    expect(view.links).toContainEqual({ href: '/programmes/next-generation/apply/', name: 'Apply now' });
  });
});
