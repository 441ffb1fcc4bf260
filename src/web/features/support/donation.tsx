import { CircleAlert, HeartHandshake, LoaderCircle } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { useMessages } from '../../i18n/i18n.ts';
import { setupResponseAnswer } from '../../lib/answers/paypal.ts';
import { ApiError, apiGet } from '../../lib/api.ts';
import {
  type AmountCheck,
  checkAmount,
  formatDollars,
  MAX_AMOUNT,
  MIN_AMOUNT,
  PRESET_AMOUNTS,
} from './amount.ts';
import { donationMessages, donationResultMessages, paymentOutcome } from './messages.ts';
import { type Capture, PayPalButtons } from './paypal-buttons.tsx';
import { loadPayPalSdk, type PayPalNamespace } from './paypal-sdk.ts';

type Setup =
  | { state: 'checking' }
  | { state: 'unavailable'; reason: 'notConfigured' | 'unreachable' }
  | { state: 'ready'; clientId: string };

/**
 * PayPal's script: nothing is asked of PayPal until the visitor chooses to donate (`idle`), so that
 * opening the page sends PayPal nothing.
 */
type Sdk =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'ready'; paypal: PayPalNamespace };

/** The server answers so without PayPal credentials; PayPal itself being unreachable has its own code. */
function isNotConfigured(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'PAYMENTS_NOT_CONFIGURED';
}

const panelClass =
  'not-prose mt-6 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900';

function Checking({ children }: { children: string }) {
  return (
    <p className="mb-0 flex items-center gap-2 text-slate-700 dark:text-slate-300">
      <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
      {children}
    </p>
  );
}

function Unavailable({ reason }: { reason: 'notConfigured' | 'unreachable' }) {
  const { text } = useMessages(donationMessages);
  return (
    <div role="status" className={panelClass}>
      <h2 className="mt-0 mb-0 text-lg font-semibold text-slate-900 dark:text-white">
        {text('unavailableTitle')}
      </h2>
      <p className="mt-2 mb-0 text-slate-700 dark:text-slate-300">
        {text(reason)} {text('stillFree')}
      </p>
    </div>
  );
}

/** "You are giving $5.00.", with the amount in bold. */
function Giving({ template, amount }: { template: string; amount: string }) {
  const [before = '', after = ''] = template.split('{amount}');
  return (
    <>
      {before}
      <strong>{amount}</strong>
      {after}
    </>
  );
}

