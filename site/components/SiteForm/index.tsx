// The site's own forms (SPEC §3 "Contact and lead form fields", §5; docs/forms.md), drawn from
// their rules (site/lib/forms/rules.ts). Progressive enhancement: the markup is a plain
// multipart form that posts to the configured endpoint, which checks the same rules and answers
// with the same messages when JavaScript is off. With JavaScript the form is checked on
// submit, before anything is uploaded, and problems follow GOV.UK Frontend's pattern: an error
// summary at the top linking to each field, which receives focus, and a message above each
// field tied to it with aria-describedby, prefixed "Error:" so colour is never the only sign.
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent, type MouseEvent } from 'react';
import { useSite } from '../../app/site-context.tsx';
import { useNavigation } from '../../app/navigation.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { FORM_MESSAGES, formLocale, type FormTexts } from '../../lib/forms/messages.ts';
import {
  characters,
  DESCRIPTION_MAX,
  LOGO_TYPES,
  validateField,
  validateForm,
  type FieldError,
  type FieldRule,
  type FieldValue,
  type FormRules,
} from '../../lib/forms/rules.ts';
import styles from './SiteForm.module.css';
import { VisuallyHidden } from '../VisuallyHidden/index.tsx';

export interface SiteFormProps {
  rules: FormRules;
  /** The site path visitors land on once the form is stored. */
  thankYou: string;
  /** An accessible name for the form (the heading it sits under). */
  labelledBy?: string;
  /** The values of the form's hidden fields (which event, which brochure), set by the page. */
  values?: Readonly<Record<string, string>> | undefined;
  /** The submit button's text, when "Send" says too little ("Register", "Call me back"). */
  submit?: string | undefined;
}

const fieldId = (name: string) => `field-${name}`;

/** What a submission holds, as the rules read it (files by name, size and type only). */
function valuesOf(form: HTMLFormElement, rules: FormRules): Record<string, FieldValue> {
  const data = new FormData(form);
  const values: Record<string, FieldValue> = {};
  for (const rule of rules.fields) {
    const value = data.get(rule.name);
    if (value === null) continue;
    values[rule.name] = typeof value === 'string' ? value : { name: value.name, size: value.size, type: value.type };
  }
  return values;
}

function fill(template: string, vars: Record<string, number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => String(vars[name] ?? match));
}

