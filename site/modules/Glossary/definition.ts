// Glossary: the terms of a field and what they mean (family business, admissions, academic
// life), SPEC §2 "Module registry": content. Terms are sorted at build in the page's language
// (Spanish puts Ñ after N) and shown as a description list; a long glossary is grouped by initial
// letter with a letter navigation. Its structured data is a DefinedTermSet, so search engines
// know each term and its definition.
import { z } from 'zod';
import type { DefinedTerm, DefinedTermSet } from 'schema-dts';
import { defineModule } from '../../define/define.ts';
import { RichTextSchema } from '../../define/rich-text.ts';
import { glossaryLetters, type GlossaryTerm } from './letters.ts';

/** What the glossary's element ids start with: its module id, or "glossary" (one glossary a page then). */
export const anchorPrefix = (id: string | undefined): string => id ?? 'glossary';

const schema = z
  .strictObject({
    component: z.literal('Glossary'),
    id: z.string().optional(),
    title: z.string().optional(),
    intro: z.string().optional(),
    /** In any order: the build sorts them alphabetically in the page's language. */
    terms: z
      .array(
        z.strictObject({
          term: z.string().min(1).max(80).describe('The term as readers meet it, e.g. "Family protocol"'),
          definition: RichTextSchema.describe('What it means, in one to three sentences (rich text)'),
          seeAlso: z.array(z.string().min(1)).max(5).default([]).describe('Other terms of this glossary, exactly as written there'),
        }),
      )
      .min(1)
      .max(400),
    letters: z
      .enum(['auto', 'on', 'off'])
      .default('auto')
      .describe('Letter navigation: auto shows it from 12 terms on; on and off force it'),
  })
  .superRefine((glossary, context) => {
    const known = new Set(glossary.terms.map((entry) => entry.term));
    glossary.terms.forEach((entry, index) => {
      if (glossary.terms.findIndex((other) => other.term === entry.term) !== index)
        context.addIssue({ code: 'custom', path: ['terms', index, 'term'], message: `"${entry.term}" is already in the glossary` });
      entry.seeAlso.forEach((other, position) => {
        if (!known.has(other))
          context.addIssue({
            code: 'custom',
            path: ['terms', index, 'seeAlso', position],
            message: `"${other}" is not a term of this glossary; write it exactly as its term is written`,
          });
      });
    });
  });

export type GlossaryProps = Omit<z.output<typeof schema>, 'terms' | 'letters'> & {
  /** The terms grouped by initial, in the page language's alphabetical order. */
  groups: Array<{ letter: string; terms: GlossaryTerm[] }>;
  /** Every letter of the page language's alphabet, for the navigation; none when it is off. */
  alphabet: string[];
  /** What its element ids start with (anchorPrefix). */
  prefix: string;
};

