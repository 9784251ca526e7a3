import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FormHTMLAttributes,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import type { FormsCopy } from '../../schemas/forms';
import { useHydrated } from './useHydrated';

/**
 * The site's form controls. Every form is built from these, so labels, hints, error lines
 * and the early-submit behaviour are the same everywhere. Inputs are uncontrolled: what
 * a visitor types before the island hydrates stays in the field, and hydration adopts it.
 */

/**
 * A field focused (by Tab, or by a refused submit) is scrolled to stand 12 rem above the bottom
 * edge: on a phone, the notice that names a mistake covers the bottom of the screen, and the
 * message under the field must stay in view beside it.
 */
const fieldScrollMargin = 'scroll-mb-48';

export const inputClass = `${fieldScrollMargin} mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-ink shadow-sm placeholder:text-slate-500 focus:border-brand-600 aria-[invalid=true]:border-danger aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-danger`;

const linkClass = 'font-medium text-brand-700 underline hover:text-brand-900';

/** The texts a field's label may add: "(optional)" after an optional field, or a red * after a required one. */
interface Marks {
  optionalLabel?: string;
  requiredMark?: boolean;
}

interface FieldShell extends Marks {
  id: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: string | null;
  /**
   * Said once the field holds as many characters as it takes, in a status line kept empty (null)
   * until then; none for a field that gives no such note (undefined).
   */
  fullNote?: string | null;
  children: (describedBy: string | undefined) => ReactNode;
}

function Field({ id, label, required, optionalLabel, requiredMark, hint, error, fullNote, children }: FieldShell) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const fullId = `${id}-full`;
  const describedBy = [errorId, fullNote ? fullId : undefined, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
        {required && requiredMark ? (
          <span aria-hidden="true" className="text-danger">
            {' '}
            *
          </span>
        ) : null}
        {!required && optionalLabel ? <span className="font-normal text-slate-600"> {optionalLabel}</span> : null}
      </label>
      {children(describedBy)}
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
      {fullNote !== undefined ? (
        <p id={fullId} role="status" className="mt-1 text-sm font-medium text-ink empty:hidden">
          {fullNote}
        </p>
      ) : null}
      {hint ? (
        <div id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </div>
      ) : null}
    </div>
  );
}

type Own = Marks & { label: string; hint?: ReactNode; error?: string | null };
/** Every text field says how many characters it takes (its native maxlength): nothing typed or pasted can hold the page. */
type Limited = { maxLength: number };

export function TextField({
  label,
  hint,
  error,
  optionalLabel,
  requiredMark,
  id,
  ref,
  ...input
}: Own & Limited & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <Field {...{ id: inputId, label, hint, error, optionalLabel, requiredMark, required: input.required }}>
      {(describedBy) => (
        <input
          {...input}
          ref={ref}
          id={inputId}
          className={inputClass}
          aria-invalid={error ? true : input['aria-invalid']}
          aria-describedby={describedBy}
        />
      )}
    </Field>
  );
}

/**
 * A text area; `full` is the sentence shown once it holds `maxLength` characters (a pasted text
 * is cut there by the browser, silently otherwise).
 */
export function TextArea({
  label,
  hint,
  error,
  optionalLabel,
  requiredMark,
  id,
  className,
  ref,
  full,
  onInput,
  ...area
}: Own & Limited & TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement>; full?: string }) {
  const autoId = useId();
  const areaId = id ?? autoId;
  const [isFull, setFull] = useState(false);
  const fullNote = full === undefined ? undefined : isFull ? full : null;
  const element = useRef<HTMLTextAreaElement | null>(null);
  // Text can reach the field with no input event React sees: typed before hydration, or a kept
  // draft put back. After each render the note follows what the field holds (setting the same
  // value again renders nothing, so this cannot loop).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    if (element.current) setFull(element.current.value.length >= element.current.maxLength);
  });
  return (
    <Field {...{ id: areaId, label, hint, error, fullNote, optionalLabel, requiredMark, required: area.required }}>
      {(describedBy) => (
        <textarea
          {...area}
          onInput={(event) => {
            setFull(event.currentTarget.value.length >= area.maxLength);
            onInput?.(event);
          }}
          ref={(textarea) => {
            element.current = textarea;
            if (typeof ref === 'function') ref(textarea);
            else if (ref) ref.current = textarea;
            // A form reset empties the field without an input event.
            const form = textarea?.form;
            const emptied = () => setFull(false);
            form?.addEventListener('reset', emptied);
            return () => form?.removeEventListener('reset', emptied);
          }}
          id={areaId}
          className={`${inputClass} ${className ?? ''}`}
          aria-invalid={error ? true : area['aria-invalid']}
          aria-describedby={describedBy}
        />
      )}
    </Field>
  );
}

