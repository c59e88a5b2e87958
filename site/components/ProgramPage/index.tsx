// The body of a programme page (SPEC §3 "Program"), shared by ProgramDetail and its long variant
// ProgramDetailMax: the hero modules (or a title), the key facts with the brochure and the
// comparator toggle, the abstract and body, who it is for and what it leads to, the
// specialisations, then — long variant only — reasons why, study plan, residential periods and
// blog posts; then the lead-form position (SPEC §1, a module list editors fill) and the modules below.
// Every programme page says what it costs (or to ask admissions) and offers Apply and Request
// information, whatever its document holds: the targets fall back in programActionTargets.
import type { Card, HeaderOptions, Locale, ProgramFields } from '../../../content/schema/index.ts';
import type { ModuleData } from '../../../generated/module-definitions.ts';
import { termLanguage, useTranslation } from '../../i18n/index.tsx';
import { durationLabel, feesLabel, FAMILY_REQUEST_INFORMATION, intakeLabel } from '../../lib/program.ts';
import { useSite } from '../../app/site-context.tsx';
import { CardGrid } from '../CardGrid/index.tsx';
import { CompareToggle } from '../CompareToggle/index.tsx';
import { FormattedDate } from '../FormattedDate/index.tsx';
import { Image } from '../Image/index.tsx';
import { Link } from '../Link/index.tsx';
import { ModuleList } from '../ModuleList/index.tsx';
import { PageTitle } from '../PageTitle/index.tsx';
import styles from './ProgramPage.module.css';

export interface ProgramPageProps {
  variant: 'standard' | 'max';
  title: string;
  image?: ProgramTemplateImage;
  program: ProgramFields;
  body: string;
  comparator?: string | undefined;
  heroSection: ModuleData[];
  leadFormSection: ModuleData[];
  mainSection: ModuleData[];
  specializations: Card[];
}

type ProgramTemplateImage = Card['image'];

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The lead-form position's anchor: Request information leads down to it when the page has a form there. */
export const LEAD_FORM_ANCHOR = 'program-lead-form';

/**
 * Where Apply and Request information lead: the programme's own addresses first; then, for
 * information, the page's own lead form; then the site's defaults (its header's programActions);
 * last the family's request-information page, which the admissions team answers for every school.
 */
export function programActionTargets(
  program: Pick<ProgramFields, 'apply' | 'requestInformation'>,
  hasLeadForm: boolean,
  siteDefaults: HeaderOptions['programActions'],
  locale: Locale,
): { apply: string; requestInformation: string } {
  const family = locale === 'es' ? FAMILY_REQUEST_INFORMATION.es : FAMILY_REQUEST_INFORMATION.en;
  return {
    apply: program.apply ?? siteDefaults?.apply ?? family,
    requestInformation:
      program.requestInformation ?? (hasLeadForm ? `#${LEAD_FORM_ANCHOR}` : undefined) ?? siteDefaults?.requestInformation ?? family,
  };
}

/** Whether a hero already shows the abstract as its subtitle, so the body need not repeat it. */
export function heroSaysAbstract(heroSection: readonly ModuleData[], abstract: string): boolean {
  const said = (text: unknown) => typeof text === 'string' && text.trim() === abstract.trim();
  return heroSection.some((hero) => 'subtitle' in hero && said(hero.subtitle));
}

