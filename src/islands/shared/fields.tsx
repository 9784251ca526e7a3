import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';

export const inputClass =
  'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-ink shadow-sm placeholder:text-slate-500 focus:border-brand-600 aria-[invalid=true]:border-red-600';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with an optional hint tied to it by aria-describedby. */
export function TextField({ label, hint, id, ref, ...input }: FieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = `${inputId}-hint`;
  return (
    <div>
      <label htmlFor={inputId} className="block text-sm font-medium text-ink">
        {label}
        {input.required ? null : <span className="font-normal text-slate-600"> (optional)</span>}
      </label>
      <input ref={ref} id={inputId} className={inputClass} aria-describedby={hint ? hintId : undefined} {...input} />
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
}

interface AreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  hint?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextArea({ label, hint, id, className, ref, ...area }: AreaProps) {
  const autoId = useId();
  const areaId = id ?? autoId;
  const hintId = `${areaId}-hint`;
  return (
    <div>
      <label htmlFor={areaId} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <textarea
        ref={ref}
        id={areaId}
        className={`${inputClass} ${className ?? ''}`}
        aria-describedby={hint ? hintId : undefined}
        {...area}
      />
      {hint && (
        <div id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </div>
      )}
    </div>
  );
}

export function SubmitButton({ busy, busyLabel, children }: { busy: boolean; busyLabel: string; children: ReactNode }) {
  return (
    <button
      type="submit"
      disabled={busy}
      aria-disabled={busy}
      className="inline-flex w-full items-center justify-center rounded-md bg-brand-700 px-4 py-2.5 text-base font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:bg-brand-600 sm:w-auto"
    >
      {busy ? busyLabel : children}
    </button>
  );
}
