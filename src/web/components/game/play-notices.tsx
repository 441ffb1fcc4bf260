import { Dumbbell, RotateCcw, WifiOff } from 'lucide-react';
import { apiErrorText } from '../../i18n/api-errors.ts';
import { type Lang, textIn } from '../../i18n/catalog.ts';
import { gameChromeMessages } from './messages.ts';
import { isNetworkError } from './play-mode.ts';

/**
 * Shown while a move cannot reach the server (usePlay's `connection` is 'lost'); the hook sends it
 * again by itself, so the notice only says what is happening. An alert, so that it is read out when
 * it appears. Each game passes the words from its own message table.
 */
export function ConnectionLostNotice({ message }: { message: string }) {
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-lg border border-amber-600 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-100"
    >
      <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {message}
    </p>
  );
}

/** A deal (or a move) the server refused or never answered, with a button to try again. */
export function PlayErrorNotice({
  message,
  actionLabel,
  onAction,
}: {
  message: string;
  actionLabel: string;
  onAction: () => void;
}) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-lg border border-red-600 bg-red-50 px-3 py-2 text-sm text-red-950 dark:border-red-400 dark:bg-red-950 dark:text-red-100"
    >
      <p className="min-w-0 flex-1">{message}</p>
      <button type="button" onClick={onAction} className="button-secondary py-1.5">
        <RotateCcw aria-hidden="true" className="size-4" />
        {actionLabel}
      </button>
    </div>
  );
}

/**
 * A ranked game that could not be dealt because the server cannot be reached (or the browser is
 * offline): it says that ranked games need a connection and offers practice, and trying again.
 */
export function NeedsConnectionNotice({
  lang,
  onPractice,
  retryLabel,
  onRetry,
}: {
  lang: Lang;
  onPractice: () => void;
  retryLabel: string;
  onRetry: () => void;
}) {
  const text = (key: 'needsConnection' | 'playPractice') => textIn(gameChromeMessages, lang, key);
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-600 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-100"
    >
      <p className="flex min-w-0 flex-1 basis-60 items-start gap-2">
        <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {text('needsConnection')}
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={onPractice} className="button-primary py-1.5">
          <Dumbbell aria-hidden="true" className="size-4" />
          {text('playPractice')}
        </button>
        <button type="button" onClick={onRetry} className="button-secondary py-1.5">
          <RotateCcw aria-hidden="true" className="size-4" />
          {retryLabel}
        </button>
      </div>
    </div>
  );
}

/** What a screen reads of its play (usePlay's) for the notices above its board. */
interface PlayTrouble {
  connection: 'ok' | 'lost';
  /** The last deal or resume that failed, or null. */
  dealError: unknown;
  /** The refusal that ended the play, or null. */
  refusal: unknown;
}

/** The texts a game's messages give the notices: `playFailed` takes the refusal's `{reason}`. */
type TroubleKey = 'connectionLost' | 'dealFailed' | 'playFailed' | 'tryAgain';

/**
 * The notices above a game's board, in the game's own words (`text`, its messages): the connection
 * lost, and a deal that failed (with Try again) or a refusal that ended the play (with `newGame`, the
 * game's word for one); `onAction` deals again.
 */
export function PlayTroubleNotices({
  play,
  lang,
  text,
  newGame,
  onAction,
  onPractice,
}: {
  play: PlayTrouble;
  lang: Lang;
  text: (key: TroubleKey, values?: { reason: string }) => string;
  newGame: string;
  onAction: () => void;
  /** Switches the page to practice, offered when the server cannot be reached for a deal. */
  onPractice?: () => void;
}) {
  const dealFailed = play.dealError !== null;
  if (dealFailed && onPractice && isNetworkError(play.dealError)) {
    return (
      <div className="mb-3">
        <NeedsConnectionNotice
          lang={lang}
          onPractice={onPractice}
          retryLabel={text('tryAgain')}
          onRetry={onAction}
        />
      </div>
    );
  }
  return (
    <>
      {play.connection === 'lost' && (
        <div className="mb-3">
          <ConnectionLostNotice message={text('connectionLost')} />
        </div>
      )}
      {(dealFailed || play.refusal !== null) && (
        <div className="mb-3">
          <PlayErrorNotice
            message={
              dealFailed
                ? (apiErrorText(play.dealError, lang) ?? text('dealFailed'))
                : text('playFailed', { reason: apiErrorText(play.refusal, lang) ?? '' })
            }
            actionLabel={dealFailed ? text('tryAgain') : newGame}
            onAction={onAction}
          />
        </div>
      )}
    </>
  );
}
