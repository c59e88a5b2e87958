// Writes the demo documents content links from the media library as small PDFs:
// - each demo teacher's CV (content/cms/media/cv-<slug>.pdf), from the texts in ./data/family.ts:
//   name, position, area, ORCID and a few lines, in English and Spanish;
// - the downloads the module examples link (a report, its methodology, a programme brochure), so
//   the gallery's links answer too.
// The PDF is written by hand (one page, the standard Helvetica font, WinAnsi encoding for
// accented letters), so it needs no PDF library. Deterministic: no dates, so running it again
// gives the same files. Run after changing the teachers or the documents below:
//   npx tsx content/cms/tools/make-documents.ts
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { teachers, type Teacher } from './data/family.ts';

const OUT = fileURLToPath(new URL('../media/', import.meta.url));

/** Where a teacher's CV lives in the media library, as content links it. */
export const cvHref = (slug: string): string => `/media/cv-${slug}.pdf`;

/** A PDF string literal: WinAnsi (Latin-1 for these letters) bytes, with ( ) \ escaped and the rest as octal. */
function pdfString(text: string): string {
  let out = '(';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 63;
    if (char === '(' || char === ')' || char === '\\') out += `\\${char}`;
    else if (code >= 32 && code < 127) out += char;
    else if (code >= 160 && code <= 255) out += `\\${code.toString(8).padStart(3, '0')}`;
    else out += '?';
  }
  return `${out})`;
}

/** Breaks a paragraph into lines of at most `width` characters, at spaces. */
function wrap(text: string, width = 88): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

type Line = { text: string; size: number; gap: number };

function cvLines(teacher: Teacher): Line[] {
  const name = `${teacher.name} ${teacher.lastName}`;
  const section = (locale: 'en' | 'es'): Line[] => [
    { text: locale === 'en' ? 'Curriculum vitae' : 'Currículum vítae', size: 14, gap: 28 },
    { text: `${teacher.position[locale]} · ${teacher.area[locale]}`, size: 11, gap: 18 },
    { text: `${locale === 'en' ? 'Faculty category' : 'Categoría'}: ${teacher.category[locale]}`, size: 11, gap: 15 },
    { text: `${locale === 'en' ? 'Nationality' : 'Nacionalidad'}: ${teacher.nationality[locale]}`, size: 11, gap: 15 },
    ...(teacher.orcid ? [{ text: `ORCID: https://orcid.org/${teacher.orcid}`, size: 11, gap: 15 }] : []),
    ...wrap(teacher.summary[locale]).map((text, index) => ({ text, size: 11, gap: index === 0 ? 22 : 15 })),
    ...wrap(teacher.body[locale]).map((text, index) => ({ text, size: 11, gap: index === 0 ? 22 : 15 })),
  ];
  return [
    { text: name, size: 22, gap: 0 },
    { text: 'Ibera University Business School', size: 11, gap: 20 },
    ...section('en'),
    ...section('es'),
  ];
}

/** A one-page PDF 1.4 of the lines, with a correct cross-reference table. */
export function onePagePdf(title: string, lines: readonly Line[]): Buffer {
  let y = 790;
  const text = lines
    .map((line) => {
      y -= line.gap;
      return `BT /F1 ${line.size} Tf 56 ${y} Td ${pdfString(line.text)} Tj ET`;
    })
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
    `<< /Title ${pdfString(title)} /Producer (unisite demo content) >>`,
  ];
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export const cvPdf = (teacher: Teacher): Buffer => onePagePdf(`CV - ${teacher.name} ${teacher.lastName}`, cvLines(teacher));

/** A demo download: a title, who publishes it, and a paragraph in each language. */
interface Download {
  file: string;
  title: string;
  publisher: string;
  text: { en: string; es: string };
}

const downloads: readonly Download[] = [
  {
    file: 'barometer-2026.pdf',
    title: 'Family Business Barometer 2026',
    publisher: 'Centre for Business Families',
    text: {
      en: 'The barometer surveys owners and next-generation members of family firms every year on succession, governance and growth. This edition gathers answers from firms in eleven countries and compares them with the three previous editions.',
      es: 'El barómetro pregunta cada año a propietarios y miembros de la siguiente generación de empresas familiares por la sucesión, el gobierno y el crecimiento. Esta edición reúne respuestas de empresas de once países y las compara con las tres ediciones anteriores.',
    },
  },
  {
    file: 'barometer-2026-methodology.pdf',
    title: 'Family Business Barometer 2026 - questionnaire and methodology',
    publisher: 'Centre for Business Families',
    text: {
      en: 'The questionnaire has forty questions in five blocks. Answers were collected online between February and April; firms with fewer than ten employees were weighted by sector and country.',
      es: 'El cuestionario tiene cuarenta preguntas en cinco bloques. Las respuestas se recogieron en línea entre febrero y abril; las empresas de menos de diez empleados se ponderaron por sector y país.',
    },
  },
  {
    file: 'brochure-emba.pdf',
    title: 'Executive MBA - programme brochure',
    publisher: 'Ibera University Business School',
    text: {
      en: 'Eighteen months, one weekend a month on campus and three residential weeks abroad. The brochure sets out the modules, the faculty, the admission steps and the fees.',
      es: 'Dieciocho meses, un fin de semana al mes en el campus y tres semanas residenciales en el extranjero. El folleto recoge los módulos, el profesorado, los pasos de admisión y las tasas.',
    },
  },
];

function downloadLines(download: Download): Line[] {
  return [
    { text: download.title, size: 18, gap: 0 },
    { text: download.publisher, size: 11, gap: 20 },
    ...wrap(download.text.en).map((text, index) => ({ text, size: 11, gap: index === 0 ? 28 : 15 })),
    ...wrap(download.text.es).map((text, index) => ({ text, size: 11, gap: index === 0 ? 28 : 15 })),
  ];
}

async function main() {
  for (const teacher of teachers) await writeFile(`${OUT}cv-${teacher.slug}.pdf`, cvPdf(teacher));
  for (const download of downloads) await writeFile(`${OUT}${download.file}`, onePagePdf(download.title, downloadLines(download)));
  console.log(`wrote ${teachers.length} CVs and ${downloads.length} downloads to ${OUT}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
