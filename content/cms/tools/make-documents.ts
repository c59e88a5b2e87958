// Writes the demo documents content links from the media library as small PDFs:
// - each demo teacher's CV (content/cms/media/cv-<slug>.pdf), from the texts in ./data/family.ts:
//   name, position, area, ORCID and a few lines, in English and Spanish;
// - each research report of the centre, in its language (content/cms/media/cbf-<slug>.pdf), from
//   ./data/publications.ts: title, authors, summary and the text of its page;
// - the Family Governance Programme brochure the education page offers, in each language;
// - the downloads the module examples link (a report, its methodology, a programme brochure), so
//   the gallery's links answer too;
// - the documents the family's units offer (their `documents`, units/kit.ts `UnitDocument`: the
//   centres' reports and briefs, the corporate-learning barometer): publisher, authors, date, and
//   the title and a few paragraphs in each language the document has.
// The PDF is written by hand (one page, the standard Helvetica font, WinAnsi encoding for
// accented letters), so it needs no PDF library. Deterministic: no dates, so running it again
// gives the same files. Run after changing the teachers, a unit's documents or the documents below:
//   npx tsx content/cms/tools/make-documents.ts
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { teachers, type Teacher } from './data/family.ts';
import { reports, type PublicationItem } from './data/publications.ts';
import { publicationBody } from './data/bodies.ts';
import type { Locale } from './sections.ts';
import { programmeBrochureHref, reportHref } from './data/document-links.ts';
import type { UnitDocument } from './units/kit.ts';
import { loadUnits } from './write-units.ts';

const OUT = fileURLToPath(new URL('../media/', import.meta.url));

/** Letters of WinAnsi outside Latin-1 that the texts use (typographic quotes and dashes, the euro). */
const WIN_ANSI: Record<string, number> = {
  '€': 0x80,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
};

/** A PDF string literal: WinAnsi (Latin-1 for these letters) bytes, with ( ) \ escaped and the rest as octal. */
function pdfString(text: string): string {
  let out = '(';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 63;
    if (char === '(' || char === ')' || char === '\\') out += `\\${char}`;
    else if (code >= 32 && code < 127) out += char;
    else if (code >= 160 && code <= 255) out += `\\${code.toString(8).padStart(3, '0')}`;
    else if (WIN_ANSI[char] !== undefined) out += `\\${WIN_ANSI[char].toString(8)}`;
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
  return [{ text: name, size: 22, gap: 0 }, { text: 'Ibera Business School', size: 11, gap: 20 }, ...section('en'), ...section('es')];
}

