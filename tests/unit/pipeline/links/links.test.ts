// The family's link check (pipeline/links): which strings of a CMS document are links, which
// lead to the family's own origin, and whether the output folder answers them.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { linksOf, ownPath, published } from '../../../../pipeline/links/index.ts';

describe('the links of a document', () => {
  it('are the link fields and the anchors of rich text, each with its field, never an image', () => {
    const template = {
      mainSection: [
        { component: 'CallToAction', primary: { href: '/contact-us/', text: 'Write' } },
        { component: 'HeroImage', image: { url: '/media/campus.jpg', width: 1920, height: 1080, alt: '' }, link: { href: '/news/' } },
        { component: 'ContactForm', thankYou: '/thank-you/' },
      ],
      body: '<p>See <a class="x" href="/research/reports/">the reports</a> and <a href=\'https://www.ibera.edu/cv.pdf\'>a CV</a>.</p>',
    };
    expect(linksOf({ template })).toEqual([
      { field: 'template.mainSection[0].primary.href', target: '/contact-us/' },
      { field: 'template.mainSection[1].link.href', target: '/news/' },
      { field: 'template.mainSection[2].thankYou', target: '/thank-you/' },
      { field: 'template.body', target: '/research/reports/' },
      { field: 'template.body', target: 'https://www.ibera.edu/cv.pdf' },
    ]);
  });

  it('include menu entries nested to any depth', () => {
    const headers = [{ mainMenu: { elements: [{ label: 'A', children: [{ label: 'B', url: { href: '/b/' } }] }] } }];
    expect(linksOf({ headers })).toEqual([{ field: 'headers[0].mainMenu.elements[0].children[0].url.href', target: '/b/' }]);
  });
});

describe('a link to the family', () => {
  const origins = ['https://www.ibera.edu'];
  it('is a site path or an address on its own origin, without query or fragment', () => {
    expect(ownPath('/news/?page=2#list', origins)).toBe('/news/');
    expect(ownPath('https://www.ibera.edu/law-school/', origins)).toBe('/law-school/');
    expect(ownPath('https://www.ibera.edu', origins)).toBe('/');
  });
  it('is not another host, a protocol-relative address, mail, a phone or an anchor', () => {
    for (const target of [
      'https://www.ibera.edu.evil.example/x/',
      '//cdn.example/x',
      'mailto:a@ibera.edu',
      'tel:+34915',
      '#top',
      'https://example.org/',
    ]) {
      expect(ownPath(target, origins), target).toBeNull();
    }
  });
});

describe('an output folder', () => {
  const dist = mkdtempSync(join(tmpdir(), 'unisite-links-'));
  mkdirSync(join(dist, 'news'), { recursive: true });
  writeFileSync(join(dist, 'news', 'index.html'), '');
  mkdirSync(join(dist, 'media'));
  writeFileSync(join(dist, 'media', 'report 2026.pdf'), '%PDF');
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('answers a page folder with its index, and a file', () => {
    expect(published(dist, '/news/')).toBe(true);
    expect(published(dist, '/news')).toBe(true);
    expect(published(dist, '/media/report%202026.pdf')).toBe(true);
  });
  it('does not answer a missing page or file, a folder without a page, or a way out of the folder', () => {
    expect(published(dist, '/events/')).toBe(false);
    expect(published(dist, '/media/')).toBe(false);
    expect(published(dist, '/media/missing.pdf')).toBe(false);
    expect(published(dist, '/news/../../etc/passwd')).toBe(false);
    expect(published(dist, '/%E0%A4%A')).toBe(false);
  });
});
