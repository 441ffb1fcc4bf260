import { LoaderCircle } from 'lucide-react';
import { type RefObject, useEffect, useId, useRef } from 'react';
import { toast } from '../../components/ui/toast-store.ts';
import { useMessages } from '../../i18n/i18n.ts';
import type { FormProblem } from './form-checks.ts';
import { authMessages } from './messages.ts';

// What the sign-in and sign-up forms share: their fields' look, the address field, the submit
// button, the link to the other form, and the toast that says why a form was not taken.

export const inputClass =
  'block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 aria-invalid:border-red-700 dark:border-slate-500 dark:bg-slate-950 dark:text-slate-50 dark:placeholder:text-slate-400 dark:aria-invalid:border-red-400';

export const labelClass = 'mb-1 block text-sm font-medium text-slate-800 dark:text-slate-100';

/** Shows why a form failed: a problem found before sending, or a title with the server's reason. */
export function useFailure() {
  const { text } = useMessages(authMessages);
  return (problem: FormProblem | { title: FormProblem['title']; description: string }) =>
    toast({
      title: text(problem.title),
      description: 'description' in problem ? problem.description : text(problem.text, problem.values),
      variant: 'destructive',
    });
}

/**
 * Focuses a form's first field when the form replaced another one (a switch between the forms, Back
 * from the code); on the dialog's opening the dialog places focus itself.
 */
export function useFirstFieldFocus(focusFirst: boolean): RefObject<HTMLInputElement | null> {
  const field = useRef<HTMLInputElement>(null);
  const onMount = useRef(focusFirst);
  useEffect(() => {
    if (onMount.current) field.current?.focus();
  }, []);
  return field;
}

export function EmailField({
  value,
  onChange,
  readOnly,
  fieldRef,
}: {
  value: string;
  onChange: (value: string) => void;
  readOnly: boolean;
  fieldRef?: RefObject<HTMLInputElement | null>;
}) {
  const { text } = useMessages(authMessages);
  const id = `${useId()}-email`;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {text('emailLabel')}
      </label>
      <input
        ref={fieldRef}
        id={id}
        name="email"
        type="email"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={text('emailPlaceholder')}
        required
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        readOnly={readOnly}
        className={inputClass}
      />
    </div>
  );
}

export function SubmitButton({
  pending,
  disabled,
  label,
  pendingLabel,
}: {
  pending: boolean;
  disabled: boolean;
  label: string;
  pendingLabel: string;
}) {
  return (
    <button type="submit" disabled={disabled} className="button-primary w-full py-2.5">
      {pending && (
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
      )}
      {pending ? pendingLabel : label}
    </button>
  );
}

/** The link below a form to the other one: from signing in to signing up, and back. */
export function SwitchLink({
  label,
  disabled,
  onClick,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <p className="mt-4 text-center">
      <button
        type="button"
        onClick={onClick}
        disabled={disabled}
        className="rounded text-sm font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900 disabled:cursor-not-allowed disabled:opacity-60 dark:text-indigo-300 dark:hover:text-indigo-200"
      >
        {label}
      </button>
    </p>
  );
}
