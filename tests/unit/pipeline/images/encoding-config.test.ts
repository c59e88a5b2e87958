// UNISITE_IMAGE_ENCODING (docs/configuration.md): how hard the image encoders work, checked when
// read, with an error that lists what it takes.
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../../pipeline/config.ts';
import { configErrorMessage } from '../../../helpers/config-error.ts';

describe('UNISITE_IMAGE_ENCODING', () => {
  it('is unset unless set (each command has its default), and takes fast or full', () => {
    expect(readConfig({}).imageEncoding).toBeUndefined();
    expect(readConfig({ UNISITE_IMAGE_ENCODING: 'fast' }).imageEncoding).toBe('fast');
    expect(readConfig({ UNISITE_IMAGE_ENCODING: 'full' }).imageEncoding).toBe('full');
  });

  it.each(['quick', 'FAST', 'toString'])('refuses %j, naming the variable and the values it takes', (value) => {
    const text = configErrorMessage({ UNISITE_IMAGE_ENCODING: value });
    expect(text).toContain(`UNISITE_IMAGE_ENCODING=${value} is not one of full, fast.`);
    expect(text).toContain('Set UNISITE_IMAGE_ENCODING to full or fast');
  });
});
