// What `--quiet` and `--json` print, and when the CLI uses colours.
import { describe, expect, it } from 'vitest';
import { codedWarning, createRunOutput, type OutputMode } from '../../../../pipeline/cli/output.ts';
import { colorsFor } from '../../../../pipeline/reporter.ts';

function run(mode: OutputMode) {
  let stdout = '';
  let stderr = '';
  const output = createRunOutput('build', mode, {
    stdout: { write: (text: string) => ((stdout += text), true) } as unknown as NodeJS.WritableStream,
    stderr: { isTTY: false, write: (text: string) => ((stderr += text), true) } as unknown as NodeJS.WriteStream,
  });
  const { reporter } = output;
  reporter.phase('build: site a');
  reporter.progress(1, 2);
  reporter.info('a detail');
  reporter.warn('[THEME_UNKNOWN] page /news/: theme "x" is unknown');
  reporter.done('built 3 pages of site a');
  reporter.done('built the family: a 3 pages');
  output.record('build', { pages: 3 });
  return { output, stdout: () => stdout, stderr: () => stderr };
}

describe('CLI output modes', () => {
  it('normal prints every phase and summary', () => {
    const { output, stderr } = run('normal');
    output.succeed();
    expect(stderr()).toContain('› build: site a');
    expect(stderr()).toContain('✓ built 3 pages of site a');
    expect(stderr()).toContain('✓ built the family');
  });

  it('--quiet prints warnings and only the last summary line', () => {
    const { output, stdout, stderr } = run('quiet');
    output.succeed();
    expect(stderr().split('\n').filter(Boolean)).toEqual([
      '! [THEME_UNKNOWN] page /news/: theme "x" is unknown',
      '✓ built the family: a 3 pages',
    ]);
    expect(stdout()).toBe('');
  });

  it('--json prints nothing on stderr and one object on stdout, with coded warnings', () => {
    const { output, stdout, stderr } = run('json');
    output.succeed();
    expect(stderr()).toBe('');
    const lines = stdout().split('\n').filter(Boolean);
    expect(lines).toHaveLength(1);
    const object = JSON.parse(lines[0] as string) as Record<string, unknown>;
    expect(object).toMatchObject({
      command: 'build',
      ok: true,
      build: { pages: 3 },
      warnings: [{ code: 'THEME_UNKNOWN', message: 'page /news/: theme "x" is unknown' }],
    });
    expect(typeof object.seconds).toBe('number');
  });

  it('--json reports a failure as an object with the coded error', () => {
    const { output, stdout } = run('json');
    expect(output.fail({ code: 'SITE_UNKNOWN', message: 'no site x', fix: 'name one' })).toBe(true);
    expect(JSON.parse(stdout())).toMatchObject({ ok: false, error: { code: 'SITE_UNKNOWN', message: 'no site x', fix: 'name one' } });
  });

  it('without --json a failure is left to the CLI to print', () => {
    const { output, stdout } = run('quiet');
    expect(output.fail({ code: 'X', message: 'y' })).toBe(false);
    expect(stdout()).toBe('');
  });

  it('a warning without a code keeps its whole text', () => {
    expect(codedWarning('something odd')).toEqual({ code: null, message: 'something odd' });
  });

  it('colours only at a terminal, outside CI, without NO_COLOR', () => {
    const plain = { ci: false, noColor: false };
    expect(colorsFor({ isTTY: true }, plain).green('✓')).toContain('\x1b[');
    expect(colorsFor({ isTTY: false }, plain).green('✓')).toBe('✓');
    expect(colorsFor({ isTTY: true }, { ci: true, noColor: false }).green('✓')).toBe('✓');
    expect(colorsFor({ isTTY: true }, { ci: false, noColor: true }).green('✓')).toBe('✓');
  });
});
