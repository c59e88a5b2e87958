#!/usr/bin/env node
// The `unisite` command. Runs the CLI in a child Node process with the flags that bound a build's
// memory: compiled into JavaScript when it can be, else the TypeScript through tsx.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cliProgram } from '../pipeline/cli/compiled.mjs';
import { NODE_FLAGS, processEnv } from '../pipeline/process-options.mjs';
import { supportedNode, unsupportedNodeLine } from '../pipeline/cli/node-version.mjs';

// An unsupported Node gets one line, not a stack from deep inside the build.
if (!supportedNode(process.versions.node)) {
  console.error(unsupportedNodeLine(process.versions.node));
  process.exit(1);
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// The compiled CLI starts sooner, without the TypeScript loader (pipeline/cli/compiled.mjs); without it,
// the TypeScript runs through tsx's loader.
const program = await cliProgram(root, join(root, 'pipeline/cli/main.ts'));
// The flags and allocator options that bound a build's memory (pipeline/process-options.mjs).
// The IPC channel is how the child knows this process is gone, however it ended, even by
// SIGKILL, which cannot be forwarded: it then ends itself (pipeline/cli/parent-watch.ts).
const child = spawn(process.execPath, [...NODE_FLAGS, ...program, ...process.argv.slice(2)], {
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  env: processEnv(process.env),
});
// Signals that end this process are passed on, so the child ends the way it was asked to
// (a build's watch finishes the running build on SIGINT).
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
