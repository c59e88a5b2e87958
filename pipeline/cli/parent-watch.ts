// The launcher (bin/unisite.js) runs this process as its child, joined by an IPC channel. When
// the launcher dies — SIGKILL, a closed terminal, an out-of-memory kill — the channel closes, and
// this process ends at once instead of going on under PID 1: holding the folder's lock, building,
// or switching a folder minutes after its operator saw the command end. Its render workers are
// threads of this process and end with it; the Vite child watches this process the same way
// (pipeline/bundle/vite-process.mjs), and Pagefind ends when its input closes.
//
// Exiting here runs no cleanup: a run killed at any moment leaves what the next run repairs
// (docs/crash-safety.md), and nothing started after this moment switches anything.

/** Ends this process when the launcher that started it is gone (no-op when started otherwise). */
export function exitWithParent(): void {
  const channel = process.channel;
  if (!channel) return;
  // The channel must not keep the process alive once the command's work is done.
  channel.unref();
  process.once('disconnect', () => process.exit(129));
  // Gone while this process loaded its modules: the event came before anyone listened.
  if (!process.connected) process.exit(129);
}
