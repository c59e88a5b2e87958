// What one long-running build process (`unisite build --watch`) knows across its builds
// (docs/performance.md "A build that stays"): the code it loaded, which snapshot files were written
// since its last build (its watch says), and the files it parsed between builds so that the next
// build finds them parsed. A build starts by parsing large JSON files it wrote itself — the
// content summaries and the build manifest — a sizeable part of a one-document rebuild.
// A watching process is idle between builds: it parses them then.
//
// A value parsed ahead is exactly what reading the files now would give: it is made by the same
// function, from the files as they are on disk, and it is used only while every one of those files
// is still the one it was made from (device, inode, size, modification and change times; every
// file here is replaced by a rename, so a file written since has another inode). Each value is
// used by one build only: a build may change what it is given (the summaries' journal is applied
// to the records it reads), and a build that fails leaves the files as they were.
import { statSync } from 'node:fs';

/** Which file a path names now; 'missing' when there is none (a missing file is an answer too). */
function identityOf(file: string): string {
  try {
    const found = statSync(file);
    return `${found.dev}:${found.ino}:${found.size}:${found.mtimeMs}:${found.ctimeMs}`;
  } catch {
    return 'missing';
  }
}

interface Reader {
  files: readonly string[];
  parse: () => unknown;
}

interface Parsed {
  identities: string[];
  value: unknown;
}

export class BuildSession {
  /** The code the process loaded, by its code hash (pipeline/bundle/code-hash.ts): its first build's. */
  private codeHash: string | undefined;
  /** Whether a source file may have changed since the code hash was last taken (the watch says so). */
  private codeTouched = true;
  /** What each build read, by key: read again by `readAll` between builds. */
  private readonly readers = new Map<string, Reader>();
  private readonly parsed = new Map<string, Parsed>();
  /** How many reads were answered by a value parsed ahead (for the benchmark and the tests). */
  answeredAhead = 0;
  /**
   * The snapshot files (relative to `folder`, the snapshot version read) written since `reader`
   * (a site's summaries) last asked, when the watch knows (pipeline/watch/index.ts);
   * undefined when it does not (another version, a watch just begun, notifications lost): the
   * build then looks up every file's identity.
   */
  touchedSnapshotFiles: (folder: string, reader: string) => ReadonlySet<string> | undefined = () => undefined;

  /**
   * Whether `codeHash` is the code the process loaded: a process keeps running the code it
   * started with, so once the sources change it must not build again (its values parsed ahead
   * were made by that code too). The first hash given is the process's.
   */
  sameCode(codeHash: string): boolean {
    this.codeHash ??= codeHash;
    return this.codeHash === codeHash;
  }

  /**
   * The code hash for a build to take without looking at its hundreds of source files, when no
   * source changed since it was last taken; else undefined, and the build takes it from the
   * sources. A change seen while it does is for the build after.
   */
  knownCodeHash(): string | undefined {
    if (!this.codeTouched) return this.codeHash;
    this.codeTouched = false;
    return undefined;
  }

  /** A source file may have changed (the watch saw one written): the next build looks again. */
  codeMayHaveChanged(): void {
    this.codeTouched = true;
  }

  /**
   * What `parse` makes of `files`: the value parsed ahead if those files are the ones it was made
   * from, else parsed now. `key` names the reading (the same files read for another purpose are
   * another key); `parse` must read nothing but `files`.
   */
  async read<T>(key: string, files: readonly string[], parse: () => T | Promise<T>): Promise<T> {
    this.readers.set(key, { files, parse });
    const ahead = this.parsed.get(key);
    this.parsed.delete(key);
    if (ahead && files.every((file, at) => identityOf(file) === ahead.identities[at])) {
      this.answeredAhead += 1;
      return ahead.value as T;
    }
    return parse();
  }

  /**
   * Parses again every file the last builds read, as those files are now. The identities are
   * taken first: a file replaced while it is parsed is parsed again by the build that needs it.
   */
  async readAll(): Promise<void> {
    for (const [key, reader] of this.readers) {
      const identities = reader.files.map(identityOf);
      try {
        this.parsed.set(key, { identities, value: await reader.parse() });
      } catch {
        // The build that needs it parses it itself and reports what is wrong.
        this.parsed.delete(key);
      }
    }
  }
}