/** A one-page PDF 1.4 of the lines, with a correct cross-reference table. */
export function onePagePdf(title: string, lines: readonly Line[]): Buffer {
  // One page only: a text that would run off its foot must be shortened, not cut silently.
  if (lines.reduce((sum, line) => sum + line.gap, 0) > 790 - 48) throw new Error(`${title}: the text does not fit on one page`);
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
    publisher: 'Ibera Business School',
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

/** Paragraph lines of a page body's HTML: each <h2> a heading, each <p> wrapped text. */
function htmlLines(html: string): Line[] {
  const lines: Line[] = [];
  for (const [, tag, inner = ''] of html.matchAll(/<(h2|p)>(.*?)<\/\1>/g)) {
    const text = inner
      .replace(/<[^>]+>/g, '')
      .replace(/&nbsp;/g, ' ')
      .replace(/&amp;/g, '&');
    if (tag === 'h2') lines.push({ text, size: 13, gap: 26 });
    else lines.push(...wrap(text).map((part, index) => ({ text: part, size: 11, gap: index === 0 ? 20 : 15 })));
  }
  return lines;
}

const REPORT_LABELS = {
  en: { publisher: 'Centre for Business Families · Ibera University', authors: 'Authors', published: 'Published', isbn: 'ISBN' },
  es: { publisher: 'Centro de Familias Empresarias · Ibera University', authors: 'Autores', published: 'Publicado', isbn: 'ISBN' },
} as const;

/** A research report in one language: its cover facts, summary and the text of its page. */
export function reportPdf(item: PublicationItem, locale: Locale): Buffer {
  const labels = REPORT_LABELS[locale];
  return onePagePdf(item.title[locale], [
    ...wrap(item.title[locale], 52).map((text, index) => ({ text, size: 18, gap: index === 0 ? 0 : 22 })),
    { text: labels.publisher, size: 11, gap: 22 },
    { text: `${labels.authors}: ${item.authors.join(', ')}`, size: 11, gap: 22 },
    {
      text: `${labels.published}: ${new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'es-ES', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(item.date))}${item.isbn ? ` · ${labels.isbn} ${item.isbn}` : ''}`,
      size: 11,
      gap: 15,
    },
    ...wrap(item.summary[locale]).map((text, index) => ({ text, size: 11, gap: index === 0 ? 26 : 15 })),
    ...htmlLines(publicationBody('report', item, locale)),
  ]);
}

const brochure = {
  en: {
    title: 'Family Governance Programme 2027',
    publisher: 'Centre for Business Families · Ibera University',
    sections: [
      [
        'The programme',
        'Four three-day modules in Madrid and Segovia, from February to June 2027, for family members who sit, or will sit, on boards and family councils. Thirty places; each family may send up to three members, often of two generations.',
      ],
      [
        'Modules',
        '1. Owning together: shareholder agreements and the family protocol (Madrid, February). 2. The board of a family firm: composition, independent directors and the chair (Madrid, March). 3. The family council and the family assembly (Segovia, April). 4. Succession and the next generation: a plan for your own family (Segovia, June).',
      ],
      [
        'Faculty',
        'Researchers of the Centre for Business Families, faculty of Ibera Business School and Law School, and family members who chair boards and councils and share their experience in every module.',
      ],
      [
        'Fees and admission',
        'The fee is 9,600 euros per participant, with meals and materials; a second and third member of the same family pay 7,800 euros. Apply with a short letter about your family firm before 15 December 2026; the admissions team answers within two weeks. Questions: cbf@ibera.edu, +34 91 568 96 00.',
      ],
    ],
  },
  es: {
    title: 'Programa de Gobierno Familiar 2027',
    publisher: 'Centro de Familias Empresarias · Ibera University',
    sections: [
      [
        'El programa',
        'Cuatro módulos de tres días en Madrid y Segovia, de febrero a junio de 2027, para familiares que forman o formarán parte de consejos de administración y consejos de familia. Treinta plazas; cada familia puede inscribir hasta tres miembros, a menudo de dos generaciones.',
      ],
      [
        'Módulos',
        '1. Ser propietarios juntos: pactos de socios y protocolo familiar (Madrid, febrero). 2. El consejo de una empresa familiar: composición, consejeros independientes y presidencia (Madrid, marzo). 3. El consejo de familia y la asamblea familiar (Segovia, abril). 4. La sucesión y la siguiente generación: un plan para su propia familia (Segovia, junio).',
      ],
      [
        'Profesorado',
        'Investigadores del Centro de Familias Empresarias, profesores de la Escuela de Negocios Ibera y de la Law School, y familiares que presiden consejos y comparten su experiencia en cada módulo.',
      ],
      [
        'Precio y admisión',
        'El precio es de 9.600 euros por participante, con comidas y materiales; el segundo y el tercer miembro de una misma familia pagan 7.800 euros. Presente su solicitud con una breve carta sobre su empresa familiar antes del 15 de diciembre de 2026; el equipo de admisiones responde en dos semanas. Consultas: cbf@ibera.edu, +34 91 568 96 00.',
      ],
    ],
  },
} as const;

export function brochurePdf(locale: Locale): Buffer {
  const text = brochure[locale];
  return onePagePdf(text.title, [
    { text: text.title, size: 20, gap: 0 },
    { text: text.publisher, size: 11, gap: 22 },
    ...text.sections.flatMap(([heading, body]) => [
      { text: heading, size: 13, gap: 30 },
      ...wrap(body).map((part, index) => ({ text: part, size: 11, gap: index === 0 ? 20 : 15 })),
    ]),
  ]);
}

const PUBLISHED_LABEL = { en: 'Published', es: 'Publicado' } as const;

/** The text of a page's HTML paragraph as the PDF prints it. */
const plain = (html: string): string =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');

/**
 * A unit's document: its facts, then in each of its languages the title and as many of its
 * paragraphs as fit on the page (the first, its summary, always; the rest are the opening of the
 * page the document belongs to, so a shorter PDF still reads whole).
 */
export function unitDocumentPdf(document: UnitDocument): Buffer {
  const locales = (['en', 'es'] as const).filter((locale) => document.text[locale]);
  const first = document.text[locales[0] ?? 'en'];
  if (!first) throw new Error(`${document.file}: give the document a text in English or Spanish`);
  const date = (locale: Locale): string =>
    document.date
      ? `${PUBLISHED_LABEL[locale]}: ${new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'es-ES', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(document.date))}`
      : '';
  const linesWith = (kept: number): Line[] => [
    ...wrap(first.title, 52).map((text, index) => ({ text, size: 18, gap: index === 0 ? 0 : 22 })),
    { text: document.publisher, size: 10, gap: 22 },
    ...(document.authors?.length ? [{ text: document.authors.join(', '), size: 11, gap: 15 }] : []),
    ...(document.date ? [{ text: locales.map(date).join(' · '), size: 11, gap: 15 }] : []),
    ...locales.flatMap((locale, at) => {
      const { title, paragraphs } = document.text[locale]!;
      return [
        ...(at === 0 ? [] : wrap(title, 60).map((text, index) => ({ text, size: 14, gap: index === 0 ? 34 : 18 }))),
        ...paragraphs
          .slice(0, kept)
          .flatMap((paragraph, index) =>
            wrap(plain(paragraph)).map((text, line) => ({ text, size: 11, gap: line === 0 ? (index === 0 && at === 0 ? 30 : 20) : 15 })),
          ),
      ];
    }),
  ];
  const height = (lines: Line[]): number => lines.reduce((sum, line) => sum + line.gap, 0);
  let kept = Math.max(...locales.map((locale) => document.text[locale]!.paragraphs.length));
  while (kept > 1 && height(linesWith(kept)) > 790 - 48) kept -= 1;
  return onePagePdf(first.title, linesWith(kept));
}

/** The library file behind a /media/ address. */
const fileOf = (href: string): string => `${OUT}${href.slice('/media/'.length)}`;

async function main() {
  const locales: Locale[] = ['en', 'es'];
  for (const teacher of teachers) await writeFile(`${OUT}cv-${teacher.slug}.pdf`, cvPdf(teacher));
  for (const download of downloads) await writeFile(`${OUT}${download.file}`, onePagePdf(download.title, downloadLines(download)));
  for (const item of reports) {
    for (const locale of locales) await writeFile(fileOf(reportHref(item.slug[locale])), reportPdf(item, locale));
  }
  for (const locale of locales) await writeFile(fileOf(programmeBrochureHref(locale)), brochurePdf(locale));
  const unitDocuments = (await loadUnits()).flatMap((unit) => unit.documents ?? []);
  const files = new Set<string>();
  for (const document of unitDocuments) {
    // Two units naming the same file would overwrite each other's download.
    if (files.has(document.file)) throw new Error(`${document.file}: two unit documents have this file name`);
    files.add(document.file);
    await writeFile(`${OUT}${document.file}`, unitDocumentPdf(document));
  }
  console.log(
    `wrote ${teachers.length} CVs, ${reports.length * locales.length} reports, ${locales.length} brochures, ${downloads.length} downloads and ${unitDocuments.length} unit documents to ${OUT}`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
