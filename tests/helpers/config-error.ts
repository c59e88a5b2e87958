// What reading the configuration from an environment throws, for the tests of one variable.
import { readConfig } from '../../pipeline/config.ts';
import { isUserError } from '../../pipeline/errors/index.ts';

/** The message of the CONFIG_INVALID error `env` makes readConfig throw; fails the test when it throws nothing or something else. */
export function configErrorMessage(env: Record<string, string>): string {
  let error: unknown;
  try {
    readConfig(env);
  } catch (caught) {
    error = caught;
  }
  if (!isUserError(error) || error.code !== 'CONFIG_INVALID')
    throw new Error(`expected CONFIG_INVALID for ${JSON.stringify(env)}, got ${String(error)}`);
  return error.message;
}
