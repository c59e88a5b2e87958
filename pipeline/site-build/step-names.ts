// The build's steps by name, in the order they run: what `unisite build --help` lists. Each is a
// module of ./steps/ (`07-write-pages.ts` is "write pages"); a unit test holds this list, that
// folder, the orchestrator's comments and docs/architecture.md's table to the same steps. No
// imports: the CLI reads it when it starts.
export const BUILD_STEPS = [
  'read',
  'plan',
  'stage',
  'resolve',
  'images',
  'bundle',
  'write pages',
  'search',
  'site files',
  'commit',
] as const;

const COUNTS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

/** The steps in words: "ten steps — read, plan, …, commit". */
export const buildStepsText = (): string => `${COUNTS[BUILD_STEPS.length] ?? BUILD_STEPS.length} steps — ${BUILD_STEPS.join(', ')}`;
