import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspectRoute, listRoutes } from '../../../pipeline/inspect/index.ts';
import { copySharedSnapshots } from '../../setup/family-build.ts';

describe('unisite inspect', () => {
  let work: string;
  let snapshots: string;
  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'unisite-inspect-'));
    snapshots = join(work, 'snapshots');
    await copySharedSnapshots(snapshots);
  });
  afterAll(() => rm(work, { recursive: true, force: true }));

  it('tells a route’s snapshot, template, modules in order, alternates and output files', async () => {
    const text = await inspectRoute(snapshots, '/es');
    expect(text).toContain('Snapshot     content/snapshots/pages/es.json');
    expect(text).toContain('Template     Landing');
    expect(text).toMatch(/1\. HeroImage\s+template\.heroSection\[0\]\s+✓/);
    expect(text).toMatch(/3\. CardCollection\s+template\.mainSection\[1\]/);
    expect(text).toMatch(/4\. NewsDistributor\s+template\.mainSection\[2\]/);
    expect(text).toContain('en  /');
    expect(text).toContain('dist/es/index.html');
    expect(text).toContain('dist/assets/module-NewsDistributor-*.js');
  });

  it('lists routes by template and suggests routes for a near miss', async () => {
    const list = await listRoutes(snapshots);
    // Site by site (the research centre first), each by template.
    expect(list).toMatch(/^Site research-centre: \d+ routes\n/);
    expect(list).toMatch(/ {2}NewsDetail \(28\)\n {4}\/es\/noticias\/barometro-sucesion-2026\//);
    expect(list).toMatch(/Site law-school \(\/law-school\/\): \d+ routes/);
    expect(list).toMatch(/\d+ routes in 24 sites$/);
    await expect(inspectRoute(snapshots, '/noticias')).rejects.toThrow(/No page at \/noticias\/.*Did you mean: \/es\/noticias\//);
  });

  it('finds a route of any site of the family, and names its site and snapshot', async () => {
    const text = await inspectRoute(snapshots, '/es/law-school/programas/');
    expect(text).toContain('Site         law-school (/law-school/)');
    expect(text).toContain('Snapshot     content/snapshots/sites/law-school/pages/es/law-school/programas.json');
    expect(text).toContain('Template     ProgramsList');
    expect(text).toContain('en  /law-school/programmes/');
  });
});
