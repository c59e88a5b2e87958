// A port already taken is the user's to fix, and `unisite start` should say so before it spends
// a sync and a build only to fail at the end.
import { createServer } from 'node:net';
import { userError, type UserError } from '../errors/index.ts';

export function portInUse(port: number, host: string): UserError {
  return userError('PORT_IN_USE', { port, host });
}

/** Resolves when `port` can be listened on now; throws PORT_IN_USE otherwise. */
export async function checkPortFree(port: number, host: string): Promise<void> {
  if (port === 0) return;
  const probe = createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', (error: NodeJS.ErrnoException) => reject(error.code === 'EADDRINUSE' ? portInUse(port, host) : error));
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}
