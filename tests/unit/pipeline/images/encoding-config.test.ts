// UNISITE_IMAGE_ENCODING (docs/configuration.md): how hard the image encoders work, checked when
// read, with an error that lists what it takes.
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../../pipeline/config.ts';
import { isUserError } from '../../../../pipeline/errors/index.ts';

describe('UNISITE_IMAGE_ENCODING', () => {
  it('is unset unless set (each command has its default), and takes fast or full', () => {
    expect(readConfig({}).imageEncoding).toBeUndefined();
    expect(readConfig({ UNISITE_IMAGE_ENCODING: 'fast' }).imageEncoding).toBe('fast');
    expect(readConfig({ UNISITE_IMAGE_ENCODING: 'full' }).imageEncoding).toBe('full');
  });

  it.each(['quick', 'FAST', 'toString'])('refuses %j, naming the variable and the values it takes', (value) => {
    let error: unknown;
    try {
      readConfig({ UNISITE_IMAGE_ENCODING: value });
    } catch (caught) {
      error = caught;
    }
    expect(isUserError(error) && error.code).toBe('CONFIG_INVALID');
    const text = String((error as Error).message);
    expect(text).toContain(`UNISITE_IMAGE_ENCODING=${value} is not one of full, fast.`);
    expect(text).toContain('Set UNISITE_IMAGE_ENCODING to full or fast');
  });
});
