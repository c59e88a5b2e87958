import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspectRoute, listRoutes } from '../../../pipeline/inspect/index.ts';
import { runCli } from '../../helpers/cli.ts';
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

  it('with --site, lists that site’s routes alone and looks a route up in it', async () => {
    const list = await listRoutes(snapshots, 'law-school');
    expect(list).toMatch(/^Site law-school \(\/law-school\/\): (\d+) routes\n/);
    const count = Number(/^Site law-school \(\/law-school\/\): (\d+) routes/.exec(list)?.[1]);
    expect(list).toMatch(new RegExp(`\\n${count} routes$`));
    expect(list).toContain('    /es/law-school/programas/');
    // Every route listed is the law school's; the research centre's are not.
    const routes = list.split('\n').filter((line) => /^ {4}\//.test(line));
    expect(routes).toHaveLength(count);
    expect(routes.every((line) => /^ {4}(\/es)?\/law-school(\/|$)/.test(line))).toBe(true);
    // By key and by CMS id alike.
    const text = await inspectRoute(snapshots, '/es/law-school/programas/', 'law-school');
    expect(text).toContain('Site         law-school (/law-school/)');
    expect(text).toContain('Template     ProgramsList');
  });

  it('with --site, names the site a route of another belongs to, and refuses a key no site has, naming the keys', async () => {
    await expect(inspectRoute(snapshots, '/es/noticias/', 'law-school')).rejects.toThrow(
      /No page at \/es\/noticias\/ in site law-school of content\/snapshots\. It is a page of site research-centre\./,
    );
    await expect(listRoutes(snapshots, 'law-schol')).rejects.toMatchObject({
      code: 'SITE_UNKNOWN',
      message: expect.stringMatching(/--site law-schol: .*hold no site with that key\..*research-centre \(\d+\).*law-school \(\d+\)/s),
    });
  });

  it('`unisite inspect --site <key>` takes the key on the command line, --json and --list alike', async () => {
    const env = { UNISITE_SNAPSHOTS_DIR: snapshots };
    const listed = await runCli(['inspect', '--list', '--site', 'law-school', '--json'], env);
    expect(listed.code, listed.stderr).toBe(0);
    const list = JSON.parse(listed.stdout) as { inspect: { counts: { sites: number }; sites: Array<{ key: string }> } };
    expect(list.inspect.counts.sites).toBe(1);
    expect(list.inspect.sites.map((site) => site.key)).toEqual(['law-school']);
    const found = await runCli(['inspect', '/law-school/programmes/', '--site', 'law-school'], env);
    expect(found.code, found.stderr).toBe(0);
    expect(found.stdout).toContain('Template     ProgramsList');
    const unknown = await runCli(['inspect', '--list', '--site', 'law-schol'], env);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/SITE_UNKNOWN.*--site law-schol.*law-school \(\d+\)/s);
  });
});
