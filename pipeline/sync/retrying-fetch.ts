// Network errors and 5xx answers are retried up to 3 times with exponential backoff; a 4xx
// is the caller's mistake and is returned at once (docs/errors.md).
export interface RetryOptions {
  retries?: number;
  /** First backoff in ms; doubled each retry. */
  baseDelayMs?: number;
  onRetry?: (attempt: number, reason: string) => void;
  fetchImpl?: typeof fetch;
}

export class FetchFailedError extends Error {
  constructor(
    readonly url: string,
    readonly attempts: number,
    readonly reason: string,
    hint = '',
  ) {
    super(`${url}: ${reason} after ${attempts} attempt${attempts === 1 ? '' : 's'}${hint ? `. ${hint}` : ''}`);
    this.name = 'FetchFailedError';
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createRetryingFetch(options: RetryOptions = {}): typeof fetch {
  const retries = options.retries ?? 3;
  const base = options.baseDelayMs ?? 250;
  const fetchImpl = options.fetchImpl ?? fetch;
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    let lastReason = '';
    for (let attempt = 0; attempt <= retries; attempt += 1) {
      if (attempt > 0) {
        options.onRetry?.(attempt, lastReason);
        await sleep(base * 2 ** (attempt - 1));
      }
      try {
        const response = await fetchImpl(input, init);
        if (response.status < 500) return response;
        lastReason = `HTTP ${response.status} ${response.statusText}`.trim();
        // Drain the body so the connection can be reused.
        await response.arrayBuffer().catch(() => undefined);
      } catch (error) {
        // undici says only 'fetch failed'; the cause says why (ECONNREFUSED, ENOTFOUND, bad port …).
        const cause = (error as { cause?: { code?: string; message?: string } }).cause;
        lastReason = cause?.code ?? cause?.message ?? (error as Error).message;
      }
    }
    throw new FetchFailedError(url, retries + 1, lastReason);
  };
}
