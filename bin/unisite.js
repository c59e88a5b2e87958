#!/usr/bin/env node
// The `unisite` command. Runs the TypeScript CLI through tsx's loader in a child Node process,
// so render workers and every subcommand share one module loader.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { NODE_FLAGS, processEnv } from '../pipeline/process-options.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const tsx = pathToFileURL(require.resolve('tsx')).href;
// The flags and allocator options that bound a build's memory (pipeline/process-options.mjs).
const child = spawn(process.execPath, [...NODE_FLAGS, '--import', tsx, join(root, 'pipeline/cli/main.ts'), ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: processEnv(process.env),
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
