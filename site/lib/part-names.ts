// The names of the shared parts (site/lib/parts.ts), apart from their loaders so that definitions
// can name them without importing the registry.
export type PartName = 'Slider';
