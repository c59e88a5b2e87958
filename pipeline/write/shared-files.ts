// Files every site of a family writes alike (fonts, brand logos, theme previews: made from the
// code, never from a site's content), made once for the family instead of once per site. Each is
// kept in the work folder under the digest of its bytes, and each site's version links it: no
// site writes or compares its bytes again, and a file whose bytes did not change keeps its
// identity (one inode) from one build to the next, as a file linked from the live version does.
// Nothing is ever written into a kept file (the versions share it by hard link): a new one is
// written beside under a name of its own and renamed, so a killed build leaves none half written.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { extname, join } from 'node:path';
import { placeLinked, writeWholeFile } from './files.ts';

export class SharedFiles {
  /** Per group (an artefact's name): the files it wrote, relative to dist/, and their kept copies. */
  private readonly groups = new Map<string, Map<string, string>>();
  private readonly kept = new Set<string>();

  constructor(private readonly dir: string) {}

  /**
   * Places the files of `group` into `root`: linked from the kept copies when a site placed them
   * already, else made by `make` (through the `write` it is given) and kept for the next sites.
   */
  async place(
    group: string,
    root: string,
    madeDirs: Set<string>,
    make: (write: (file: string, bytes: string | Uint8Array) => Promise<void>) => Promise<void>,
  ): Promise<void> {
    const known = this.groups.get(group);
    if (known) {
      for (const [file, from] of known) placeLinked(root, file, from, madeDirs);
      return;
    }
    const files = new Map<string, string>();
    await make(async (file, bytes) => {
      const from = await this.keep(file, bytes);
      placeLinked(root, file, from, madeDirs);
      files.set(file, from);
    });
    this.groups.set(group, files);
  }

  /** The kept copy of these bytes, written when there is none. */
  private async keep(file: string, bytes: string | Uint8Array): Promise<string> {
    const name = `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}${extname(file)}`;
    const path = join(this.dir, name);
    if (!existsSync(path)) await writeWholeFile(path, bytes);
    this.kept.add(name);
    return path;
  }

  /** After a family's build: the kept copies no site used this time go (the code that made them changed). */
  prune(): void {
    if (!existsSync(this.dir)) return;
    for (const name of readdirSync(this.dir)) if (!this.kept.has(name)) rmSync(join(this.dir, name), { force: true });
  }
}
