// The catalogue error a call throws or a promise rejects with, failing the test when it is
// anything else (a bug's plain Error, or nothing at all).
import { expect } from 'vitest';
import { isUserError, type UserError } from '../../pipeline/errors/index.ts';

export async function failure(promise: Promise<unknown>): Promise<UserError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(isUserError(error), String(error)).toBe(true);
  return error as UserError;
}

export function thrown(run: () => unknown): UserError {
  try {
    run();
  } catch (error) {
    expect(isUserError(error), String(error)).toBe(true);
    return error as UserError;
  }
  throw new Error('expected a UserError');
}