/** Rich text as plain text, for the structured data's description. */
const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export const definition = defineModule({
  name: 'Glossary',
  description: 'Terms and their definitions, sorted in the page’s language, with an A–Z navigation for long lists.',
  family: 'collection',
  schema,
  resolve: ({ terms, letters, ...props }, context): GlossaryProps => {
    const prefix = anchorPrefix(props.id);
    const { groups, alphabet } = glossaryLetters(terms, context.locale, prefix);
    const navigation = letters === 'on' || (letters === 'auto' && terms.length >= 12);
    return { ...props, groups, alphabet: navigation ? alphabet : [], prefix };
  },
  structuredData: (glossary, { url }) => {
    const terms: DefinedTerm[] = glossary.groups.flatMap((group) =>
      group.terms.map((entry) => ({
        '@type': 'DefinedTerm',
        name: entry.term,
        description: plain(entry.definition),
        url: `${url}#${entry.anchor}`,
      })),
    );
    const set: DefinedTermSet = {
      '@type': 'DefinedTermSet',
      '@id': `${url}#${anchorPrefix(glossary.id)}`,
      ...(glossary.title ? { name: glossary.title } : {}),
      hasDefinedTerm: terms,
    };
    return [set];
  },
  strings: {
    en: {
      'glossary.title': 'Glossary',
      'glossary.letters': 'Glossary terms by letter',
      'glossary.seeAlso': 'See also:',
      'glossary.top': 'Back to the letters',
    },
    es: {
      'glossary.title': 'Glosario',
      'glossary.letters': 'Términos del glosario por letra',
      'glossary.seeAlso': 'Véase también:',
      'glossary.top': 'Volver a las letras',
    },
  },
  examples: [
    {
      component: 'Glossary',
      id: 'governance-terms',
      title: 'Governance terms',
      letters: 'on',
      terms: [
        {
          term: 'Family protocol',
          definition:
            '<p>A written agreement among the members of a business family that sets out how the family relates to the firm: who may work in it, how shares are passed on and how disputes are settled.</p>',
          seeAlso: ['Family council'],
        },
        {
          term: 'Family council',
          definition:
            '<p>The body through which the family, as owners, discusses its shared values and its relationship with the business, separate from the board of directors.</p>',
        },
        {
          term: 'Next generation',
          definition:
            '<p>The family members who are expected to become owners or managers of the firm, usually the children and grandchildren of the current owners.</p>',
        },
        {
          term: 'Succession planning',
          definition:
            '<p>Preparing the transfer of management and ownership to the next generation or to non-family managers, often over ten years or more.</p>',
          seeAlso: ['Next generation'],
        },
      ],
    },
    {
      component: 'Glossary',
      title: 'Glosario de admisiones',
      letters: 'on',
      terms: [
        {
          term: 'Preinscripción',
          definition: '<p>Primer paso de la solicitud: datos personales y programa elegido. No compromete a nada.</p>',
        },
        {
          term: 'Nota media',
          definition: '<p>Media ponderada de las calificaciones del expediente, en escala de 0 a 10.</p>',
          seeAlso: ['Expediente académico'],
        },
        {
          term: 'Expediente académico',
          definition: '<p>Certificado oficial con todas las asignaturas cursadas y sus calificaciones.</p>',
        },
        {
          term: 'Apostilla de La Haya',
          definition: '<p>Sello que certifica la autenticidad de un documento público para otro país firmante del Convenio de La Haya.</p>',
        },
        {
          term: 'Orientación académica',
          definition: '<p>Entrevista con un asesor de admisiones para elegir el programa que encaja con tu perfil.</p>',
        },
      ],
    },
    {
      component: 'Glossary',
      id: 'family-business-terms',
      title: 'Family business glossary',
      intro: 'The words our researchers and faculty use, as we use them in our reports and courses.',
      terms: [
        {
          term: 'Family protocol',
          definition:
            '<p>A written agreement among the members of a business family that sets out how the family relates to the firm: who may work in it, how shares are passed on and how disputes are settled.</p>',
          seeAlso: ['Family council', 'Shareholder agreement'],
        },
        {
          term: 'Family council',
          definition:
            '<p>The body through which the family, as owners, discusses its shared values and its relationship with the business, separate from the board of directors.</p>',
          seeAlso: ['Family protocol'],
        },
        {
          term: 'Next generation',
          definition:
            '<p>The family members who are expected to become owners or managers of the firm, usually the children and grandchildren of the current owners.</p>',
        },
        {
          term: 'Succession planning',
          definition:
            '<p>Preparing the transfer of management and ownership to the next generation or to non-family managers, often over ten years or more.</p>',
          seeAlso: ['Next generation'],
        },
        {
          term: 'Shareholder agreement',
          definition:
            '<p>A contract among the shareholders that binds them legally, unlike most clauses of a family protocol; it regulates share transfers, pre-emption rights and exit.</p>',
        },
        {
          term: 'Independent director',
          definition:
            '<p>A board member with no family, employment or business tie to the firm or its owners, chosen for an outside view.</p>',
        },
        {
          term: 'Family office',
          definition:
            '<p>An organisation that manages the wealth and shared affairs of a business family: investments, tax, philanthropy and education of its members.</p>',
        },
        {
          term: 'Board of directors',
          definition:
            '<p>The body that governs the company on behalf of all shareholders, family and non-family, and oversees its management.</p>',
        },
        {
          term: 'Socioemotional wealth',
          definition:
            '<p>The non-financial value a family draws from owning its firm, such as identity, influence and the continuity of the family dynasty.</p>',
        },
        {
          term: 'Pruning the family tree',
          definition:
            '<p>Buying out family branches that no longer want to be owners, so that ownership stays with those committed to the firm.</p>',
        },
        {
          term: 'Ownership dispersion',
          definition: '<p>The spread of shares across more family members with each generation, which makes agreement harder to reach.</p>',
        },
        {
          term: 'Entrepreneurial legacy',
          definition: '<p>The stories and values of founders and earlier generations that the family uses to inspire new ventures.</p>',
        },
      ],
    },
  ],
});
