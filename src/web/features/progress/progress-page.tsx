import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Progress } from '../../../shared/api/progress.ts';
import { GAME_IDENTITIES } from '../../../shared/games/identities.ts';
import { tldrIdentity } from '../../../shared/games/tldr/identity.ts';
import { PROGRESS_DAYS } from '../../../shared/progress-span.ts';
import { pacificDay } from '../../../shared/time.ts';
import { PAGE_TITLE_CLASS } from '../../components/content/page-heading.ts';
import type { SignInDialog } from '../../components/layout/site-header.tsx';
import { RetryButton } from '../../components/ui/retry-button.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { apiErrorText } from '../../i18n/api-errors.ts';
import { useMessages } from '../../i18n/i18n.ts';
import { ApiError } from '../../lib/api.ts';
import { readKeys, useRead } from '../../lib/reads.ts';
import { useUser } from '../../lib/use-user.ts';
import { storeUser } from '../../lib/user-store.ts';
import { BrowserStats } from './browser-stats.tsx';
import { GameSection, textClass } from './game-section.tsx';
import { HistorySection } from './history-section.tsx';
import { progressMessages } from './messages.ts';
import { loadProgress } from './progress-api.ts';
import { TldrFigures } from './tldr-figures.tsx';

/** Turns a failed read of the history into words in the page's language. */
function useFailureText() {
  const { text, lang } = useMessages(progressMessages);
  return (error: unknown): string =>
    error instanceof ApiError ? (apiErrorText(error, lang) ?? error.message) : text('offline');
}

/**
 * When the server no longer knows the session, this browser signs out cleanly, as everywhere on the
 * site, and the page shows its guest view.
 */
function useSignOutWhenEnded(ended: boolean) {
  const { text } = useMessages(progressMessages);
  const said = useRef({ title: text('sessionEndedTitle'), description: text('sessionEnded') });
  useEffect(() => {
    if (!ended) return;
    storeUser(null);
    toast(said.current);
  }, [ended]);
}

/** Whether the player has anything to show: a game finished while signed in. */
const hasPlayed = (progress: Progress) =>
  progress.tldr.played > 0 || progress.games.some((game) => game.gamesPlayed > 0);

function EmptyProgress() {
  const { text, href } = useMessages(progressMessages);
  return (
    <div className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900">
      <p className={textClass}>{text('empty')}</p>
      <p className={`mt-3 ${textClass}`}>{text('emptyPlay')}</p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {GAME_IDENTITIES.map((game) => (
          <li key={game.id}>
            <Link to={href(game.path)} className="button-secondary">
              {text('play', { game: game.name })}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function ProgressFigures({ progress }: { progress: Progress }) {
  return (
    <>
      {GAME_IDENTITIES.map((game) => (
        <GameSection
          key={game.id}
          game={game}
          progress={progress.games.find((entry) => entry.gameId === game.id)}
          today={progress.today}
          extra={
            game.id === tldrIdentity.id && progress.tldr.played > 0 ? (
              <TldrStatistics progress={progress} />
            ) : undefined
          }
        />
      ))}
    </>
  );
}

function TldrStatistics({ progress }: { progress: Progress }) {
  const { text } = useMessages(progressMessages);
  return (
    <>
      <h3 className="mt-6 mb-3 text-base font-semibold text-slate-900 dark:text-white">
        {text('tldrTitle', { game: tldrIdentity.name })}
      </h3>
      <TldrFigures stats={progress.tldr} headingLevel={4} />
    </>
  );
}

function SignedInProgress({ userId }: { userId: number }) {
  const { text } = useMessages(progressMessages);
  const failureText = useFailureText();
  // The same read as TL;DR's statistics: a score stored on this page's visit marks it to be read again.
  const progress = useRead(readKeys.progress(userId), () => loadProgress(userId));
  const data = progress.data ?? undefined;
  useSignOutWhenEnded(progress.status === 'success' && progress.data === null);
  return (
    <>
      {progress.status === 'pending' && !data && (
        <p role="status" className={`mt-6 ${textClass}`}>
          {text('loading')}
        </p>
      )}
      {progress.status === 'error' && (
        <div className="mt-6 flex flex-wrap items-center gap-3">
          <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
            {text('loadFailed')}
          </p>
          <RetryButton onRetry={progress.refetch} />
        </div>
      )}
      {data && (hasPlayed(data) ? <ProgressFigures progress={data} /> : <EmptyProgress />)}
      {data && hasPlayed(data) && (
        <HistorySection userId={userId} today={data.today} failureText={failureText} />
      )}
      {data && <BrowserStats userId={userId} game={tldrIdentity.name} today={data.today} />}
    </>
  );
}

/**
 * What a visitor who is not signed in sees: what signing up keeps, and Sign In. The prerendered page
 * holds it too; a visitor signed in on an earlier visit sees "Loading" there instead from the first
 * paint (the `signed-in` variant), until the page knows the player.
 */
function GuestProgress({ signInDialog }: { signInDialog: SignInDialog }) {
  const { text } = useMessages(progressMessages);
  const [open, setOpen] = useState(false);
  return (
    <>
      <div className="signed-in:hidden">
        <p className={`mt-4 ${textClass}`}>{text('guest')}</p>
        <button
          type="button"
          onClick={() => setOpen(true)}
          onPointerEnter={signInDialog.preload}
          onFocus={signInDialog.preload}
          className="button-primary mt-4"
        >
          {text('signIn')}
        </button>
        <BrowserStats userId={null} game={tldrIdentity.name} today={pacificDay(new Date())} />
      </div>
      <p className={`mt-4 hidden signed-in:block ${textClass}`}>{text('loading')}</p>
      {open && signInDialog.render(open, setOpen)}
    </>
  );
}

/** The progress page: the signed-in player's own figures, or what signing up would keep. */
export function ProgressPage({ signInDialog }: { signInDialog: SignInDialog }) {
  const { text } = useMessages(progressMessages);
  const user = useUser();
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className={PAGE_TITLE_CLASS}>{text('title')}</h1>
      {user && (
        <>
          <p className={`mt-2 ${textClass}`}>
            {text('intro', { game: tldrIdentity.name, span: PROGRESS_DAYS })}
          </p>
          <p className={`mt-2 ${textClass}`}>{text('meaning')}</p>
        </>
      )}
      {user ? (
        <SignedInProgress key={user.id} userId={user.id} />
      ) : (
        <GuestProgress signInDialog={signInDialog} />
      )}
    </div>
  );
}
