import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { postsOf } from '../../lib/social-feed.ts';
import { definition } from './definition.ts';
import SocialFeed from './SocialFeed.tsx';

describe('SocialFeed', () => {
  it('before consent (and without JavaScript) says where the posts are and why they are not shown, and loads nothing', () => {
    const view = renderModule(definition, SocialFeed, definition.examples?.[0]);
    expect(view.headings).toEqual([{ level: 2, text: 'Latest on LinkedIn' }]);
    const [region] = view.all('section');
    expect(region?.name).toBe('Latest on LinkedIn');
    expect(view.text).toContain(
      'The latest posts of Centre for Business Families come from LinkedIn, which sets its own cookies. They show here once you accept marketing cookies.',
    );
    expect(view.all('ul')).toEqual([]);
    expect(view.all('script')).toEqual([]);
    // "Cookie settings" needs the consent platform, so it comes once the page runs.
    expect(view.byRole('button')).toEqual([]);
  });

  it('always links the profile, saying it opens in a new tab, with the network glyph drawn by CSS', () => {
    const view = renderModule(definition, SocialFeed, definition.examples?.[0]);
    expect(view.links).toEqual([
      {
        href: 'https://www.linkedin.com/school/ibera-business-families/',
        name: 'Centre for Business Families on LinkedIn (opens in a new tab)',
      },
    ]);
    const [link] = view.all('a');
    expect(link?.attrs).toMatchObject({ target: '_blank', rel: 'noreferrer', 'data-icon': 'linkedin' });
  });

  it('holds an empty polite status line from the first render, so the arrival of the posts is announced', () => {
    const view = renderModule(definition, SocialFeed, definition.examples?.[0]);
    const [status] = view.byRole('status');
    expect(status?.text).toBe('');
  });

  it('speaks Spanish on Spanish pages', () => {
    const view = renderModule(definition, SocialFeed, definition.examples?.[1], { page: { locale: 'es', path: '/es/' } });
    expect(view.headings).toEqual([{ level: 2, text: 'Síguenos en Instagram' }]);
    expect(view.text).toContain('Las últimas publicaciones de @iberafamilies vienen de Instagram');
    expect(view.links).toEqual([
      { href: 'https://www.instagram.com/iberafamilies/', name: '@iberafamilies en Instagram (se abre en una pestaña nueva)' },
    ]);
  });

  it('refuses a profile that is not an https address, naming the field', () => {
    const result = definition.schema.safeParse({ ...definition.examples?.[0], profile: 'javascript:alert(1)' });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['profile']);
  });
});

describe("the social-feed service's answer", () => {
  const post = (id: string, date: string, extra: Record<string, unknown> = {}) => ({
    id,
    text: `Post ${id}`,
    date,
    url: 'https://x.com/ibera',
    ...extra,
  });

  it('keeps the well-formed posts, newest first, at most as many as asked', () => {
    const answer = [post('a', '2026-10-01T10:00:00Z'), post('b', '2026-11-01T10:00:00Z'), post('c', '2026-09-01T10:00:00Z')];
    expect(postsOf(answer, 2).map((each) => each.id)).toEqual(['b', 'a']);
  });

  it('leaves out posts without text or date, with a link that is not https, and answers that are not lists', () => {
    const answer = [
      post('ok', '2026-10-01T10:00:00Z'),
      post('script', '2026-10-01T10:00:00Z', { url: 'javascript:alert(1)' }),
      post('plain', '2026-10-01T10:00:00Z', { url: 'http://x.com/ibera' }),
      post('empty', '2026-10-01T10:00:00Z', { text: '  ' }),
      post('undated', 'yesterday'),
      'not a post',
      null,
    ];
    expect(postsOf(answer, 10).map((each) => each.id)).toEqual(['ok']);
    expect(postsOf({ posts: [] }, 10)).toEqual([]);
    expect(postsOf(undefined, 10)).toEqual([]);
  });
});
