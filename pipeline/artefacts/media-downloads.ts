// Documents content links from the media library (`/media/cv-elena-arroyo.pdf`: a teacher's CV,
// a brochure) are published as they are, at the same address. Images are not: they are linked as
// `/media/<file>` too, but the images step publishes their encoded variants instead. Each file is
// read through the media library's guard (pipeline/images/media-file.ts: no path outside it, no
// links followed, size capped). A link to a file the library lacks is a broken link, not a broken
// page: the build warns, naming the page and the field, and goes on.
import { relative } from 'node:path';
import { readMediaFile } from '../images/media-file.ts';
import { formatPath, walkValues } from '../walk.ts';
import { writeOut } from '../write/files.ts';
import type { Artefact } from './context.ts';

/** Kinds of document published as downloads (the Content-Type the host gives them is by extension). */
const DOWNLOAD = /^\/media\/[^?#]+\.pdf$/i;

export const mediaDownloads: Artefact = {
  name: 'media downloads',
  async write({ outDir, views, mediaDirs, reporter }) {
    const linked = new Map<string, string[]>();
    for (const view of views) {
      walkValues(view.page, (node, at) => {
        if (typeof node === 'string' && DOWNLOAD.test(node)) {
          const fields = linked.get(node) ?? [];
          fields.push(`page ${view.page.path}\n${formatPath(at.path)}`);
          linked.set(node, fields);
        }
      });
    }
    for (const [url, fields] of [...linked].sort(([a], [b]) => a.localeCompare(b))) {
      const name = url.slice('/media/'.length);
      const read = await readMediaFile(name, mediaDirs);
      if (read && 'bytes' in read) {
        await writeOut(outDir, `media/${decodeURIComponent(name)}`, read.bytes);
        continue;
      }
      const where = mediaDirs.map((dir) => relative(process.cwd(), dir) || '.').join(' or ');
      const why = read ? read.problem : `is not in the media library (${where}): add the file or fix the link`;
      const [first = ''] = fields;
      const [document, path] = first.split('\n');
      reporter.warn(
        `${document} → ${path}${fields.length > 1 ? ` (and ${fields.length - 1} more)` : ''}: "${url}" ${why}; the link is broken`,
      );
    }
  },
};
