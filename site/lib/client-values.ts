// SPEC §3 "Stored client values" and §6/§7: what the CMS's editor applications leave in the
// browser's local storage, and the headers the site and distributor calls carry from them. A
// bearer Authorization header is added only when a stored token exists. Values are written by
// redux-persist, which stores each field of an object as its own JSON string; both that and
// plain values are read. The one value the site itself writes is the list of dismissed popups
// (`rememberDismissal`), so a popup a visitor closed stays closed.

export const STORED_KEYS = { token: 'persist:app', siteId: 'persist:root', languageId: 'langID' } as const;

type Storage = Pick<globalThis.Storage, 'getItem'>;

/** A JSON value, or a field of a persisted object, unwrapped from redux-persist's double encoding. */
function unwrap(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

function field(storage: Storage, key: string, names: readonly string[]): unknown {
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return undefined; // storage blocked (privacy settings): as if nothing were stored
  }
  if (raw === null) return undefined;
  const value = unwrap(raw);
  if (typeof value !== 'object' || value === null) return value;
  for (const name of names) {
    const found = unwrap((value as Record<string, unknown>)[name]);
    if (found !== undefined && found !== null && found !== '') return found;
  }
  return undefined;
}

const asId = (value: unknown): number | undefined => {
  const id = typeof value === 'string' ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : undefined;
};

/** The authentication token (`persist:app`, field `token`), if one is stored. */
export function storedToken(storage: Storage): string | undefined {
  const token = field(storage, STORED_KEYS.token, ['token', 'accessToken']);
  return typeof token === 'string' && token.trim() ? token.trim() : undefined;
}

/** The current site id (`persist:root`, field `siteId`). */
export function storedSiteId(storage: Storage): number | undefined {
  return asId(field(storage, STORED_KEYS.siteId, ['siteId', 'currentSite']));
}

/** The language id (`langID`). */
export function storedLanguageId(storage: Storage): number | undefined {
  return asId(field(storage, STORED_KEYS.languageId, []));
}

/**
 * Headers of the site call (GET {api}/site/{siteId}) and the distributor call (POST
 * {api}/site/{siteId}/distributor, `json`): the language id, JSON content type for a body,
 * and `Authorization: Bearer <token>` when a token is stored.
 */
export function apiHeaders(storage: Storage, languageId: number, options: { json?: boolean } = {}): Record<string, string> {
  const headers: Record<string, string> = { langID: String(storedLanguageId(storage) ?? languageId) };
  if (options.json) headers['Content-Type'] = 'application/json';
  const token = storedToken(storage);
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/** SPEC §7: the site call. */
export function siteRequest(api: string, siteId: number, storage: Storage, languageId: number): Request {
  return new Request(`${api.replace(/\/$/, '')}/site/${storedSiteId(storage) ?? siteId}`, { headers: apiHeaders(storage, languageId) });
}

/** SPEC §7: the distributor call, with its JSON body used as given. */
export function distributorRequest(api: string, siteId: number, storage: Storage, languageId: number, body: object): Request {
  return new Request(`${api.replace(/\/$/, '')}/site/${storedSiteId(storage) ?? siteId}/distributor`, {
    method: 'POST',
    headers: apiHeaders(storage, languageId, { json: true }),
    body: JSON.stringify(body),
  });
}

/** Popups a visitor dismissed (Popup module, docs/interactive-modules.md "Popups and modals"): their ids, as a JSON array. */
export const DISMISSED_KEY = 'unisite:dismissed';

type WritableStorage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

function dismissedIds(storage: Storage): string[] {
  let raw: string | null;
  try {
    raw = storage.getItem(DISMISSED_KEY);
  } catch {
    return []; // storage blocked: nothing remembered
  }
  const value = raw === null ? [] : unwrap(raw);
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
}

/** Whether the visitor dismissed the popup `id` before (in this browser). */
export function isDismissed(storage: Storage, id: string): boolean {
  return dismissedIds(storage).includes(id);
}

/** Remembers that the visitor dismissed the popup `id`; a blocked storage only forgets it. */
export function rememberDismissal(storage: WritableStorage, id: string): void {
  const ids = dismissedIds(storage);
  if (ids.includes(id)) return;
  try {
    storage.setItem(DISMISSED_KEY, JSON.stringify([...ids, id]));
  } catch {
    // Private mode or a full quota: the popup may show again on the next visit.
  }
}
