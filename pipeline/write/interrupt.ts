// What a run undoes when Ctrl+C stops it (docs/crash-safety.md, "Stopped by Ctrl+C"). A staged
// version not yet published is renamed out of the way and removed in the background, and the
// folder lock is given back, so the folder is left exactly as it was and the next run finds no
// leftovers. It runs synchronously: the process exits right after, and asynchronous work would
// go on writing meanwhile.
const pending = new Set<() => void>();
const switched = new Set<string>();

/** Registers an undo step for an interrupt; the returned function unregisters it (the work finished). */
export function undoOnInterrupt(step: () => void): () => void {
  pending.add(step);
  return () => void pending.delete(step);
}

/** Records that a folder's name now points at the new version: an interrupt can no longer keep the old one. */
export function markSwitched(target: string): void {
  switched.add(target);
}

/** Runs every pending undo step (latest first) and says which folders were switched before it. */
export function undoInterrupted(): { switched: ReadonlySet<string> } {
  for (const step of [...pending].reverse()) {
    try {
      step();
    } catch {
      // What cannot be undone now is repaired by the next run (recoverDir).
    }
  }
  pending.clear();
  return { switched: new Set(switched) };
}
