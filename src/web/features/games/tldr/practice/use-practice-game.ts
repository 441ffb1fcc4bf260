import { useCallback, useEffect, useRef, useState } from 'react';
import {
  appendPracticeLetters,
  type PracticeAlphabet,
  type PracticeGame,
  playPracticeGuess,
  practiceStatus,
} from '../../../../../shared/games/tldr/practice.ts';
import { TLDR_MAX_ATTEMPTS, TLDR_WORD_LENGTH } from '../../../../../shared/games/tldr/scoring.ts';
import { describeClues, hintMessage, type TldrText as Text } from '../clue-description.ts';

const AUTO_SUBMIT_MS = 500;

interface PracticeOptions {
  /** The game shown, or null while its answer is not known. */
  game: PracticeGame | null;
  /** Keeps a changed game (a scored guess, hard mode chosen). */
  onGame: (game: PracticeGame) => void;
  alphabet: PracticeAlphabet;
  /** The dictionary a guess is checked against, fetched the first time it is needed. */
  loadWords: () => Promise<ReadonlySet<string>>;
  text: Text;
  announce: (message: string) => void;
}

/**
 * The row being typed in a practice game and the guess it becomes, played in the browser against the
 * known answer with the ranked game's rules: a word not in the dictionary or, in hard mode, a guess
 * leaving out a hint is refused without using an attempt, and `message` says why. As in the ranked
 * game, a full row is checked by Enter or by itself half a second after its sixth letter.
 */
export function usePracticeGame({ game, onGame, alphabet, loadWords, text, announce }: PracticeOptions) {
  const [row, setRow] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const rowRef = useRef('');
  const gameRef = useRef(game);
  gameRef.current = game;
  const busy = useRef(false);

  const editRow = useCallback((next: string) => {
    rowRef.current = next;
    setRow(next);
  }, []);

  /** A new game: an empty row and nothing said. */
  const reset = useCallback(() => {
    editRow('');
    setMessage(null);
  }, [editRow]);

  const playing = useCallback(() => {
    const shown = gameRef.current;
    return shown !== null && practiceStatus(shown) === 'playing' && !busy.current;
  }, []);

  const type = useCallback(
    (letters: string) => {
      if (!playing()) return;
      loadWords().catch(() => undefined);
      const next = appendPracticeLetters(rowRef.current, letters, alphabet);
      if (next === rowRef.current) return;
      editRow(next);
      setMessage(null);
    },
    [alphabet, editRow, loadWords, playing],
  );

  const backspace = useCallback(() => {
    if (!playing() || rowRef.current === '') return;
    editRow([...rowRef.current].slice(0, -1).join(''));
    setMessage(null);
  }, [editRow, playing]);

  const say = useCallback(
    (line: string) => {
      setMessage(line);
      announce(line);
    },
    [announce],
  );

  const submit = useCallback(async () => {
    const shown = gameRef.current;
    if (!shown || !playing()) return;
    const guess = rowRef.current;
    if ([...guess].length !== TLDR_WORD_LENGTH) return say(text('tooShort'));
    busy.current = true;
    try {
      const words = await loadWords().catch(() => null);
      if (!words) return say(text('wordsFailed'));
      const played = playPracticeGuess(shown, guess, (word) => words.has(word));
      if (played.outcome === 'not-in-word-list') return say(text('notInWordList'));
      if (played.outcome === 'hint-not-used') return say(hintMessage(played.hint, text));
      if (!('game' in played)) return;
      editRow('');
      setMessage(null);
      onGame(played.game);
      const rows = played.game.guesses.length;
      announce(
        text('rowAnnouncement', {
          row: rows,
          max: TLDR_MAX_ATTEMPTS,
          word: guess,
          clues: describeClues(guess, played.states, text),
        }),
      );
    } finally {
      busy.current = false;
    }
  }, [announce, editRow, loadWords, onGame, playing, say, text]);

  const submitRef = useRef(submit);
  submitRef.current = submit;
  useEffect(() => {
    if ([...row].length !== TLDR_WORD_LENGTH) return;
    const id = window.setTimeout(() => void submitRef.current(), AUTO_SUBMIT_MS);
    return () => window.clearTimeout(id);
  }, [row]);

  return { row, message, type, backspace, submit, reset };
}
