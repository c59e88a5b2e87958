import { describe, expect, it } from 'vitest';
import { siteView } from '../../../../pipeline/resolve/index.ts';
import { validateContent } from '../../../../pipeline/sync/validate.ts';
import { DEFAULT_DOCUMENTS_DIR, loadDocuments } from '../../../helpers/documents.ts';

describe('UI strings a type declares in its definition', () => {
  it('reach the site data of each language, beside the site-wide strings', async () => {
    const content = validateContent(await loadDocuments(DEFAULT_DOCUMENTS_DIR)).content!;
    const log = { warn: () => undefined };
    // The Video module declares its play button's label in site/modules/Video/definition.ts.
    expect(siteView(content, 'en', log).translations['video.play']).toBe('Play the video: {title}');
    expect(siteView(content, 'es', log).translations['video.play']).toBe('Reproducir el vídeo: {title}');
    expect(siteView(content, 'es', log).translations['downloads.title']).toBe('Descargas');
  });
});
