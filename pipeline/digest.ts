// One digest of a text, for the records a build compares with the last one's (the build manifest,
// the search's parts, what resolving a page read): 32 hex characters of its SHA-256.
import { createHash } from 'node:crypto';

export const textDigest = (text: string): string => createHash('sha256').update(text).digest('hex').slice(0, 32);
