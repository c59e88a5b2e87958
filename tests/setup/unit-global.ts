// The unit layer's global setup: nothing to make; its teardown checks for leftovers (tests/setup/leaks.ts).
import { checkNoLeaks } from './leaks.ts';

export default function setup(): () => Promise<void> {
  // The pool's workers end after the teardown: they are the run's, not leftovers.
  return () => checkNoLeaks('unit', { ignore: /node_modules\/vitest\// });
}
