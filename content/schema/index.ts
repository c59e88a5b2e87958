// Everything a snapshot holds. `z.infer` types here are THE content types (docs/architecture.md "Folders").
export * from './common.ts';
export * from './site.ts';
export * from './third-parties.ts';
export * from './page.ts';
export * from './regions.ts';
export * from './data-source.ts';
export * from './cards.ts';
export * from './entities.ts';
export * from './element-id.ts';
export * from './program.ts';
export * from './family.ts';
