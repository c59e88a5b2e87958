// Step 6: the client and the server entry, bundled in Vite's own process since the build started
// (reused from the work folder while the code is the same), and the build hash (SPEC §2
// build-hash check): the code and the client bundle only, so a content publish does not reload
// every visitor's open page; pages carry their own input digests in the build manifest. Every
// shard of a build agrees on it.
import type { BundleResult } from '../../bundle/index.ts';
import { compactStableJson } from '../../write/stable-json.ts';
import { hash } from '../run.ts';
import type { BuildRun } from '../build-run.ts';

export interface Bundle {
  bundled: BundleResult;
  buildHash: string;
}

export async function bundle({ bundling, clock }: BuildRun): Promise<Bundle> {
  const bundled = await bundling;
  clock.lap('bundle');
  return { bundled, buildHash: hash(compactStableJson({ code: bundled.codeHash, manifest: bundled.manifest })) };
}
