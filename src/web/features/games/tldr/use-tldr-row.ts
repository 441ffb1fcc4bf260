import { useCallback, useEffect, useRef, useState } from 'react';
import type { PlayStatus } from '../../../../shared/api/plays.ts';
import type { LetterState } from '../../../../shared/games/tldr/clues.ts';
import { brokenHint } from '../../../../shared/games/tldr/hard-mode.ts';
import { appendLetters, deleteLastLetter, isCompleteGuess } from '../../../../shared/games/tldr/input.ts';
import { TLDR_MAX_ATTEMPTS, TLDR_WORD_LENGTH } from '../../../../shared/games/tldr/scoring.ts';
import type { PlayAnswer } from '../../../components/game/use-move-requests.ts';
import { ApiError } from '../../../lib/api.ts';
import type { MoveOf } from '../../../lib/plays.ts';
import { describeClues, hintMessage, hintOfError, type TldrText as Text } from './clue-description.ts';
import { loadDictionary } from './dictionary.ts';
import type { TLDR_GAME_ID } from './play-of-the-day.ts';

const AUTO_SUBMIT_MS = 500;

/**
 * Hard mode as the next guess is played: the rows whose hints it must use (null out of hard mode),
 * and the move that sets the play's mode before its first guess, when it differs from the player's choice.
 */
export interface GuessRules {
  hints: readonly { guess: string; states: readonly LetterState[] }[] | null;
  before: MoveOf<typeof TLDR_GAME_ID>[];
}

/** What the row needs of the play: its id and status now, a way to send its moves, and hard mode's rules. */
export interface RowPlay {
  playId: string | null;
  status: () => PlayStatus | null;
  send: (moves: readonly MoveOf<typeof TLDR_GAME_ID>[]) => Promise<PlayAnswer<typeof TLDR_GAME_ID>>;
  guessRules: () => GuessRules;
}

/**
 * The row being typed and the guess it becomes: letters in and out while the play is under way, the
 * first letter starting the clock (the server's, a `start` move sent at once, and the one shown;
 * `onStart` is told), and the full row checked against the word list and sent as a guess, by Enter
 * or by itself half a second after its sixth letter. `message` says why a guess was not taken.
 */
export function useTldrRow(
  play: RowPlay,
  {
    text,
    announce,
    onStart,
  }: { text: Text; announce: (message: string) => void; onStart: (playId: string) => void },
) {
  const [row, setRow] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const rowRef = useRef('');
  const busyRef = useRef(false);
  const startSent = useRef(false);
  const { playId, status, send, guessRules } = play;

  const editRow = useCallback((next: string) => {
    rowRef.current = next;
    setRow(next);
  }, []);

  /** A new play: an empty row, nothing said, and its clock not started. */
  const reset = useCallback(() => {
    busyRef.current = false;
    startSent.current = false;
    editRow('');
    setMessage(null);
  }, [editRow]);
  /** The play's clock runs already (a play resumed after a reload): no `start` goes with the first letter. */
  const started = useCallback(() => {
    startSent.current = true;
  }, []);

  const canEdit = useCallback(() => {
    const now = status();
    return !busyRef.current && (now === 'ready' || now === 'playing');
  }, [status]);

  /** Typing and deleting: the row changes and the message goes. */
  const edit = useCallback(
    (next: (current: string) => string) => {
      if (!canEdit()) return;
      const changed = next(rowRef.current);
      if (changed === rowRef.current) return;
      if (!startSent.current && changed.length > 0 && playId) {
        startSent.current = true;
        onStart(playId);
        // A refusal shows with the guess that follows it.
        send([{ type: 'start' }]).catch(() => undefined);
      }
      editRow(changed);
      setMessage(null);
    },
    [send, onStart, editRow, canEdit, playId],
  );
  const type = useCallback(
    (letters: string) => {
      // The dictionary (60 KB) is fetched with the first letter rather than with the page: it is needed
      // only once a guess is sent, and typing the other five letters gives it the time to arrive.
      loadDictionary().catch(() => undefined);
      edit((current) => appendLetters(current, letters));
    },
    [edit],
  );
  const backspace = useCallback(() => edit(deleteLastLetter), [edit]);

  const say = useCallback(
    (line: string) => {
      setMessage(line);
      announce(line);
    },
    [announce],
  );

  const submit = useCallback(async () => {
    const guess = rowRef.current;
    if (!canEdit() || !playId) return;
    if (!isCompleteGuess(guess)) return say(text('tooShort'));
    busyRef.current = true;
    try {
      const dictionary = await loadDictionary().catch(() => null);
      if (!dictionary) return say(text('wordsFailed'));
      if (!dictionary.has(guess)) return say(text('notInWordList'));
      const { hints, before } = guessRules();
      const hint = hints && brokenHint(hints, guess);
      // Refused here like a word not in the list: the server would refuse it too, using no attempt.
      if (hint) return say(hintMessage(hint, text));
      let answer: PlayAnswer<typeof TLDR_GAME_ID>;
      try {
        answer = await send([...before, { type: 'guess', word: guess }]);
      } catch (error) {
        const refused =
          error instanceof ApiError && error.code === 'HINT_NOT_USED' && hintOfError(error.details);
        return say(refused ? hintMessage(refused, text) : text('moveRefused'));
      }
      if (answer.reveals.some((reveal) => reveal.kind === 'refused')) return say(text('notInWordList'));
      const { view } = answer;
      const last = view.rows.at(-1);
      editRow('');
      if (last) {
        announce(
          text('rowAnnouncement', {
            row: view.rows.length,
            max: TLDR_MAX_ATTEMPTS,
            word: last.guess,
            clues: describeClues(last.guess, last.states, text),
          }),
        );
      }
    } finally {
      busyRef.current = false;
    }
  }, [announce, text, send, say, editRow, canEdit, playId, guessRules]);

  // Auto-submit half a second after the sixth letter. The timer depends on the row alone, so the
  // clock's re-renders every second do not restart it.
  const submitRef = useRef(submit);
  submitRef.current = submit;
  useEffect(() => {
    if (row.length !== TLDR_WORD_LENGTH) return;
    const id = window.setTimeout(() => void submitRef.current(), AUTO_SUBMIT_MS);
    return () => window.clearTimeout(id);
  }, [row]);

  return { row, message, type, backspace, submit, reset, started };
}
