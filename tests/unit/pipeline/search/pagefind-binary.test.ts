// Search runs on every platform: the binary is the `pagefind` package's optional dependency for
// this machine, found without naming one platform in package.json.
import { accessSync, constants, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pagefindBinary, pagefindPlatformPackage } from '../../../../pipeline/search/index.ts';

const root = resolve(import.meta.dirname, '../../../..');

describe('the Pagefind binary', () => {
  it('is named per platform as the pagefind package names its optional dependencies', () => {
    const optional = Object.keys(
      (JSON.parse(readFileSync(resolve(root, 'node_modules/pagefind/package.json'), 'utf8')) as { optionalDependencies: object })
        .optionalDependencies,
    );
    for (const [platform, arch] of [
      ['linux', 'x64'],
      ['linux', 'arm64'],
      ['darwin', 'arm64'],
      ['darwin', 'x64'],
      ['win32', 'x64'],
      ['win32', 'arm64'],
    ] as const) {
      expect(optional).toContain(pagefindPlatformPackage(platform, arch));
    }
  });

  it("is this machine's, installed and executable", () => {
    expect(() => accessSync(pagefindBinary(), constants.X_OK)).not.toThrow();
  });

  it('comes through the pagefind package, with no platform package named in package.json', () => {
    const manifest = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as Record<string, Record<string, string>>;
    const all = { ...manifest.dependencies, ...manifest.devDependencies };
    expect(all.pagefind).toBeDefined();
    expect(Object.keys(all).filter((name) => name.startsWith('@pagefind/'))).toEqual([]);
  });
});
