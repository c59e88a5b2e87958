// The Node versions unisite starts on, and that package.json's `engines` says the same.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { supportedNode, unsupportedNodeLine } from '../../../../pipeline/cli/node-version.mjs';

describe('supported Node versions', () => {
  it('are 20.19+, 22.12+ and 24+', () => {
    for (const version of ['20.19.0', 'v20.20.2', '22.12.0', '22.22.1', '24.0.0', '25.1.0'])
      expect(supportedNode(version), version).toBe(true);
    for (const version of ['18.20.4', '20.18.3', '21.7.3', '22.11.0', '23.11.0']) expect(supportedNode(version), version).toBe(false);
  });

  it("include this machine's", () => {
    expect(supportedNode(process.versions.node)).toBe(true);
  });

  it('are the ones package.json names', () => {
    const { engines } = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../../package.json'), 'utf8')) as {
      engines: { node: string };
    };
    expect(engines.node).toBe('^20.19.0 || ^22.12.0 || >=24.0.0');
  });

  it('refuses an unsupported Node in one line naming it', () => {
    const line = unsupportedNodeLine('v18.20.4');
    expect(line.split('\n')).toHaveLength(1);
    expect(line).toContain('Node 18.20.4');
  });
});
