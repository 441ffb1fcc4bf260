import { ArrowLeft } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { bestLetterStates } from '../../../../../shared/games/tldr/clues.ts';
import {
  type PracticeAlphabet,
  type PracticeGame,
  practiceRows,
  practiceStatus,
} from '../../../../../shared/games/tldr/practice.ts';
import { TLDR_MAX_ATTEMPTS } from '../../../../../shared/games/tldr/scoring.ts';
import { useAnnouncer } from '../../../../components/game/live-region.tsx';
import { useMessages } from '../../../../i18n/i18n.ts';
import { PATHS } from '../../../../lib/paths.ts';
import { Board } from '../board.tsx';
import { loadDictionary } from '../dictionary.ts';
import { Keyboard, SPANISH_KEY_ROWS } from '../keyboard.tsx';
import { tldrMessages } from '../messages.ts';
import { SettingsCard } from '../settings-card.tsx';
import { useBoardTyping } from '../typing-target.ts';
import { useTldrBrowserState } from '../use-tldr-browser.ts';
import { WordMeaning } from '../word-meaning.tsx';
import { ArchivePicker } from './archive-picker.tsx';
import { tldrPracticeMessages } from './messages.ts';
import { PracticeResult } from './practice-result.tsx';
import { useArchive } from './use-archive.ts';
import { usePracticeGame } from './use-practice-game.ts';
import { useSpanishPractice } from './use-spanish-practice.ts';

/** Which practice the address asks for: a day of the archive (or the picker), or the Spanish word. */
export type PracticeMode = { kind: 'archive'; day: string | null } | { kind: 'spanish' };

/** The wall clock, once a minute: the archive's newest day changes at midnight Pacific time. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(id);
  }, []);
  return now;
}

/** The game's hard mode: the player's choice until the first guess, then the game's own. */
function withChoice(game: PracticeGame, hardMode: boolean): PracticeGame {
  return game.guesses.length === 0 ? { ...game, hardMode } : game;
}

/**
 * TL;DR practice, played wholly in the browser: a past day's word of the day from the archive, or on
 * the Spanish site a Spanish practice word. Never sent, never timed, never counted.
 */
export function TldrPractice({ mode }: { mode: PracticeMode }) {
  const { href, text } = useMessages(tldrMessages);
  const practice = useMessages(tldrPracticeMessages).text;
  const { announce, region } = useAnnouncer();
  const browser = useTldrBrowserState();
  const { readFor } = browser;
  useEffect(() => readFor(null), [readFor]);

  return (
    <div className="pb-12">
      <header className="mx-auto flex max-w-3xl flex-wrap items-center gap-x-4 gap-y-2 px-4 pt-6">
        <Link to={href(PATHS.tldr)} className="button-secondary">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {practice('todaysGame')}
        </Link>
        <h1 className="flex-1 text-xl font-bold tracking-tight sm:text-3xl">{practice('title')}</h1>
      </header>
      {region}
      <div className="mx-auto mt-3 flex max-w-3xl flex-col gap-3 px-4">
        <p className="text-center text-sm text-slate-700 dark:text-slate-300">{practice('intro')}</p>
        {mode.kind === 'spanish' ? (
          <SpanishPractice browser={browser} announce={announce} />
        ) : (
          <ArchivePractice day={mode.day} browser={browser} announce={announce} />
        )}
      </div>
      <span className="sr-only">{text('typeHint')}</span>
    </div>
  );
}

type BrowserState = ReturnType<typeof useTldrBrowserState>;

function ArchivePractice({
  day,
  browser,
  announce,
}: {
  day: string | null;
  browser: BrowserState;
  announce: (message: string) => void;
}) {
  const practice = useMessages(tldrPracticeMessages).text;
  const now = useMinuteClock();
  const archive = useArchive(day, now);
  const { saveGame } = archive;
  const shown = archive.view.kind === 'game' ? withChoice(archive.view.game, browser.hardMode) : null;
  const onGame = useCallback((game: PracticeGame) => day && saveGame(day, game), [day, saveGame]);

  let notice: string | null = null;
  const { view } = archive;
  if (view.kind === 'refused' && day !== null) {
    if (view.reason === 'invalid') notice = practice('badDay', { day });
    else if (view.reason === 'not-over') notice = practice('notOver', { day });
    else notice = practice('beforeFirst', { day, first: archive.firstDay ?? '' });
  } else if (view.kind === 'none') notice = practice('pickDay');
  else if (view.kind === 'fetching' && day) notice = practice('answerLoading', { day });
  else if (view.kind === 'fetch-failed' && day) notice = practice('answerFailed', { day });

  return (
    <>
      <ArchivePicker
        choices={archive.choices}
        range={archive.range}
        current={view.kind === 'game' ? day : null}
      />
      <PracticeBoard
        key={day ?? ''}
        game={shown}
        onGame={onGame}
        alphabet="en"
        loadWords={loadDictionary}
        browser={browser}
        announce={announce}
        wordLine={day && view.kind === 'game' ? practice('wordArchive', { day }) : null}
        notice={notice}
        retry={view.kind === 'fetch-failed' ? archive.retry : null}
        result={(game, justEnded, again) => (
          <PracticeResult
            game={game}
            shown={game.answer}
            share={{ day: day ?? '', word: 'daily' }}
            highContrast={browser.highContrast}
            takeFocus={justEnded}
            again={{ label: practice('playAgainDay'), onClick: again }}
          >
            {view.kind === 'game' && view.meaning !== undefined ? (
              <WordMeaning status="read" meaning={view.meaning} />
            ) : (
              <WordMeaning status="unavailable" />
            )}
          </PracticeResult>
        )}
      />
    </>
  );
}

