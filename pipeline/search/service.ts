// Pagefind's service mode (`pagefind_extended --service`): the indexer reads requests on stdin and
// answers on stdout, each message a base64-encoded JSON object followed by a comma. It is the
// protocol the `pagefind` npm wrapper speaks; the wrapper itself cannot be installed here (see
// pagefindBinary in index.ts), and the protocol is small enough to speak directly. Through it the
// build hands Pagefind each page's indexable HTML from memory, so pages need not be on disk in a
// folder of their own and unchanged pages need not be read at all (docs/search.md).
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { bug, userError } from '../errors/index.ts';
import { childEnv } from '../memory.ts';

/** What the service answers; `Error` for a request it refused. */
type Response =
  | { type: 'Error'; message: string }
  | { type: 'NewIndex'; index_id: number }
  | { type: 'IndexedFile'; page_word_count: number; page_url: string; page_meta: Record<string, string> }
  | { type: 'WriteFiles'; output_path: string }
  /** Every file of the index, its content in base64. */
  | { type: 'GetFiles'; files: Array<{ path: string; content: string }> }
  | { type: string };

export class PagefindService {
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly pending = new Map<number, { resolve: (response: Response) => void; reject: (error: Error) => void }>();
  private nextId = 0;
  private readonly roomWaiters: Array<() => void> = [];
  /** The text of a message whose end has not come yet. */
  private partial: string[] = [];
  private stderr = '';
  private failure: Error | undefined;

  constructor(binary: string) {
    this.child = spawn(binary, ['--service'], { stdio: ['pipe', 'pipe', 'pipe'], env: childEnv('jemalloc') });
    // Every failure of Pagefind's is SEARCH_INDEX_FAILED, saying how it failed; the process not
    // starting at all (a binary that is not executable) is an installation's.
    const binaryName = binary.split(/[\\/]/).slice(-4).join('/');
    this.child.stdout.setEncoding('utf8');
    this.child.stdout.on('data', (chunk: string) => this.receive(chunk));
    this.child.stderr.setEncoding('utf8');
    this.child.stderr.on('data', (chunk: string) => {
      // Only the tail is kept: it is what names the failure.
      this.stderr = (this.stderr + chunk).slice(-4000);
    });
    this.child.on('error', (error) =>
      this.fail(userError('SEARCH_INDEX_FAILED', { problem: 'cannot-start', binary: binaryName, reason: error.message }, { cause: error })),
    );
    // On 'close', once its output is read to the end: 'exit' can come before the last of it.
    this.child.on('close', (code, signal) =>
      this.fail(
        userError('SEARCH_INDEX_FAILED', {
          problem: 'stopped',
          stop: signal ? { signal } : { exitCode: code ?? 0 },
          // The end of what it printed names the failure, on one line.
          output: this.stderr.replace(/\s+/g, ' ').trim().slice(-500),
        }),
      ),
    );
    // A request written after the service died must not throw asynchronously; the process's exit,
    // which follows, fails the waiting requests, saying how it ended.
    this.child.stdin.on('error', () => undefined);
  }

  /**
   * Resolves once fewer than `window` requests wait for their answer. A build hands Pagefind pages
   * faster than it parses them: without waiting, every page's request (base64 of its JSON) queued
   * in the pipe's buffer, the largest part of the build's memory while it indexed.
   */
  async room(window = 64): Promise<void> {
    while (this.pending.size >= window && !this.failure) await new Promise<void>((resolve) => this.roomWaiters.push(resolve));
  }