export function Select({
  label,
  hint,
  error,
  optionalLabel,
  requiredMark,
  id,
  placeholder,
  options,
  ...select
}: Own &
  SelectHTMLAttributes<HTMLSelectElement> & {
    placeholder?: string;
    /** `lang` on an option whose label is not in the page's language. */
    options: { value: string; label: string; lang?: string | undefined }[];
  }) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <Field {...{ id: selectId, label, hint, error, optionalLabel, requiredMark, required: select.required }}>
      {(describedBy) => (
        <select {...select} id={selectId} className={inputClass} aria-describedby={describedBy}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} lang={option.lang}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** A checkbox with its label beside it; the label may hold links. */
export function Checkbox({
  label,
  id,
  ref,
  error,
  ...input
}: { label: ReactNode; ref?: Ref<HTMLInputElement>; error?: string | null } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type'
>) {
  const autoId = useId();
  const boxId = id ?? autoId;
  const errorId = error ? `${boxId}-error` : undefined;
  return (
    <div>
      <div className="flex items-start gap-2">
        <input
          {...input}
          ref={ref}
          id={boxId}
          type="checkbox"
          className={`${fieldScrollMargin} mt-1 h-4 w-4 shrink-0 rounded border-slate-400 accent-brand-700`}
          aria-invalid={error ? true : input['aria-invalid']}
          aria-describedby={errorId}
        />
        <label htmlFor={boxId} className="text-sm text-ink">
          {label}
        </label>
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function TextLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <a href={href} className={className ? `${linkClass} ${className}` : linkClass}>
      {children}
    </a>
  );
}

/**
 * The submit button. Beside it, the line the early-submit script fills when the form is
 * sent before the page has finished loading (empty, and so hidden, otherwise).
 */
export function SubmitButton({
  busy,
  busyLabel,
  pending,
  className = 'w-full sm:w-auto',
  children,
}: {
  busy: boolean;
  busyLabel: string;
  pending: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      {/* Disabled for assistive technology while busy, yet focusable: a disabled button drops the
          focus of the person who pressed it. The form's submit handler ignores it meanwhile. */}
      <button
        type="submit"
        aria-disabled={busy || undefined}
        className={`inline-flex items-center justify-center rounded-md bg-brand-700 px-5 py-2.5 text-base font-semibold text-white hover:bg-brand-800 forced-colors:border aria-disabled:cursor-wait aria-disabled:bg-brand-600 ${className}`}
      >
        {busy ? busyLabel : children}
      </button>
      <p
        data-early-note
        data-text={pending}
        role="status"
        className="text-sm font-medium text-brand-800 empty:hidden"
      />
      {/* The busy label, said once: a screen reader does not read out a focused button's new name. */}
      <span role="status" className="sr-only">
        {busy ? busyLabel : ''}
      </span>
    </div>
  );
}

/**
 * Every form of the site. `method="dialog"` makes a submission that no script handles a
 * no-op: before hydration and with JavaScript off, nothing is ever posted to the static
 * host (the browser still checks required fields). Until the island has hydrated, the
 * early-submit script (src/scripts/early-submit.js) holds a submit and replays it once the
 * form carries data-ready. With JavaScript off, the form says it needs JavaScript.
 * Hydration changes nothing a visitor typed: no field is controlled by React state.
 */
export function Form({
  shared,
  ownValidation = false,
  ref,
  children,
  ...form
}: {
  shared: Pick<FormsCopy, 'noScript'>;
  /** The island shows its own error messages once hydrated; the browser checks the fields until then. */
  ownValidation?: boolean;
  ref?: Ref<HTMLFormElement>;
} & Omit<FormHTMLAttributes<HTMLFormElement>, 'method' | 'action' | 'noValidate'>) {
  const hydrated = useHydrated();
  return (
    <form
      {...form}
      ref={ref}
      method="dialog"
      noValidate={ownValidation && hydrated}
      data-early-submit=""
      data-ready={hydrated ? '' : undefined}
    >
      <noscript>
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-600/30">{shared.noScript}</p>
      </noscript>
      {children}
    </form>
  );
}
