import { RotateCcw, WifiOff } from 'lucide-react';
import { apiErrorText } from '../../i18n/api-errors.ts';
import type { Lang } from '../../i18n/catalog.ts';

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
}: {
  play: PlayTrouble;
  lang: Lang;
  text: (key: TroubleKey, values?: { reason: string }) => string;
  newGame: string;
  onAction: () => void;
}) {
  const dealFailed = play.dealError !== null;
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