function SpanishPractice({
  browser,
  announce,
}: {
  browser: BrowserState;
  announce: (message: string) => void;
}) {
  const practice = useMessages(tldrPracticeMessages).text;
  const spanish = useSpanishPractice(browser.hardMode);
  const game = spanish.game ? withChoice(spanish.game, browser.hardMode) : null;
  let notice: string | null = null;
  if (spanish.status === 'loading') notice = practice('spanishLoading');
  if (spanish.status === 'failed') notice = practice('spanishFailed');
  return (
    <>
      <p className="text-center text-sm text-slate-700 dark:text-slate-300">{practice('spanishIntro')}</p>
      <PracticeBoard
        key={spanish.game?.answer ?? ''}
        game={game}
        onGame={spanish.save}
        alphabet="es"
        loadWords={spanish.loadWords}
        browser={browser}
        announce={announce}
        wordLine={game ? practice('wordSpanish') : null}
        notice={notice}
        retry={spanish.status === 'failed' ? spanish.retry : null}
        keyboardRows={SPANISH_KEY_ROWS}
        result={(ended, justEnded) => (
          <PracticeResult
            game={ended}
            shown={spanish.game?.shown ?? ended.answer}
            share={{ day: spanish.today, word: 'spanish-practice' }}
            highContrast={browser.highContrast}
            takeFocus={justEnded}
            again={{ label: practice('newSpanishWord'), onClick: spanish.next }}
          >
            <WordMeaning status="spanish-word" />
          </PracticeResult>
        )}
      />
    </>
  );
}

interface PracticeBoardProps {
  game: PracticeGame | null;
  onGame: (game: PracticeGame) => void;
  alphabet: PracticeAlphabet;
  loadWords: () => Promise<ReadonlySet<string>>;
  browser: BrowserState;
  announce: (message: string) => void;
  /** Which word is played, once there is a game. */
  wordLine: string | null;
  /** Why there is no game yet (loading, refused, failed), in place of the message line. */
  notice: string | null;
  retry: (() => void) | null;
  keyboardRows?: readonly string[];
  /** The finished game's panel: the game, whether it ended just now, and a new try of the same word. */
  result: (game: PracticeGame, justEnded: boolean, again: () => void) => ReactNode;
}

/** The board, keyboard, messages and settings of a practice game, and its result once it is over. */
function PracticeBoard({
  game,
  onGame,
  alphabet,
  loadWords,
  browser,
  announce,
  wordLine,
  notice,
  retry,
  keyboardRows,
  result,
}: PracticeBoardProps) {
  const { text } = useMessages(tldrMessages);
  const practice = useMessages(tldrPracticeMessages).text;
  const [justEnded, setJustEnded] = useState(false);
  const keep = useCallback(
    (next: PracticeGame) => {
      if (practiceStatus(next) !== 'playing') {
        setJustEnded(true);
        const values = { word: next.answer, attempts: next.guesses.length, max: TLDR_MAX_ATTEMPTS };
        announce(
          practiceStatus(next) === 'won'
            ? `${text('won')} ${text('wonText', values)}`
            : `${text('lost')}. ${text('lostText', values)}.`,
        );
      }
      onGame(next);
    },
    [announce, onGame, text],
  );
  const play = usePracticeGame({ game, onGame: keep, alphabet, loadWords, text, announce });
  const { type, backspace, submit, reset } = play;
  const status = game ? practiceStatus(game) : null;
  const playing = status === 'playing';
  const rows = useMemo(() => (game ? practiceRows(game) : []), [game]);

  useBoardTyping({ playing, alphabet, type, backspace, submit });

  const again = () => {
    if (!game) return;
    reset();
    setJustEnded(false);
    onGame({ ...game, guesses: [], hardMode: browser.hardMode });
  };
  const setHardMode = (on: boolean) => {
    browser.setHardMode(on);
    if (game && game.guesses.length === 0) onGame({ ...game, hardMode: on });
  };
  const finished = game !== null && !playing;

  return (
    <>
      <p className="min-h-5 text-center text-sm font-semibold" data-testid="tldr-word">
        {wordLine}
        {wordLine && game?.hardMode && (
          <span
            className="ml-1.5 inline-block whitespace-nowrap rounded-full bg-rose-100 px-1.5 py-0.5 align-top text-xs leading-4 font-semibold text-rose-800 dark:bg-rose-950 dark:text-rose-200"
            data-testid="tldr-hard-mode"
          >
            {text('hardMode')}
          </span>
        )}
      </p>
      {finished && result(game, justEnded, again)}
      {!finished && (
        <div className="flex min-h-6 flex-wrap items-center justify-center gap-3 text-center">
          <p
            className={`font-semibold ${notice ? 'text-slate-800 dark:text-slate-200' : 'text-red-700 dark:text-red-300'}`}
            data-testid="tldr-message"
          >
            {notice ?? play.message}
          </p>
          {retry && (
            <button type="button" className="button-secondary" onClick={retry}>
              {practice('tryAgain')}
            </button>
          )}
        </div>
      )}
      <Board
        rows={rows}
        current={playing ? play.row : null}
        highContrast={browser.highContrast}
        busy={false}
      />
      {!finished && (
        <Keyboard
          states={bestLetterStates(rows)}
          disabled={!playing}
          highContrast={browser.highContrast}
          onLetter={type}
          onEnter={() => void submit()}
          onBackspace={backspace}
          rows={keyboardRows}
        />
      )}
      <div className="mt-4 md:w-1/2">
        <SettingsCard
          highContrast={browser.highContrast}
          onChange={browser.setHighContrast}
          hardMode={game?.hardMode ?? browser.hardMode}
          hardModeLocked={game !== null && game.guesses.length > 0}
          onHardModeChange={setHardMode}
        />
      </div>
    </>
  );
}
