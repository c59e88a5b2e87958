import { describe, expect, it } from 'vitest';
import { formatPath, modulesIn, walkObjects, walkValues } from '../../../pipeline/walk.ts';

const template = {
  title: 'A page',
  mainSection: [
    { component: 'RichText', text: '<p>One</p>' },
    { component: 'Gallery', images: [{ url: '/media/a.jpg' }, { url: '/media/b.jpg' }] },
  ],
};

describe('the content walker', () => {
  it('visits every value parents first, each with its path from the root', () => {
    const seen: string[] = [];
    walkValues(template, (node, at) => seen.push(`${formatPath(at.path)}=${typeof node}`), ['template']);
    expect(seen).toEqual([
      'template=object',
      'template.title=string',
      'template.mainSection=object',
      'template.mainSection[0]=object',
      'template.mainSection[0].component=string',
      'template.mainSection[0].text=string',
      'template.mainSection[1]=object',
      'template.mainSection[1].component=string',
      'template.mainSection[1].images=object',
      'template.mainSection[1].images[0]=object',
      'template.mainSection[1].images[0].url=string',
      'template.mainSection[1].images[1]=object',
      'template.mainSection[1].images[1].url=string',
    ]);
  });

  it('gives each visit a path of its own that later visits do not change', () => {
    const paths: Array<ReadonlyArray<string | number>> = [];
    walkObjects(template, (node, at) => (typeof node.url === 'string' ? paths.push(at.path) : undefined));
    expect(paths.map(formatPath)).toEqual(['mainSection[1].images[0]', 'mainSection[1].images[1]']);
    expect(modulesIn(template).map(({ module, path }) => `${module.component} at ${formatPath(path)}`)).toEqual([
      'RichText at template.mainSection[0]',
      'Gallery at template.mainSection[1]',
    ]);
  });

  it('names the object or array holding each value', () => {
    const parents: unknown[] = [];
    walkValues(template, (node, at) => (node === '/media/b.jpg' ? parents.push(at.parent) : undefined));
    expect(parents).toEqual([{ url: '/media/b.jpg' }]);
  });
});