/** The amount choice and PayPal's payment button, once the server says donations are set up. */
export function Donation() {
  const [setup, setSetup] = useState<Setup>({ state: 'checking' });
  const [sdk, setSdk] = useState<Sdk>({ state: 'idle' });
  // Counts the visitor's choices to donate (and to try again): each asks for PayPal's script.
  const [sdkAttempt, setSdkAttempt] = useState(0);
  const [preset, setPreset] = useState<number | null>(5);
  const [custom, setCustom] = useState('');
  const [customUnreadable, setCustomUnreadable] = useState(false);
  const [thanks, setThanks] = useState<Capture | null>(null);
  const { text, lang } = useMessages(donationResultMessages);
  const { text: say } = useMessages(donationMessages);
  const ids = useId();
  const payment = useRef<HTMLDivElement>(null);
  // The thank-you replaces PayPal's buttons, and the amount choice replaces the thank-you: the focus
  // goes to what replaced the element it was in.
  const panel = useRef<HTMLDivElement>(null);
  const movedOnce = useRef(false);
  useEffect(() => {
    if (!movedOnce.current) {
      movedOnce.current = true;
      return;
    }
    const within = panel.current;
    const target = thanks
      ? within?.querySelector('h2')
      : (within?.querySelector('[aria-pressed="true"]') ?? within?.querySelector('input'));
    (target as HTMLElement | null | undefined)?.focus();
  }, [thanks]);
  const amountRef = useRef('');

  useEffect(() => {
    let current = true;
    apiGet('/paypal/setup', setupResponseAnswer).then(
      (body) => current && setSetup({ state: 'ready', clientId: body.clientId }),
      (error: unknown) =>
        current &&
        setSetup({
          state: 'unavailable',
          reason: isNotConfigured(error) ? 'notConfigured' : 'unreachable',
        }),
    );
    return () => {
      current = false;
    };
  }, []);

  // Each choice to donate (or to try again) asks for PayPal's script; before the first, nothing is
  // requested from PayPal.
  // PayPal's buttons speak the language of the page at the choice to donate; a later switch does
  // not load PayPal's script a second time.
  const langAtChoice = useRef(lang);
  langAtChoice.current = lang;
  useEffect(() => {
    if (setup.state !== 'ready' || sdkAttempt === 0) return;
    let current = true;
    setSdk({ state: 'loading' });
    loadPayPalSdk(setup.clientId, langAtChoice.current).then(
      (paypal) => current && setSdk({ state: 'ready', paypal }),
      (error: unknown) => {
        console.error(error);
        if (current) setSdk({ state: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [setup, sdkAttempt]);

  if (setup.state === 'checking') {
    return (
      <div className={panelClass}>
        <Checking>{say('checking')}</Checking>
      </div>
    );
  }
  if (setup.state === 'unavailable') return <Unavailable reason={setup.reason} />;

  if (thanks) {
    const outcome = paymentOutcome(thanks.status);
    const Icon = outcome === 'declined' ? CircleAlert : HeartHandshake;
    return (
      <div ref={panel} role="status" className={panelClass}>
        <h2
          tabIndex={-1}
          className="mt-0 mb-0 flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white"
        >
          <Icon aria-hidden="true" className="size-5 text-indigo-700 dark:text-indigo-300" />
          {text(`${outcome}Title`)}
        </h2>
        <p className="mt-2 mb-0 text-slate-700 dark:text-slate-300">
          {text(outcome, { amount: formatDollars(thanks.amount, lang) })}
        </p>
        <button type="button" className="button-secondary mt-4" onClick={() => setThanks(null)}>
          {text(outcome === 'declined' ? 'tryAgain' : 'another')}
        </button>
      </div>
    );
  }

  const check: AmountCheck = customUnreadable
    ? { ok: false, reason: 'notAmount' }
    : checkAmount(custom !== '' ? custom : preset === null ? '' : String(preset));
  if (check.ok) amountRef.current = check.value;

  const onCustomChange = (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setCustom(value);
    // A number field reports text it cannot read as empty; its validity tells the two apart.
    setCustomUnreadable(event.target.validity.badInput);
    if (value !== '' || event.target.validity.badInput) setPreset(null);
  };

  return (
    <div ref={panel} className={panelClass}>
      <fieldset>
        <legend className="text-lg font-semibold text-slate-900 dark:text-white">{say('legend')}</legend>
        <div className="mt-3 grid grid-cols-4 gap-2 sm:max-w-md">
          {PRESET_AMOUNTS.map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={preset === value}
              onClick={() => {
                setPreset(value);
                setCustom('');
                setCustomUnreadable(false);
              }}
              className="rounded-md border border-slate-400 bg-white px-3 py-2 text-base font-semibold text-slate-900 hover:bg-slate-100 aria-pressed:border-indigo-700 aria-pressed:bg-indigo-700 aria-pressed:text-white dark:border-slate-500 dark:bg-slate-950 dark:text-slate-50 dark:hover:bg-slate-800 dark:aria-pressed:border-indigo-300 dark:aria-pressed:bg-indigo-300 dark:aria-pressed:text-slate-950"
            >
              {formatDollars(value, lang).replace(/[.,]00(?=\D*$)/, '')}
            </button>
          ))}
        </div>
        <div className="mt-4 sm:max-w-xs">
          <label
            htmlFor={`${ids}-custom`}
            className="mb-1 block text-sm font-medium text-slate-800 dark:text-slate-100"
          >
            {say('customAmount')}
          </label>
          <div className="flex items-center rounded-md border border-slate-400 bg-white focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-indigo-500 dark:border-slate-500 dark:bg-slate-950">
            <span aria-hidden="true" className="pl-3 text-slate-700 dark:text-slate-300">
              $
            </span>
            <input
              id={`${ids}-custom`}
              type="number"
              inputMode="decimal"
              min={MIN_AMOUNT}
              max={MAX_AMOUNT}
              step={0.01}
              value={custom}
              onChange={onCustomChange}
              aria-describedby={`${ids}-custom-hint`}
              className="block w-full rounded-md bg-transparent px-2 py-2 text-base text-slate-900 outline-none dark:text-slate-50"
            />
          </div>
          <p id={`${ids}-custom-hint`} className="mt-1 mb-0 text-sm text-slate-700 dark:text-slate-300">
            {say('minimum')}
          </p>
        </div>
      </fieldset>

      <div className="mt-6">
        <p aria-live="polite" className="mb-3 text-slate-800 dark:text-slate-200">
          {check.ok ? (
            <Giving template={say('giving')} amount={formatDollars(check.value, lang)} />
          ) : (
            say(check.reason)
          )}
        </p>
        {check.ok && sdk.state === 'idle' && (
          <>
            <p className="mb-3 text-sm text-slate-700 dark:text-slate-300">{say('beforeDonating')}</p>
            <button
              type="button"
              className="button-primary"
              onClick={() => {
                setSdk({ state: 'loading' });
                setSdkAttempt((n) => n + 1);
                // The button goes once chosen: the focus waits where PayPal's buttons will be.
                payment.current?.focus();
              }}
            >
              {say('donate')}
            </button>
          </>
        )}
        <div ref={payment} tabIndex={-1} className="outline-none">
          {check.ok && sdk.state === 'loading' && (
            <div role="status">
              <Checking>{say('loading')}</Checking>
            </div>
          )}
          {check.ok && sdk.state === 'failed' && (
            <div role="alert" className="text-red-700 dark:text-red-400">
              <p>{say('loadFailed')}</p>
              <button
                type="button"
                className="button-secondary mt-2"
                onClick={() => setSdkAttempt((n) => n + 1)}
              >
                {say('retry')}
              </button>
            </div>
          )}
          {check.ok && sdk.state === 'ready' && (
            <div className="max-w-sm">
              <p role="status" className="sr-only">
                {say('ready')}
              </p>
              <PayPalButtons paypal={sdk.paypal} amount={amountRef} onCaptured={setThanks} />
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
