import { LoaderCircle, LogOut } from 'lucide-react';
import { useRef, useState } from 'react';
import type { Account, DeviceEntry, SessionEntry } from '../../../shared/api/account.ts';
import { RetryButton } from '../../components/ui/retry-button.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { useMessages } from '../../i18n/i18n.ts';
import { storeUser } from '../../lib/user-store.ts';
import { endSession, forgetDevice, signOutOthers } from './account-api.ts';
import { browserNameIn, currentFirst, formatWhen, signedOutOthersText } from './account-format.ts';
import { AccountSection, type Outcome, OutcomeText, textClass, useFailure } from './account-ui.tsx';
import { accountPageMessages } from './messages.ts';

const subheadingClass = 'mt-5 text-base font-semibold text-slate-900 dark:text-white';
const listClass =
  'mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800';

function ThisBrowser() {
  const { text } = useMessages(accountPageMessages);
  return (
    <span className="inline-flex items-center rounded-full bg-indigo-100 px-2 py-0.5 text-xs font-semibold text-indigo-800 dark:bg-indigo-950 dark:text-indigo-200">
      {text('thisBrowser')}
    </span>
  );
}

/** One session or remembered browser: what it is, when it began and was last used, and its button. */
function EntryRow({
  browser,
  current,
  since,
  lastUsed,
  action,
  actionLabel,
  pending,
  disabled,
  onEnd,
}: {
  browser: string;
  current: boolean;
  since: string;
  lastUsed: string;
  action: string;
  actionLabel: string;
  pending: boolean;
  disabled: boolean;
  onEnd: () => void;
}) {
  const { text } = useMessages(accountPageMessages);
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium wrap-anywhere text-slate-900 dark:text-white">
          {browser}
          {current && <ThisBrowser />}
        </p>
        <p className={textClass}>
          {since}, {text('lastUsedAt', { date: lastUsed })}
        </p>
      </div>
      <button
        type="button"
        onClick={onEnd}
        disabled={disabled}
        aria-label={actionLabel}
        className="button-secondary shrink-0"
      >
        {pending && (
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
        )}
        {pending ? text('ending') : action}
      </button>
    </li>
  );
}

/**
 * Where the player is signed in: the sessions and the remembered browsers, each with a button that
 * ends it, and "Sign out everywhere else". `onChanged` reads the account again after a change.
 */
export function SignInsSection({
  account,
  loading,
  failed,
  onRetry,
  onChanged,
}: {
  account: Account | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  onChanged: () => void;
}) {
  const { text, lang } = useMessages(accountPageMessages);
  const { failureText } = useFailure();
  /** What is being ended: a session or device by id, or everything else. */
  const [busy, setBusy] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);

  const run = async (what: string, work: () => Promise<string | null>) => {
    if (busy) return;
    setBusy(what);
    setOutcome(null);
    try {
      const done = await work();
      if (done !== null) {
        setOutcome({ kind: 'done', text: done });
        onChanged();
        // The row whose button had the focus is gone: the focus goes to what happened.
        doneRef.current?.focus();
      }
    } catch (error) {
      setOutcome({ kind: 'failed', text: text('endFailed', { reason: failureText(error) }) });
    } finally {
      setBusy(null);
    }
  };

  const endOne = (session: SessionEntry) =>
    run(`session-${session.id}`, async () => {
      await endSession(session.id);
      if (!session.current) return text('sessionEndedThere', { browser: session.browser });
      // The server ended this browser's session and cleared its cookie.
      storeUser(null);
      toast({ title: text('sessionEndedTitle'), description: text('sessionEndedHere') });
      return null;
    });

  const forgetOne = (device: DeviceEntry) =>
    run(`device-${device.id}`, async () => {
      await forgetDevice(device.id);
      return text('deviceForgotten', { browser: device.browser });
    });

  const endOthers = () => run('others', async () => signedOutOthersText(await signOutOthers(), lang));

  const when = (iso: string) => formatWhen(iso, lang);
  const named = <Entry extends { browser: string }>(entry: Entry): Entry => ({
    ...entry,
    browser: browserNameIn(entry.browser, lang),
  });
  const sessions = account ? currentFirst(account.sessions).map(named) : [];
  const devices = account ? currentFirst(account.devices).map(named) : [];

  return (
    <AccountSection id="sign-ins" title={text('signInsTitle')}>
      <p className={`mt-2 ${textClass}`}>{text('signInsIntro')}</p>
      {!account && loading && (
        <p role="status" className={`mt-4 ${textClass}`}>
          <LoaderCircle
            aria-hidden="true"
            className="mr-2 inline size-4 animate-spin align-[-0.125em] motion-reduce:animate-none"
          />
          {text('loading')}
        </p>
      )}
      {!account && failed && !loading && (
        <div role="alert" className="mt-4 flex flex-wrap items-center gap-3">
          <p className="text-sm font-medium text-red-700 dark:text-red-400">{text('loadFailed')}</p>
          <RetryButton onRetry={onRetry} compact />
        </div>
      )}
      {account && (
        <>
          <h3 className={subheadingClass}>{text('sessionsTitle')}</h3>
          <ul className={listClass}>
            {sessions.map((session) => (
              <EntryRow
                key={session.id}
                browser={session.browser}
                current={session.current}
                since={text('signedInAt', { date: when(session.signedInAt) })}
                lastUsed={when(session.lastUsedAt)}
                action={text('endSession')}
                actionLabel={
                  session.current
                    ? text('endThisSessionLabel', { browser: session.browser })
                    : text('endSessionLabel', { browser: session.browser, date: when(session.signedInAt) })
                }
                pending={busy === `session-${session.id}`}
                disabled={busy !== null}
                onEnd={() => void endOne(session)}
              />
            ))}
          </ul>

          <h3 className={subheadingClass}>{text('devicesTitle')}</h3>
          {devices.length === 0 ? (
            <p className={`mt-2 ${textClass}`}>{text('noDevices')}</p>
          ) : (
            <ul className={listClass}>
              {devices.map((device) => (
                <EntryRow
                  key={device.id}
                  browser={device.browser}
                  current={device.current}
                  since={text('rememberedAt', { date: when(device.createdAt) })}
                  lastUsed={when(device.lastUsedAt)}
                  action={text('endDevice')}
                  actionLabel={
                    device.current
                      ? text('endThisDeviceLabel', { browser: device.browser })
                      : text('endDeviceLabel', { browser: device.browser, date: when(device.createdAt) })
                  }
                  pending={busy === `device-${device.id}`}
                  disabled={busy !== null}
                  onEnd={() => void forgetOne(device)}
                />
              ))}
            </ul>
          )}

          <div className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-2">
            <button
              type="button"
              onClick={() => void endOthers()}
              disabled={busy !== null}
              aria-describedby="sign-out-others-hint"
              className="button-primary max-w-full whitespace-normal"
            >
              {busy === 'others' ? (
                <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
              ) : (
                <LogOut aria-hidden="true" className="size-4" />
              )}
              {busy === 'others' ? text('signingOutOthers') : text('signOutOthers')}
            </button>
          </div>
          <p id="sign-out-others-hint" className={`mt-2 ${textClass}`}>
            {text('signOutOthersHint')}
          </p>
        </>
      )}
      <OutcomeText outcome={outcome} doneRef={doneRef} />
    </AccountSection>
  );
}
