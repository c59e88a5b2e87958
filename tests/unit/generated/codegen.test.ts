import { describe, expect, it } from 'vitest';
import { GENERATED_HEADER, staleGeneratedFiles, renderGeneratedFiles } from '../../../pipeline/codegen/run.ts';

describe('generated/', () => {
  it('is current with content/cms/schema.graphql and the operations (run `npm run codegen`)', async () => {
    expect(await staleGeneratedFiles()).toEqual([]);
  });

  it('heads every generated file as generated', async () => {
    for (const file of await renderGeneratedFiles()) expect(file.content.startsWith(GENERATED_HEADER)).toBe(true);
  });
});