export function ProgramPage(props: ProgramPageProps) {
  const { variant, title, image, program, body, comparator, heroSection, leadFormSection, mainSection, specializations } = props;
  const t = useTranslation();
  const { locale, header } = useSite();
  const targets = programActionTargets(program, leadFormSection.length > 0, header.options.programActions, locale);
  const max = variant === 'max';
  const facts: Array<[string, string, lang?: string]> = [
    [t('filter.programType'), t(`program.type.${program.programType}`), termLanguage(locale, `program.type.${program.programType}`)],
    [t('filter.format'), t(`program.format.${program.format}`)],
    [t('filter.location'), program.location.join(', ')],
    [t('filter.duration'), durationLabel(program.duration, t)],
    [t('filter.language'), program.language.map((language) => t(`program.language.${language}`)).join(', ')],
  ];
  // Past intakes are gone by now (the template's resolve): with none left the row says nothing.
  if (program.intake.length > 0) facts.push([t('filter.intake'), program.intake.map((date) => intakeLabel(date, locale)).join(', ')]);
  if (program.credits) facts.push([t('program.credits'), t('program.creditsValue', { credits: String(program.credits) })]);
  facts.push([t('program.fees'), program.fees ? feesLabel(program.fees, locale, t) : t('program.fees.ask')]);
  return (
    <>
      {heroSection.length > 0 ? <ModuleList modules={heroSection} /> : <PageTitle title={title} />}
      <div className={styles.page} data-variant={variant}>
        <div className={styles.layout}>
          <div className={styles.main}>
            {heroSaysAbstract(heroSection, program.abstract) ? null : <p className={styles.abstract}>{program.abstract}</p>}
            {heroSection.length === 0 ? <Image className={styles.image} image={image} priority /> : null}
            {body ? <div className={styles.body} dangerouslySetInnerHTML={{ __html: body }} /> : null}
          </div>
          <aside className={styles.facts} aria-labelledby="program-facts">
            <h2 id="program-facts" className={styles.sectionTitle}>
              {t('program.details')}
            </h2>
            <dl className={styles.list}>
              {facts.map(([label, value, lang]) => (
                <div key={label} className={styles.fact}>
                  <dt className={styles.term}>{label}</dt>
                  <dd className={styles.value} lang={lang}>
                    {value}
                  </dd>
                </div>
              ))}
            </dl>
            <div className={styles.ctas}>
              <Link className={styles.apply} link={{ href: targets.apply }} aria-label={t('program.applyTo', { title })}>
                {t('program.apply')}
              </Link>
              <Link
                className={styles.requestInformation}
                link={{ href: targets.requestInformation }}
                aria-label={t('program.requestInformationAbout', { title })}
              >
                {t('program.requestInformation')}
              </Link>
            </div>
            <div className={styles.actions}>
              {program.brochure ? (
                <Link className={styles.brochure} link={{ href: program.brochure.href }}>
                  {t('program.brochure')}
                  {program.brochure.format ? <span className={styles.format}> ({program.brochure.format})</span> : null}
                </Link>
              ) : null}
              {comparator ? <CompareToggle code={program.code} title={title} comparator={comparator} /> : null}
            </div>
          </aside>
          {/* After the facts for reading order; on a wide screen it sits beside them (ProgramPage.module.css). */}
          {program.forPeopleWho.length > 0 || program.toBecome.length > 0 ? (
            <div className={styles.columns}>
              {program.forPeopleWho.length > 0 ? (
                <Section id="program-for" title={t('program.forPeopleWho')}>
                  <ul className={styles.bullets}>
                    {program.forPeopleWho.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                </Section>
              ) : null}
              {program.toBecome.length > 0 ? (
                <Section id="program-become" title={t('program.toBecome')}>
                  <ul className={styles.bullets}>
                    {program.toBecome.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                </Section>
              ) : null}
            </div>
          ) : null}
        </div>
        {max && program.reasonsWhy.length > 0 ? (
          <Section id="program-why" title={t('program.reasonsWhy')}>
            <ol className={styles.reasons}>
              {program.reasonsWhy.map((reason) => (
                <li key={reason.title} className={styles.reason}>
                  <h3 className={styles.reasonTitle}>{reason.title}</h3>
                  <p>{reason.text}</p>
                </li>
              ))}
            </ol>
          </Section>
        ) : null}
        {max && program.studyPlan.length > 0 ? (
          <Section id="program-plan" title={t('program.studyPlan')}>
            <div className={styles.plan}>
              {program.studyPlan.map((term) => (
                <div key={term.title}>
                  <h3 className={styles.reasonTitle}>{term.title}</h3>
                  <ul className={styles.bullets}>
                    {term.courses.map((course) => (
                      <li key={course}>{course}</li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </Section>
        ) : null}
        {max && program.residentialPeriods.length > 0 ? (
          <Section id="program-residential" title={t('program.residentialPeriods')}>
            <ul className={styles.bullets}>
              {program.residentialPeriods.map((period) => (
                <li key={period.title}>
                  <strong>{period.title}</strong>, {period.location}: <FormattedDate value={period.startDate} /> –{' '}
                  <FormattedDate value={period.endDate} />
                </li>
              ))}
            </ul>
          </Section>
        ) : null}
        {specializations.length > 0 ? (
          <Section id="program-specializations" title={t('program.specializations')}>
            <CardGrid cards={specializations} />
          </Section>
        ) : null}
        {max && program.blogs.length > 0 ? (
          <Section id="program-blogs" title={t('program.blogs')}>
            <ul className={styles.bullets}>
              {program.blogs.map((blog) => (
                <li key={blog.href}>
                  <Link link={blog}>{blog.text}</Link>
                </li>
              ))}
            </ul>
          </Section>
        ) : null}
      </div>
      {leadFormSection.length > 0 ? (
        <div id={LEAD_FORM_ANCHOR}>
          <ModuleList modules={leadFormSection} />
        </div>
      ) : null}
      <ModuleList modules={mainSection} />
    </>
  );
}
