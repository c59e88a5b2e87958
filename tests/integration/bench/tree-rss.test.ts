// The benchmark's peak memory counts a step's child processes (Vite, the Pagefind indexers):
// a parent whose child holds 200 MB must weigh at least that much.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { treeRssBytes } from '../../bench/tree-rss.ts';

const MiB = 2 ** 20;

describe('treeRssBytes', () => {
  it.runIf(process.platform === 'linux')('counts the memory of a process’s children, not only its own', async () => {
    // A child that holds 200 MB (touched, so resident) and says so once it does.
    const child = spawn(
      process.execPath,
      ['-e', "const b = Buffer.alloc(200 * 2 ** 20, 1); process.stdout.write('ready'); setInterval(() => b[0]++, 1000);"],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    try {
      await once(child.stdout, 'data');
      const own = process.memoryUsage().rss;
      const tree = treeRssBytes(process.pid);
      expect(tree - own).toBeGreaterThan(200 * MiB);
      // The child alone is its own tree.
      expect(treeRssBytes(child.pid as number)).toBeGreaterThan(200 * MiB);
    } finally {
      child.kill();
      await once(child, 'exit');
    }
  });

  it('is 0 for a process that does not exist', () => {
    expect(treeRssBytes(2 ** 22 + 12345)).toBe(0);
  });
});
