import { KeyRound, LoaderCircle } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useMessages } from '../../i18n/i18n.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { adminMessages } from './messages.ts';

/** The key form shown while the dashboard is locked. */
export function LockScreen({
  checking,
  problem,
  focusKey,
  onSubmit,
}: {
  checking: boolean;
  /** Why the last attempt failed, or why the dashboard locked itself. */
  problem: string | null;
  /** Whether the key field takes the focus when shown (after the dashboard locks, not on arrival). */
  focusKey: boolean;
  onSubmit: (key: string) => void;
}) {
  const { text } = useMessages(adminMessages);
  const ids = useId();
  const hydrated = useHydrated();
  const [key, setKey] = useState('');
  // A key left empty is said in the page's words, not by the browser's own bubble.
  const [missing, setMissing] = useState(false);
  const shown = missing ? text('keyMissing') : problem;
  const keyField = useRef<HTMLInputElement>(null);
  // The button is disabled while the key is checked, which takes the focus from it; after a refusal
  // the focus goes to the key field, where the next attempt starts.
  const wasChecking = useRef(false);
  useEffect(() => {
    if (wasChecking.current && !checking && problem) keyField.current?.focus();
    wasChecking.current = checking;
  }, [checking, problem]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the form appears
  useEffect(() => {
    if (focusKey) keyField.current?.focus();
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (key.length === 0) {
      setMissing(true);
      keyField.current?.focus();
      return;
    }
    if (!checking) onSubmit(key);
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      className="mt-6 max-w-md rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white">
        <KeyRound aria-hidden="true" className="size-5" />
        {text('locked')}
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-700 dark:text-slate-300">{text('lockedHelp')}</p>
      <label
        htmlFor={`${ids}-key`}
        className="mb-1 block text-sm font-medium text-slate-800 dark:text-slate-100"
      >
        {text('keyLabel')}
      </label>
      <input
        ref={keyField}
        id={`${ids}-key`}
        name="admin-key"
        type="password"
        required
        autoComplete="off"
        spellCheck={false}
        maxLength={512}
        value={key}
        onChange={(event) => {
          setKey(event.target.value);
          setMissing(false);
        }}
        aria-describedby={shown ? `${ids}-problem` : undefined}
        aria-invalid={shown ? true : undefined}
        className="block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 aria-invalid:border-red-700 dark:border-slate-500 dark:bg-slate-950 dark:text-slate-50 dark:aria-invalid:border-red-400"
      />
      <div
        id={`${ids}-problem`}
        role="alert"
        className="mt-2 min-h-5 text-sm font-medium text-red-700 dark:text-red-400"
      >
        {shown}
      </div>
      {/* Before the page's script runs, a native submit would put the key in the address. */}
      <button type="submit" className="button-primary mt-2" disabled={checking || !hydrated}>
        {checking && (
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
        )}
        {text(checking ? 'checking' : 'unlock')}
      </button>
    </form>
  );
}
