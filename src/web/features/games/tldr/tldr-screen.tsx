import { CalendarDays } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { bestLetterStates } from '../../../../shared/games/tldr/clues.ts';
import { tldrIdentity } from '../../../../shared/games/tldr/identity.ts';
import { TLDR_MAX_ATTEMPTS } from '../../../../shared/games/tldr/scoring.ts';
import { GameHeader } from '../../../components/game/game-header.tsx';
import { useAnnouncer } from '../../../components/game/live-region.tsx';
import { gameChromeMessages } from '../../../components/game/messages.ts';
import { ConnectionLostNotice, PlayErrorNotice } from '../../../components/game/play-notices.tsx';
import type { ScoreSubmitter } from '../../../components/game/score-submitter.ts';
import { catalogsFetched } from '../../../i18n/catalog.ts';
import { type Lang, useMessages } from '../../../i18n/i18n.ts';
import { PATHS } from '../../../lib/paths.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useAccountStats } from './account-stats.ts';
import { Board } from './board.tsx';
import { HelpCard } from './help-card.tsx';
import { Keyboard } from './keyboard.tsx';
import { tldrMessages } from './messages.ts';
import type { PracticeMode } from './practice/practice-screen.tsx';
import { TldrResult } from './result.tsx';
import { SettingsCard } from './settings-card.tsx';
import { StatsCard } from './stats-card.tsx';
import { useBoardTyping } from './typing-target.ts';
import { useTldrGame } from './use-tldr-game.ts';

const GAME = tldrIdentity;

/** Which practice the address asks for (`?day=YYYY-MM-DD`, `?practice=archive`, `?practice=spanish`), or null. */
export function practiceOf(search: URLSearchParams, lang: Lang): PracticeMode | null {
  const day = search.get('day');
  if (day !== null) return { kind: 'archive', day };
  const practice = search.get('practice');
  // The Spanish practice word is a Spanish page's: an English page opens the archive instead.
  if (practice === 'spanish' && lang === 'es') return { kind: 'spanish' };
  if (practice === 'archive' || practice === 'spanish') return { kind: 'archive', day: null };
  return null;
}

/** Practice's code and texts, fetched when a player opens practice. */
const TldrPractice = lazy(() =>
  import('./practice/practice-screen.tsx').then(
    (module) => catalogsFetched().then(() => ({ default: module.TldrPractice })),
    () => ({ default: PracticeLoadFailed }),
  ),
);

function PracticeLoadFailed() {
  const { text } = useMessages(tldrMessages);
  return (
    <p role="alert" className="mx-auto mt-8 max-w-3xl px-4 text-center font-semibold">
      {text('practiceLoadFailed')}
    </p>
  );
}

/**
 * TL;DR's page: today's game (the ranked word, or the word of the day), or practice when the address
 * asks for it. The prerendered page is today's game, so practice replaces it once the page has
 * hydrated; until then today's game is shown but not dealt.
 */
export function TldrScreen({ scores }: { scores: ScoreSubmitter }) {
  const { lang } = useMessages(tldrMessages);
  const [search] = useSearchParams();
  const hydrated = useHydrated();
  const practice = practiceOf(search, lang);
  if (practice && hydrated) {
    return (
      <Suspense fallback={<div className="min-h-screen" />}>
        <TldrPractice mode={practice} />
      </Suspense>
    );
  }
  return <TodaysTldr scores={scores} deal={practice === null} />;
}

