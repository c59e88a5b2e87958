// The import directions of docs/architecture.md ("Import directions"), checked by `npm run lint`.
// Each rule names the direction it keeps; an import against one, or any import cycle, fails lint.
// tests/unit/import-rules.test.ts runs every rule on an import against it, and fails when a path
// here matches no file (a rule naming a moved file would guard nothing).
/** Browser code: what a client chunk may contain (docs/architecture.md "Browser-safe by construction"). */
const BROWSER = ['^site/(app|components|lib|i18n)/', '^themes/', '^site/(modules|templates)/[^/]+/(?!definition\\.ts$)[^/]+$'];
/** Tests beside a component run in Node and may read its definition or the pipeline. */
const TESTS = '\\.test\\.tsx?$';
/** Build-only code and server libraries, which browser code may import for types only. */
const NODE_ONLY = [
  '^pipeline/',
  '^content/cms/',
  '^site/define/',
  '/definition\\.ts$',
  'node_modules/(zod|graphql|graphql-request|graphql-yoga|sharp|sanitize-html)/',
];

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'Modules import each other in a circle. Only the generated registries may close a circle, through a lazy import() of a component.',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['dynamic-import'] } },
    },
    {
      name: 'schema-imports-nothing-of-ours',
      comment: 'content/schema is the neutral bottom every folder imports downward: it imports no folder of ours.',
      severity: 'error',
      from: { path: '^content/schema/' },
      to: { path: '^(pipeline|site|themes|generated|content/cms)/' },
    },
    {
      name: 'cms-never-imports-pipeline',
      comment:
        'The embedded CMS stands for a remote CMS: what it needs from the pipeline is passed into startCms by the caller. Only the error catalogue (pipeline/errors/) may be imported: the CMS answers its callers with its codes and texts.',
      severity: 'error',
      from: { path: '^content/cms/' },
      to: { path: '^pipeline/', pathNot: '^pipeline/errors/' },
    },
    {
      name: 'errors-import-nothing-of-the-pipeline',
      comment:
        'The error catalogue is imported by every stage and by the embedded CMS: it imports only content/schema (the content problems it names), never the pipeline, the site or the CMS.',
      severity: 'error',
      from: { path: '^pipeline/errors/' },
      to: { path: '^(pipeline/(?!errors/)|site/|themes/|generated/|content/cms/)' },
    },
    {
      name: 'themes-import-only-themes',
      comment: 'Design tokens are a leaf: components read themes, never the other way round.',
      severity: 'error',
      from: { path: '^themes/' },
      to: { path: '^(pipeline|site|content|generated)/' },
    },
    {
      name: 'site-never-imports-pipeline',
      comment: 'Definitions and components are inputs of the pipeline, not users of it.',
      severity: 'error',
      from: { path: '^site/', pathNot: TESTS },
      to: { path: '^(pipeline|content/cms)/' },
    },
    {
      name: 'browser-code-is-browser-safe',
      comment: 'A client chunk must not contain build-only code or a server library; import such code with `import type` only.',
      severity: 'error',
      from: { path: BROWSER, pathNot: TESTS },
      to: { path: NODE_ONLY, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'no-stage-reaches-back-into-sync',
      comment:
        'Content types and content problems live in content/schema; later stages take validated snapshots and never import the sync. Only the tools that run a sync (cli, preview, inspect) and the starter of the CMS (pipeline/cms.ts) call it.',
      severity: 'error',
      from: { path: '^pipeline/', pathNot: ['^pipeline/(sync|cli|preview|inspect)/', '^pipeline/cms\\.ts$'] },
      to: { path: '^pipeline/sync/' },
    },
    {
      name: 'sync-never-imports-later-stages',
      comment: 'The sync is the first stage: it writes snapshots and knows nothing of the build.',
      severity: 'error',
      from: { path: '^pipeline/sync/' },
      to: {
        path: '^pipeline/(resolve|images|bundle|render|artefacts|search|site-build|watch|gallery|preview|serve|inspect|cli)/',
      },
    },
    {
      name: 'stages-never-import-the-orchestrator',
      comment:
        'The orchestrators call the stages: the build (pipeline/site-build/: its steps, the family, the previous build, the schedule) and the watch with its session (pipeline/watch/). A stage never imports them (snapshots takes what it needs of the session as a parameter type of its own); only the tools around the flow (cli, inspect, preview, verify) may.',
      severity: 'error',
      from: { path: '^pipeline/', pathNot: '^pipeline/(site-build|watch|cli|inspect|preview|verify)/' },
      to: { path: '^pipeline/(site-build|watch)/' },
    },
    {
      name: 'nothing-imports-the-cli',
      comment: 'The CLI parses arguments and calls the pipeline; nothing calls back into it.',
      severity: 'error',
      from: { path: '^(pipeline|content|site|themes|generated)/', pathNot: '^pipeline/cli/' },
      to: { path: '^pipeline/cli/' },
    },
  ],
  options: {
    // Packages are leaves of the graph, never cruised into, yet kept in it: excluding them would drop
    // the imports of zod, sharp … that browser-code-is-browser-safe must see.
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|dist-sites|content/snapshots)/' },
    // Type-only imports count (a cycle of types is still a tangle), marked so rules can tell them apart.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.cjs', '.d.mts'],
    },
  },
};
