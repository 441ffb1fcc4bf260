import { LoaderCircle } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { SIGN_IN_CODE_DIGITS, SIGN_IN_CODE_PATTERN } from '../../../shared/api/limits.ts';
import { apiErrorText } from '../../i18n/api-errors.ts';
import { useMessages } from '../../i18n/i18n.ts';
import { codeMessages } from './messages.ts';

// Shared by the sign-in dialog's code step and the account page's change of e-mail address.

const inputClass =
  'block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-center font-mono text-2xl tracking-[0.5em] indent-[0.5em] text-slate-900 aria-invalid:border-red-700 dark:border-slate-500 dark:bg-slate-950 dark:text-slate-50 dark:aria-invalid:border-red-400';

const linkButtonClass =
  'rounded text-sm font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900 disabled:cursor-not-allowed disabled:opacity-60 dark:text-indigo-300 dark:hover:text-indigo-200';

/** What asking for a new code came to: one is on its way, or the caller finished without one. */
export type ResendOutcome = 'sent' | 'done';

/**
 * A six-digit code e-mailed by the server: the field, Verify, a new code, and Back. `verify` sends
 * the code and resolves once the caller has taken the answer; it throws the API's error otherwise,
 * which is shown beside the field (a wrong code with the tries it has left).
 */
export function CodeForm({
  label,
  hint,
  backLabel,
  verify,
  resend,
  onBack,
  className = 'mt-5',
}: {
  label: string;
  hint: string;
  backLabel?: string;
  verify: (code: string) => Promise<void>;
  resend: () => Promise<ResendOutcome>;
  onBack: () => void;
  className?: string;
}) {
  const { text, lang } = useMessages(codeMessages);
  const ids = useId();
  const fieldId = `${ids}-code`;
  const hintId = `${ids}-hint`;
  const errorId = `${ids}-error`;
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState<'verify' | 'resend' | null>(null);
  const fieldRef = useRef<HTMLInputElement>(null);

  useEffect(() => fieldRef.current?.focus(), []);

  // A wrong code says how many tries the code has left (the API error's text, from its details).
  const failed = (caught: unknown) => {
    setError(apiErrorText(caught, lang) || text('verifyFailed'));
    setBusy(null);
    fieldRef.current?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setNotice(null);
    if (!SIGN_IN_CODE_PATTERN.test(code)) {
      setError(text('codeMissing', { digits: SIGN_IN_CODE_DIGITS }));
      fieldRef.current?.focus();
      return;
    }
    setBusy('verify');
    setError(null);
    try {
      await verify(code);
      setBusy(null);
    } catch (caught) {
      failed(caught);
    }
  };

  const askAgain = async () => {
    if (busy) return;
    setBusy('resend');
    setError(null);
    setNotice(null);
    try {
      if ((await resend()) === 'sent') {
        setCode('');
        setNotice(text('codeResent'));
        fieldRef.current?.focus();
      }
      setBusy(null);
    } catch (caught) {
      failed(caught);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className={`${className} grid gap-4`}>
      <div>
        <label
          htmlFor={fieldId}
          className="mb-1 block text-sm font-medium text-slate-800 dark:text-slate-100"
        >
          {label}
        </label>
        <input
          ref={fieldRef}
          id={fieldId}
          name="code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={SIGN_IN_CODE_DIGITS}
          value={code}
          // Only digits count; a pasted "123 456" or "Code: 123456" keeps its digits.
          onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, SIGN_IN_CODE_DIGITS))}
          required
          readOnly={busy !== null}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          className={inputClass}
        />
        <p id={hintId} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {hint}
        </p>
        {error && (
          <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-red-700 dark:text-red-400">
            {error}
          </p>
        )}
        <p role="status" className="mt-2 text-sm text-slate-700 empty:hidden dark:text-slate-300">
          {notice}
        </p>
      </div>

      <button type="submit" disabled={busy !== null} className="button-primary w-full py-2.5">
        {busy === 'verify' && (
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
        )}
        {busy === 'verify' ? text('verifying') : text('verify')}
      </button>

      <div className="flex items-center justify-between gap-4">
        <button type="button" onClick={onBack} disabled={busy !== null} className={linkButtonClass}>
          {backLabel ?? text('back')}
        </button>
        <button type="button" onClick={askAgain} disabled={busy !== null} className={linkButtonClass}>
          {busy === 'resend' ? text('resending') : text('resend')}
        </button>
      </div>
    </form>
  );
}
