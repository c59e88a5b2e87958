// A full garbage collection, for the few points where the build has just let go of most of what
// it held (docs/performance.md "Memory"). V8 collects when its heap grows, not when a program
// drops a large structure; on a machine with plenty of memory it lets hundreds of megabytes of
// garbage stand, and resident memory keeps the high-water mark of the heap while the render
// workers add theirs on top.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

let collect: (() => void) | undefined;

export function collectGarbage(): void {
  if (!collect) {
    // The collector's entry point is only exposed by a flag; set now, it is visible to a new context.
    setFlagsFromString('--expose-gc');
    collect = runInNewContext('gc') as () => void;
  }
  collect();
}