  /** Sends one request; the answer arrives in order of the requests. */
  request(payload: Record<string, unknown>): Promise<Response> {
    if (this.failure) return Promise.reject(this.failure);
    this.nextId += 1;
    const id = this.nextId;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.child.stdin.write(`${Buffer.from(JSON.stringify({ message_id: id, payload })).toString('base64')},`);
    });
  }

  /** Sends a request and returns its answer of the expected type, or throws Pagefind's message. */
  async expect<T extends Response['type']>(type: T, payload: Record<string, unknown>): Promise<Extract<Response, { type: T }>> {
    const response = await this.request(payload);
    if (response.type !== type) {
      throw 'message' in response
        ? userError('SEARCH_INDEX_FAILED', { problem: 'refused', request: String(payload.type), message: String(response.message) })
        : userError('SEARCH_INDEX_FAILED', { problem: 'unreadable', detail: `${response.type} in answer to ${String(payload.type)}` });
    }
    return response as Extract<Response, { type: T }>;
  }

  /**
   * Ends the service (it holds the indexes in memory only) and waits until it has exited, so its
   * CPU time is counted with the build's (tests/bench) and no process outlives the build.
   */
  async close(): Promise<void> {
    this.failure ??= bug('a request was sent to the Pagefind service after it was closed');
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
    this.child.stdin.end();
    this.child.kill();
    await exited;
  }

  private receive(chunk: string): void {
    // A message is base64 (no commas) ended by a comma. An index's files arrive as one message of
    // megabytes in chunks of 64 KB: the chunks are joined once its end has come, not searched
    // again as one growing string for each.
    let start = 0;
    for (let comma = chunk.indexOf(','); comma >= 0; comma = chunk.indexOf(',', start)) {
      this.partial.push(chunk.slice(start, comma));
      const text = this.partial.join('');
      this.partial = [];
      start = comma + 1;
      if (!this.answer(text)) return;
    }
    if (start < chunk.length) this.partial.push(chunk.slice(start));
  }

  /** Hands one message to the request it answers; false when it could not be read (the service is stopped). */
  private answer(text: string): boolean {
    let message: { message_id?: number; payload: Response };
    try {
      message = JSON.parse(Buffer.from(text, 'base64').toString('utf8')) as typeof message;
    } catch (error) {
      // Not the protocol (another version of Pagefind?): every waiting request fails, and the build with them.
      this.fail(userError('SEARCH_INDEX_FAILED', { problem: 'unreadable', detail: (error as Error).message }));
      this.child.kill();
      return false;
    }
    const waiting = message.message_id === undefined ? undefined : this.pending.get(message.message_id);
    if (waiting && message.message_id !== undefined) {
      this.pending.delete(message.message_id);
      waiting.resolve(message.payload);
      this.roomWaiters.shift()?.();
    } else if (message.payload.type === 'Error') {
      // An error tied to no request (the service could not read one): every waiting request fails.
      this.fail(userError('SEARCH_INDEX_FAILED', { problem: 'refused', message: (message.payload as { message: string }).message }));
    }
    return true;
  }

  private fail(error: Error): void {
    this.failure ??= error;
    for (const waiting of this.pending.values()) waiting.reject(this.failure);
    this.pending.clear();
    for (const waiter of this.roomWaiters.splice(0)) waiter();
  }
}

/** A file of an index, as Pagefind would write it below its output folder. */
export interface IndexFile {
  path: string;
  content: Buffer;
}

type EachPage = (use: (file: string, html: string) => Promise<void>) => Promise<void>;

/** Gives Pagefind the pages `eachPage` gives, in order, into a new index; its id. */
async function addPages(service: PagefindService, eachPage: EachPage): Promise<number> {
  const { index_id: index } = await service.expect('NewIndex', { type: 'NewIndex', config: null });
  const added: Array<Promise<unknown>> = [];
  await eachPage(async (file, html) => {
    await service.room();
    const adding = service.expect('IndexedFile', { type: 'AddFile', index_id: index, file_path: file, url: null, file_contents: html });
    // Awaited all together below; a failure must not count as unhandled meanwhile.
    adding.catch(() => undefined);
    added.push(adding);
  });
  await Promise.all(added);
  return index;
}

/**
 * Writes the pages `eachPage` gives into one index in `outputDir`, by a Pagefind process of its
 * own (requests pipelined, answered in order), which ends with it.
 */
export async function writeOneIndex(binary: string, eachPage: EachPage, outputDir: string): Promise<void> {
  const service = new PagefindService(binary);
  try {
    const index = await addPages(service, eachPage);
    await service.expect('WriteFiles', { type: 'WriteFiles', index_id: index, output_path: outputDir });
  } finally {
    await service.close();
  }
}

/**
 * The files of one index of the pages `eachPage` gives, in memory, for the caller to write those
 * it does not have already. Most files of an index are named by their content (a page's fragment,
 * a chunk of words), and creating a file is what costs on a disk (far more than linking one):
 * re-indexing a segment for one edited page, Pagefind wrote a fragment for every page of the
 * segment, of which one was new.
 */
export async function indexFiles(binary: string, eachPage: EachPage): Promise<IndexFile[]>;
/**
 * The same, but once every page is given `wanted` may decide the files are not needed after all
 * (the part turned out unchanged): the service is closed and nothing is returned.
 */
export async function indexFiles(binary: string, eachPage: EachPage, wanted: () => boolean): Promise<IndexFile[] | undefined>;
export async function indexFiles(binary: string, eachPage: EachPage, wanted?: () => boolean): Promise<IndexFile[] | undefined> {
  const service = new PagefindService(binary);
  try {
    const index = await addPages(service, eachPage);
    if (wanted && !wanted()) return undefined;
    const { files } = await service.expect('GetFiles', { type: 'GetFiles', index_id: index });
    return files.map((file) => ({ path: file.path, content: Buffer.from(file.content, 'base64') }));
  } finally {
    await service.close();
  }
}
