import { useId } from 'react';

/**
 * An e-mail field and a button for news that has not started: the button is not a submit button and
 * there is no form to send, so nothing typed here leaves the page; the note under it says so.
 */
export function SignupForm({
  label,
  placeholder,
  button,
  note,
}: {
  label: string;
  placeholder: string;
  button: string;
  note: string;
}) {
  const inputId = useId();
  const noteId = useId();
  return (
    <>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor={inputId} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
            {label}
          </label>
          <input
            id={inputId}
            type="email"
            name="email"
            autoComplete="email"
            placeholder={placeholder}
            aria-describedby={noteId}
            className="mt-1 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 dark:border-slate-500 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-400"
          />
        </div>
        <button type="button" className="button-primary py-2.5">
          {button}
        </button>
      </div>
      <p id={noteId} className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        {note}
      </p>
    </>
  );
}
