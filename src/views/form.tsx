/** Shared form pieces: labelled fields that keep the user's value and show their error. */
import type { Child } from 'hono/jsx';
import { t } from '../lib/i18n/index.js';

export type FormErrors = Record<string, string>;
export type FormValues = Record<string, string | number | null | undefined>;

/** The message at the top of a form that failed validation (its links go to the fields: `idPrefix` as the fields'). */
export function ErrorSummary({ errors, message, idPrefix }: { errors?: FormErrors | null; message?: string | null; idPrefix?: string }) {
  const list = errors ? Object.entries(errors) : [];
  if (!message && list.length === 0) return null;
  return (
    <div class="error-summary" role="alert">
      <p>{message ?? t('form.errorSummary')}</p>
      {list.length > 1 && (
        <ul>
          {list.map(([field, msg]) => (
            <li>
              <a href={`#${fieldId(field, idPrefix)}`}>{msg}</a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A field's id: `f-<name>`, or `f-<prefix>-<name>` when several forms of a page have fields of one name. */
function fieldId(name: string, idPrefix?: string): string {
  return idPrefix ? `f-${idPrefix}-${name}` : `f-${name}`;
}

export interface FieldProps {
  name: string;
  /** Set when several forms on the page have a field of this name (one form per document kind): ids stay unique. */
  idPrefix?: string;
  label: string;
  values?: FormValues;
  errors?: FormErrors | null;
  type?: string;
  required?: boolean;
  hint?: string;
  autocomplete?: string;
  inputmode?: 'decimal' | 'email' | 'none' | 'numeric' | 'search' | 'tel' | 'text' | 'url';
  min?: string | number;
  max?: string | number;
  step?: string | number;
  placeholder?: string;
  /** Renders a <select> with these [value, label] options. */
  options?: Array<[string, string]>;
  /** Renders a <textarea>. */
  multiline?: boolean;
  maxlength?: number;
  list?: string;
  /** An identifier typed as printed (GSTIN, licence): capitals on a phone keyboard, no spelling marks. */
  autocapitalize?: 'characters';
  spellcheck?: boolean;
  /** With type="file": the types offered, several files, the camera first on a phone. A file input keeps no value. */
  accept?: string;
  multiple?: boolean;
  capture?: 'environment' | 'user';
}

/** One labelled input, select or textarea with its value kept and its error shown. */
export function Field(p: FieldProps) {
  const id = fieldId(p.name, p.idPrefix);
  const error = p.errors?.[p.name];
  const raw = p.values?.[p.name];
  const value = raw === null || raw === undefined ? '' : String(raw);
  const describedBy = [p.hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name: p.name,
    required: p.required,
    'aria-invalid': error ? 'true' : undefined,
    'aria-describedby': describedBy,
  };
  let control: Child;
  if (p.options) {
    control = (
      <select {...common}>
        {p.options.map(([v, label]) => (
          <option value={v} selected={v === value}>
            {label}
          </option>
        ))}
      </select>
    );
  } else if (p.multiline) {
    control = (
      <textarea {...common} rows={4} maxlength={p.maxlength} placeholder={p.placeholder}>
        {value}
      </textarea>
    );
  } else if (p.type === 'file') {
    control = <input {...common} type="file" accept={p.accept} multiple={p.multiple} capture={p.capture} />;
  } else {
    control = (
      <input
        {...common}
        type={p.type ?? 'text'}
        value={p.type === 'password' ? '' : value}
        autocomplete={p.autocomplete}
        inputmode={p.inputmode}
        min={p.min}
        max={p.max}
        step={p.step}
        placeholder={p.placeholder}
        maxlength={p.maxlength}
        list={p.list}
        autocapitalize={p.autocapitalize}
        spellcheck={p.spellcheck}
      />
    );
  }
  return (
    <div class={`field${error ? ' has-error' : ''}`}>
      <label for={id}>
        {p.label}
        {p.required ? (
          <span class="req" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {control}
      {p.hint && (
        <small id={`${id}-hint`} class="hint">
          {p.hint}
        </small>
      )}
      {error && (
        <small id={`${id}-error`} class="error">
          {error}
        </small>
      )}
    </div>
  );
}

/** A POST form with one button: the shape of every state change (cancel, accept, approve...). */
export function ActionButton({
  action,
  label,
  confirm,
  kind,
  fields,
}: {
  action: string;
  label: string;
  confirm?: string;
  kind?: 'danger' | 'primary' | 'secondary';
  fields?: Record<string, string>;
}) {
  return (
    <form method="post" action={action} class="inline" data-confirm={confirm}>
      {fields && Object.entries(fields).map(([k, v]) => <input type="hidden" name={k} value={v} />)}
      <button type="submit" class={kind ?? 'secondary'}>
        {label}
      </button>
    </form>
  );
}