export function SiteForm({ rules, thankYou, labelledBy, values, submit }: SiteFormProps) {
  const site = useSite();
  const { path } = useNavigation();
  const locale = formLocale(site.locale);
  const texts = FORM_MESSAGES[locale];
  const hydrated = useHydrated();
  const [errors, setErrors] = useState<FieldError[]>([]);
  // Bumped on every refused submit, so focus returns to the summary each time.
  const [attempt, setAttempt] = useState(0);
  const [descriptionLength, setDescriptionLength] = useState(0);
  const summary = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (attempt > 0) summary.current?.focus();
  }, [attempt]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const found = validateForm(rules, valuesOf(event.currentTarget, rules));
    setErrors(found);
    if (found.length === 0) return; // the browser posts the form as it would without JavaScript
    event.preventDefault();
    setAttempt((count) => count + 1);
  };

  // A field's own message as soon as it is fixed or, for the logo, as soon as it is chosen (before any upload).
  const recheck = (name: string, value: FieldValue, always: boolean) => {
    const message = validateField(rules, name, value);
    setErrors((current) => {
      const had = current.some((error) => error.field === name);
      if (!had && !(always && message)) return current;
      const others = current.filter((error) => error.field !== name);
      if (!message) return others;
      const next = [...others, { field: name, message }];
      const order = rules.fields.map((field) => field.name);
      return next.sort((a, b) => order.indexOf(a.field) - order.indexOf(b.field));
    });
  };

  const onChange = (event: ChangeEvent<HTMLFormElement>) => {
    const target = event.target as EventTarget;
    if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) return;
    if (target.name === 'description') setDescriptionLength(characters(target.value));
    if (target instanceof HTMLInputElement && target.type === 'file') {
      const file = target.files?.[0];
      recheck(target.name, file ? { name: file.name, size: file.size, type: file.type } : undefined, true);
    } else if (target instanceof HTMLInputElement && target.type === 'checkbox') {
      recheck(target.name, target.checked ? target.value : '', false);
    } else {
      recheck(target.name, target.value, false);
    }
  };

  const focusField = (event: MouseEvent<HTMLAnchorElement>, name: string) => {
    // Like GOV.UK Frontend: the link moves focus to the field itself, not just the scroll position.
    const field = document.getElementById(fieldId(name));
    if (!field) return;
    event.preventDefault();
    field.focus();
  };

  const errorOf = (name: string) => errors.find((error) => error.field === name);

  return (
    <form
      // The site's own form, as the hostile-content check knows it (tests/e2e/hostile.spec.ts).
      data-site-form=""
      className={styles.form}
      method="post"
      action={`${site.forms.endpoint}/${rules.name}`}
      encType="multipart/form-data"
      // The rules decide, in both languages and identically without JavaScript: no browser bubbles.
      noValidate
      onSubmit={onSubmit}
      onChange={onChange}
      aria-labelledby={labelledBy}
    >
      {errors.length > 0 ? (
        <div ref={summary} className={styles.summary} role="alert" aria-labelledby={`${rules.name}-summary`} tabIndex={-1}>
          <h2 id={`${rules.name}-summary`} className={styles.summaryTitle}>
            {texts.ui.summaryTitle}
          </h2>
          <ul className={styles.summaryList}>
            {errors.map((error) => (
              <li key={error.field}>
                <a href={`#${fieldId(error.field)}`} onClick={(event) => focusField(event, error.field)}>
                  {texts.errors[error.message]}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="thankyou" value={thankYou} />
      <input type="hidden" name="back" value={path} />
      {rules.fields.map((rule) =>
        rule.kind === 'hidden' ? (
          <input key={rule.name} type="hidden" name={rule.name} value={values?.[rule.name] ?? ''} />
        ) : (
          <Field
            key={rule.name}
            rule={rule}
            texts={texts}
            error={errorOf(rule.name)}
            counter={rule.name === 'description' && hydrated ? descriptionLength : undefined}
          />
        ),
      )}
      <button type="submit" className={styles.submit}>
        {submit || texts.ui.submit}
      </button>
    </form>
  );
}

function Field({
  rule,
  texts,
  error,
  counter,
}: {
  rule: FieldRule;
  texts: FormTexts;
  error: FieldError | undefined;
  counter: number | undefined;
}) {
  const id = fieldId(rule.name);
  const hint = texts.hints[rule.name];
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : '', counter !== undefined ? `${id}-counter` : '']
    .filter(Boolean)
    .join(' ');
  const label = (
    <label htmlFor={id} className={styles.label}>
      {texts.labels[rule.name] ?? rule.name}
      {rule.required ? (
        <span className={styles.required} aria-hidden="true">
          {' *'}
        </span>
      ) : null}
    </label>
  );
  const message = error ? (
    <p id={`${id}-error`} className={styles.error}>
      <VisuallyHidden>{texts.ui.errorPrefix} </VisuallyHidden>
      {texts.errors[error.message]}
    </p>
  ) : null;
  const common = {
    id,
    name: rule.name,
    'aria-describedby': described || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-required': rule.required || undefined,
  };

  if (rule.kind === 'checkbox') {
    return (
      <div className={styles.checkbox} data-invalid={error ? '' : undefined}>
        {message}
        <input {...common} type="checkbox" value="on" className={styles.check} />
        {label}
      </div>
    );
  }
  return (
    <div className={styles.field} data-invalid={error ? '' : undefined}>
      {label}
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {message}
      {rule.kind === 'textarea' ? (
        // No maxLength on the description: a longer text gets the SPEC §5 message instead of being cut silently.
        <textarea
          {...common}
          rows={rule.name === 'description' ? 4 : 6}
          className={styles.input}
          maxLength={rule.name === 'description' ? undefined : rule.maxLength}
        />
      ) : rule.kind === 'file' ? (
        <input {...common} type="file" accept={LOGO_TYPES.join(',')} className={styles.file} />
      ) : (
        <input
          {...common}
          type={rule.kind}
          autoComplete={rule.autocomplete}
          maxLength={rule.maxLength}
          className={styles.input}
          spellCheck={rule.kind === 'text' ? undefined : false}
        />
      )}
      {counter !== undefined ? (
        <p id={`${id}-counter`} className={styles.counter} aria-live="polite" data-over={counter > DESCRIPTION_MAX ? '' : undefined}>
          {fill(counter > DESCRIPTION_MAX ? texts.ui.counterOver : texts.ui.counter, { count: counter, max: DESCRIPTION_MAX })}
        </p>
      ) : null}
    </div>
  );
}