function TodaysTldr({ scores, deal }: { scores: ScoreSubmitter; deal: boolean }) {
  const { href, lang, text } = useMessages(tldrMessages);
  const chrome = useMessages(gameChromeMessages).text;
  const { announce, region } = useAnnouncer();
  const tldr = useTldrGame(scores, text, announce, deal);
  const accountStats = useAccountStats(scores.playerId);
  const { view, type, backspace, submit } = tldr;

  const playing = view.kind === 'game' && view.view.status === 'playing';

  useBoardTyping({ playing, alphabet: 'en', type, backspace, submit });

  const shown = view.kind === 'game' || view.kind === 'completed' ? view.view : null;
  const rows = shown?.rows ?? [];
  const letterStates = bestLetterStates(rows);
  const attemptsUsed = rows.length;
  const finished = tldr.over && (view.kind === 'completed' || view.kind === 'game');
  const dealt = view.kind === 'game' || view.kind === 'completed';
  const won = shown?.status === 'won';

  return (
    <div className="pb-12">
      <GameHeader
        title={GAME.name}
        seconds={tldr.seconds}
        score={tldr.score}
        counter={{
          label: chrome('attempts'),
          value: text('attemptsValue', { used: attemptsUsed, max: TLDR_MAX_ATTEMPTS }),
        }}
      />
      {region}
      <div className="mx-auto mt-4 flex max-w-3xl flex-col gap-4 px-4">
        <p className="text-center text-sm text-slate-700 dark:text-slate-300">
          {text('intro')}{' '}
          {/* Shown from the first paint, not once the game is dealt, so that it moves nothing below it. */}
          {!tldr.signedIn && (
            <span className="text-slate-600 signed-in:hidden dark:text-slate-400">
              {chrome('signInToSave')}
            </span>
          )}
          {/* Practice is one tap away, on a line the intro already has room on. */}{' '}
          <span className="whitespace-nowrap">
            {text('practiceNav')}:{' '}
            <Link
              to={href(`${PATHS.tldr}?practice=archive`)}
              className="font-medium text-indigo-700 underline underline-offset-4 dark:text-indigo-300"
            >
              {text('archiveLink')}
            </Link>
            {lang === 'es' && (
              <>
                {' · '}
                <Link
                  to={href(`${PATHS.tldr}?practice=spanish`)}
                  className="font-medium text-indigo-700 underline underline-offset-4 dark:text-indigo-300"
                >
                  {text('spanishLink')}
                </Link>
              </>
            )}
          </span>
        </p>
        {/* Which of the day's two words is in play; the line is there from the first paint. */}
        <p className="-mt-3 min-h-5 text-center text-sm font-semibold" data-testid="tldr-word">
          {dealt && text(tldr.word === 'ranked' ? 'wordRanked' : 'wordDaily')}
          {/* On the word's line, and never broken across two, so that the board does not move down. */}
          {dealt && tldr.hardMode && (
            <span
              className="ml-1.5 inline-block whitespace-nowrap rounded-full bg-rose-100 px-1.5 py-0.5 align-top text-xs leading-4 font-semibold text-rose-800 dark:bg-rose-950 dark:text-rose-200"
              data-testid="tldr-hard-mode"
            >
              {text('hardMode')}
            </span>
          )}
        </p>
        {finished && (
          <TldrResult
            tldr={tldr}
            rows={rows}
            answer={shown?.answer ?? null}
            meaning={shown?.meaning}
            day={shown?.day ?? tldr.day ?? ''}
            won={won}
          />
        )}
        {tldr.connection === 'lost' && <ConnectionLostNotice message={text('connectionLost')} />}
        {view.kind === 'failed' && (
          <PlayErrorNotice
            message={text(view.offline ? 'rankedOffline' : 'dealFailed')}
            actionLabel={text('tryAgain')}
            onAction={tldr.retryLoad}
          />
        )}
        {view.kind === 'failed' && view.offline && (
          <p className="-mt-2 text-center">
            <Link to={href(`${PATHS.tldr}?practice=archive`)} className="button-secondary">
              <CalendarDays aria-hidden="true" className="size-4" />
              {text('openArchive')}
            </Link>
          </p>
        )}
        {!finished && (
          <p
            className="min-h-6 text-center font-semibold text-red-700 dark:text-red-300"
            data-testid="tldr-message"
          >
            {tldr.message}
          </p>
        )}
        <Board
          rows={rows}
          current={playing ? tldr.row : null}
          highContrast={tldr.highContrast}
          busy={view.kind === 'loading'}
        />
        {!finished && (
          <>
            <p className="hidden text-center text-xs text-slate-600 sm:block dark:text-slate-400">
              {text('typeHint')}
            </p>
            <Keyboard
              states={letterStates}
              disabled={!playing}
              highContrast={tldr.highContrast}
              onLetter={type}
              onEnter={() => void submit()}
              onBackspace={backspace}
            />
          </>
        )}
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          <HelpCard highContrast={tldr.highContrast} />
          <div className="flex flex-col gap-4">
            <StatsCard account={accountStats} browser={tldr.stats} today={tldr.day} />
            <SettingsCard
              highContrast={tldr.highContrast}
              onChange={tldr.setHighContrast}
              hardMode={tldr.hardMode}
              hardModeLocked={tldr.hardModeLocked}
              onHardModeChange={tldr.setHardMode}
            />
          </div>
        </div>
        <p className="text-center text-sm">
          <Link
            to={href(`${PATHS.home}#leaderboard`)}
            className="font-medium text-indigo-700 underline underline-offset-4 dark:text-indigo-300"
          >
            {text('leaderboards')}
          </Link>
        </p>
      </div>
    </div>
  );
}
