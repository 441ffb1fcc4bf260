import { ArrowLeft, RotateCcw, Share2, TextAlignStart } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  type PracticeGame,
  practiceRows,
  practiceStatus,
} from '../../../../../shared/games/tldr/practice.ts';
import { TLDR_MAX_ATTEMPTS } from '../../../../../shared/games/tldr/scoring.ts';
import { accessibleShareText, shareText } from '../../../../../shared/games/tldr/share.ts';
import { gameChromeMessages } from '../../../../components/game/messages.ts';
import { ResultPanel } from '../../../../components/game/result-panel.tsx';
import { useMessages } from '../../../../i18n/i18n.ts';
import { PATHS } from '../../../../lib/paths.ts';
import { tldrMessages, tldrShareMessages } from '../messages.ts';
import { shareResult } from '../result.tsx';
import { tldrPracticeMessages } from './messages.ts';

interface PracticeResultProps {
  game: PracticeGame;
  /** The word as written (a Spanish word with its accents). */
  shown: string;
  /** What the share text's first line names: the day, and which word it was. */
  share: { day: string; word: 'daily' | 'spanish-practice' };
  highContrast: boolean;
  takeFocus: boolean;
  /** The same day again, or a new Spanish word. */
  again: { label: string; onClick: () => void };
  /** What the finished word adds under its summary: its meaning, or why there is none. */
  children?: ReactNode;
}

/** The end of a practice game: the word, the attempts, that nothing was sent, Share, and what next. */
export function PracticeResult({
  game,
  shown,
  share,
  highContrast,
  takeFocus,
  again,
  children,
}: PracticeResultProps) {
  const { lang, href, text } = useMessages(tldrMessages);
  const practice = useMessages(tldrPracticeMessages).text;
  const chrome = useMessages(gameChromeMessages).text;
  const { shareRow } = useMessages(tldrShareMessages).texts;
  const won = practiceStatus(game) === 'won';
  const rows = practiceRows(game);
  const word = shown.toUpperCase();
  const values = { word, attempts: rows.length, max: TLDR_MAX_ATTEMPTS };
  const played = { ...share, lang, won, rows: rows.map((row) => row.states), hardMode: game.hardMode };
  return (
    <div className="flex flex-col gap-3" data-testid="practice-result">
      <ResultPanel
        title={won ? text('won') : text('lost')}
        summary={won ? text('wonText', values) : text('lostText', values)}
        summaryTestId="tldr-summary"
        details={children}
        figures={[
          {
            label: chrome('attempts'),
            value: text('attemptsValue', { used: rows.length, max: TLDR_MAX_ATTEMPTS }),
          },
          { label: practice('day'), value: share.day },
        ]}
        notes={[practice('practiceNote')]}
        takeFocus={takeFocus}
        actions={
          <>
            <button
              type="button"
              className="button-primary"
              onClick={() => void shareResult(shareText({ ...played, highContrast }), text, 'copiedText')}
            >
              <Share2 aria-hidden="true" className="size-4" />
              {text('share')}
            </button>
            <button
              type="button"
              className="button-secondary"
              onClick={() =>
                void shareResult(
                  accessibleShareText({ ...played, describeRow: shareRow }),
                  text,
                  'copiedLinesText',
                )
              }
            >
              <TextAlignStart aria-hidden="true" className="size-4" />
              {text('shareAsText')}
            </button>
            <button type="button" className="button-secondary" onClick={again.onClick}>
              <RotateCcw aria-hidden="true" className="size-4" />
              {again.label}
            </button>
            <Link to={href(PATHS.tldr)} className="button-secondary">
              <ArrowLeft aria-hidden="true" className="size-4" />
              {practice('backToToday')}
            </Link>
          </>
        }
      />
    </div>
  );
}
