// Longer than 300 lines because it holds the whole text of one page in both languages, as data; it
// holds no logic but the Spanish wording of the games' figures.

import { formatNumber } from '../../shared/format.ts';
import { HUMAN_PACE } from '../../shared/games/human-pace.ts';
import { memoryMatchIdentity } from '../../shared/games/memory-match/identity.ts';
import {
  MEMORY_PAIRS,
  MEMORY_SCORING,
  memoryDisplayedScore,
  memorySubmittedScore,
} from '../../shared/games/memory-match/scoring.ts';
import { numberPuzzleIdentity } from '../../shared/games/number-puzzle/identity.ts';
import {
  NUMBER_PUZZLE_SCORING,
  numberPuzzleScore,
  SHUFFLE_MOVES,
} from '../../shared/games/number-puzzle/scoring.ts';
import {
  TLDR_MAX_ATTEMPTS,
  TLDR_SCORING,
  TLDR_WORD_LENGTH,
  tldrScore,
} from '../../shared/games/tldr/scoring.ts';
import { wordScrambleIdentity } from '../../shared/games/word-scramble/identity.ts';
import {
  DIFFICULTY_BONUS,
  WORD_SCRAMBLE_SCORING,
  WORDS_PER_GAME,
  wordScrambleScore,
} from '../../shared/games/word-scramble/scoring.ts';
import { FLOOR_PACE, MEMORY, NUMBER_PUZZLE, TLDR, WORD_SCRAMBLE } from '../features/guides/game-facts.ts';
import { defineMessages, type Translation } from '../i18n/catalog.ts';
import { PATHS } from '../lib/paths.ts';
import type { ContentPage } from './content-types.ts';
import { spanishWords } from './spanish-words.ts';

const STRATEGIES = 'Strategies that work';
const SCORING = 'How it scores';

const en: ContentPage = {
  layout: 'article',
  eyebrow: 'Guides',
  title: 'Game Guides',
  intro: [
    'Each of our four games rewards a different habit of mind: holding positions in memory, planning several moves ahead, seeing a word in a jumble of letters, or reasoning from clues. This guide explains how each game keeps score and which strategies lift that score, then suggests a simple weekly schedule for training.',
  ],
  sections: [
    {
      id: memoryMatchIdentity.slug,
      title: 'Memory Match',
      blocks: [],
      guide: {
        icon: 'layers',
        play: { text: 'Play Memory Match', to: PATHS.memoryMatch },
        summary: [
          {
            type: 'paragraphs',
            items: [
              `The board has ${MEMORY.cards} face-down cards hiding ${MEMORY.pairs} pairs of symbols. You turn two cards at a time: a matching pair stays face up, and a pair that does not match turns back over after a second. The clock starts when you turn your first card and stops when the last pair is found.`,
            ],
          },
        ],
        scoring: {
          title: SCORING,
          blocks: [
            {
              type: 'paragraphs',
              items: [
                [
                  { strong: 'On screen while you play:' },
                  ` ${MEMORY.base} minus ${MEMORY.shownPerSecond} points per second and ${MEMORY.shownPerMove} points per move.`,
                ],
                [
                  { strong: 'On the leaderboard:' },
                  ` ${MEMORY.base} minus ${MEMORY.boardPerSecond} points per second plus ${MEMORY.boardPerPair} points for each pair found. A finished board always has all ${MEMORY.pairs} pairs, so on the leaderboard only your time counts.`,
                ],
                `Example: 14 moves in 70 seconds shows ${MEMORY.exampleShown} points and sends ${MEMORY.exampleBoard} to the leaderboard; ten seconds faster would send ${MEMORY.exampleBoardFaster}. Neither score goes below zero.`,
              ],
            },
          ],
        },
        strategies: {
          title: STRATEGIES,
          blocks: [
            {
              type: 'list',
              items: [
                [
                  { strong: 'Sweep the board in a fixed order.' },
                  ' On your first pass, turn cards row by row, left to right. A fixed route means you always know which cards you have already seen and where.',
                ],
                [
                  { strong: 'Open each turn with a card you have not seen.' },
                  ' If its partner is one you remember, finish the pair at once. If not, make your second card another unseen one: it might match by luck, and at worst you have learned two new positions for the price of one move.',
                ],
                [
                  { strong: 'Never turn a pair you already know is wrong.' },
                  ` Every mismatch costs a move (${MEMORY.shownPerMove} points on screen) and holds the board for about a second while the cards turn back, and on the leaderboard every second costs ${MEMORY.boardPerSecond} points.`,
                ],
                [
                  { strong: 'Give the symbols names and places.' },
                  ' Saying quietly “star, top left” as a card turns gives your memory a second hook, and many players find positions easier to recall that way.',
                ],
                [
                  { strong: 'Split the board into rows.' },
                  ` Four rows of four are easier to hold than ${MEMORY.cards} loose positions: remember each row as a short list, such as “star, fire, ?, dice”.`,
                ],
              ],
            },
          ],
        },
      },
    },
    {
      id: numberPuzzleIdentity.slug,
      title: 'Number Puzzle',
      blocks: [],
      guide: {
        icon: 'grid',
        play: { text: 'Play Number Puzzle', to: PATHS.numberPuzzle },
        summary: [
          {
            type: 'paragraphs',
            items: [
              `A 4×4 board holds tiles 1 to 15 and one blank space. Only a tile next to the blank can move, by sliding into it; you can click a tile or use the arrow keys. The puzzle is solved when the tiles read 1 to 15 in order with the blank in the bottom-right corner. Easy, Medium and Hard boards are shuffled with ${NUMBER_PUZZLE.shuffles.easy}, ${NUMBER_PUZZLE.shuffles.medium} and ${NUMBER_PUZZLE.shuffles.hard} random moves from the solved position, so every puzzle can be solved. The clock starts with your first move.`,
            ],
          },
        ],
        scoring: {
          title: SCORING,
          blocks: [
            {
              type: 'paragraphs',
              items: [
                [
                  { strong: 'Score:' },
                  ` ${NUMBER_PUZZLE.base} minus ${NUMBER_PUZZLE.perSecond} points per second and ${NUMBER_PUZZLE.perMove} points per move, never below zero.`,
                ],
                `A move costs as much as ${NUMBER_PUZZLE.moveInSeconds} seconds, so a careless detour of ${NUMBER_PUZZLE.detourMoves} moves costs as much as ${NUMBER_PUZZLE.detourSeconds} seconds of thought.`,
                `Example: 60 moves in 90 seconds scores ${NUMBER_PUZZLE.example}; the same time with 20 fewer moves scores ${NUMBER_PUZZLE.exampleFewerMoves}. The level adds no bonus: a harder shuffle simply needs more moves.`,
              ],
            },
          ],
        },
        strategies: {
          title: STRATEGIES,
          blocks: [
            {
              type: 'list',
              items: [
                [
                  { strong: 'Look before you move.' },
                  ' The clock does not start until your first move, so take a moment to find where tiles 1 to 4 are and plan how to bring them home.',
                ],
                [
                  { strong: 'Solve in layers.' },
                  ' Finish the top row (1 to 4), then the second row (5 to 8), and leave solved rows alone. With two rows left, work column by column from the left: 9 and 13, then 10 and 14, then the last three tiles.',
                ],
                [
                  { strong: 'Use the corner trick for the end of a row.' },
                  ' Tiles 3 and 4 rarely slide in one after the other. Instead, park 3 in the top-right corner with 4 directly below it, bring the blank to the left of 3, then slide 3 left and 4 up. The same idea finishes the second row with 7 and 8, and the columns with 9 and 13 or 10 and 14.',
                ],
                [
                  { strong: 'Think about the blank, not the tile.' },
                  ' A tile only moves when the blank reaches it, so plan the blank’s route around the tile you are steering, and avoid routes that pass through rows you have finished.',
                ],
                [
                  { strong: 'Climb the levels.' },
                  ' Start on Easy until the layer method feels natural, then move to Medium and Hard. Hard shuffles need more moves, so expect lower scores there at first.',
                ],
              ],
            },
          ],
        },
      },
    },
    {
      id: wordScrambleIdentity.slug,
      title: 'Word Scramble',
      blocks: [],
      guide: {
        icon: 'shuffle',
        play: { text: 'Play Word Scramble', to: PATHS.wordScramble },
        summary: [
          {
            type: 'paragraphs',
            items: [
              `Each game gives you ${WORD_SCRAMBLE.words} scrambled words, one at a time, each with a hint. Type your answer (capital letters do not matter): a correct answer adds to your solved words and your streak and brings the next word, while a wrong guess resets the streak to zero. Rescramble shuffles the current word’s letters into a new order. Choose Easy, Medium or Hard word lists.`,
            ],
          },
        ],
        scoring: {
          title: SCORING,
          blocks: [
            {
              type: 'paragraphs',
              items: [
                [
                  { strong: 'Score:' },
                  ` ${WORD_SCRAMBLE.base} minus ${WORD_SCRAMBLE.perSecond} points per second, plus ${WORD_SCRAMBLE.perWord} points per word, plus ${WORD_SCRAMBLE.perStreakWord} points per word of streak, plus a bonus of ${WORD_SCRAMBLE.mediumBonus} on Medium or ${WORD_SCRAMBLE.hardBonus} on Hard. It never goes below zero.`,
                ],
                `${WORD_SCRAMBLE.wordsCapitalised} words in a row without a wrong guess earn the full streak points. Example: a clean game on Hard in two minutes scores ${WORD_SCRAMBLE.exampleHard}.`,
                `Compared with Easy, Hard’s bonus is worth about ${WORD_SCRAMBLE.hardBonusSeconds} seconds and Medium’s about ${WORD_SCRAMBLE.mediumBonusSeconds}, so a harder list pays off when it slows you down by less than that over the whole game.`,
              ],
            },
          ],
        },
        strategies: {
          title: STRATEGIES,
          blocks: [
            {
              type: 'list',
              items: [
                [
                  { strong: 'Read the hint first.' },
                  ' It narrows the answer to a handful of ideas before you even look at the letters.',
                ],
                [
                  { strong: 'Look for familiar letter groups.' },
                  ' Pairs such as TH, CH, SH and CK, a Q that almost always wants a U, and endings such as -ING, -ED, -ER and -LY often give the word away.',
                ],
                [
                  { strong: 'Try the likely first letters.' },
                  ' Put each consonant at the front in turn and read what follows; the right start usually makes the rest fall into place.',
                ],
                [
                  { strong: 'Rescramble a stubborn word.' },
                  ' A new order of the same letters can break a pattern your eye keeps falling into. It costs nothing but the seconds it takes.',
                ],
                [
                  { strong: 'Protect your streak.' },
                  ` A wrong guess resets the streak, and every word of streak is worth ${WORD_SCRAMBLE.perStreakWord} points. When you are unsure, spend a few seconds on the hint or a rescramble rather than typing a wild guess.`,
                ],
              ],
            },
          ],
        },
      },
    },
    {
      id: 'tldr',
      title: 'TL;DR',
      blocks: [],
      guide: {
        icon: 'letters',
        play: { text: 'Play TL;DR', to: PATHS.tldr },
        summary: [
          {
            type: 'paragraphs',
            items: [
              `There are two ${TLDR.letters}-letter words a day, and new ones arrive at midnight Pacific time; a game finished after midnight still counts for the day our server dealt it. Signed in, you play your own ranked word: it is yours alone, so nobody can tell you its answer, and it is the one that goes on the leaderboard. Everyone shares the word of the day: guests play it, and after your ranked game you may play it too, unranked. You have ${TLDR.attempts} attempts, and every guess must be a real ${TLDR.letters}-letter word: a word that is not in the word list is turned away without using an attempt. After each guess the tiles show clues:`,
            ],
          },
          {
            type: 'list',
            items: [
              [{ strong: 'green' }, ': the right letter in the right place;'],
              [{ strong: 'yellow' }, ': the letter is in the word, but somewhere else;'],
              [{ strong: 'grey' }, ': the letter is not in the word (or not as many times as you used it).'],
            ],
          },
          { type: 'paragraphs', items: ['The clock starts when you type your first letter.'] },
        ],
        scoring: {
          title: SCORING,
          blocks: [
            {
              type: 'paragraphs',
              items: [
                [
                  { strong: 'Score:' },
                  ` ${TLDR.win} points for a win, plus ${TLDR.perAttemptSaved} for each attempt you did not need, plus ${TLDR.timePoints} minus the seconds you took. Each part is at least zero, so time points run out after ${TLDR.timeMinutes} minutes.`,
                ],
                `Example: a win with the third guess after two minutes scores ${TLDR.exampleThirdGuess}; a win with the fourth guess after only one minute scores ${TLDR.exampleFourthGuessFaster}. A guess saved is worth ${TLDR.attemptInSeconds} seconds of thinking.`,
              ],
            },
          ],
        },
        strategies: {
          title: STRATEGIES,
          blocks: [
            {
              type: 'list',
              items: [
                [
                  { strong: 'Plan your opening word before you type.' },
                  ` The clock only starts with your first letter. A good opener uses ${TLDR.letters} different, common letters with two or three vowels, such as STREAM or SILENT.`,
                ],
                [
                  { strong: 'Think rather than rush.' },
                  ` A minute of thought costs at most ${TLDR.minuteCost} points; an extra guess costs ${TLDR.perAttemptSaved}. Before each guess, check that it fits every clue you have.`,
                ],
                [
                  { strong: 'Use every clue.' },
                  ' Keep greens where they are, move yellows to a new position, and never play a grey letter again. A yellow also tells you where the letter is not.',
                ],
                [
                  { strong: 'Remember repeated letters.' },
                  ' The answer may contain a letter twice. If you guess a letter twice and one copy turns grey, the word holds that letter only as many times as it was marked green or yellow.',
                ],
                [
                  { strong: 'Spend an early guess on new letters.' },
                  ` When your first guess gives little, a second word made of ${TLDR.letters} fresh letters often narrows the field more than a near-miss would.`,
                ],
              ],
            },
          ],
        },
      },
    },
    {
      id: 'leaderboards',
      title: 'Scores and leaderboards',
      blocks: [
        {
          type: 'notes',
          notes: [
            {
              icon: 'trophy',
              text: [
                'Each game has its own leaderboard on the ',
                { text: 'home page', to: PATHS.home },
                ', with your best score per game. It shows the top 30 players of the current month, Pacific time, and of all time.',
              ],
            },
            {
              icon: 'calendar',
              text: 'Anyone can play every game as a guest. Sign in and your scores are sent to the leaderboards automatically when you finish a game; a guest’s scores are not sent.',
            },
            {
              icon: 'target',
              text: 'Our server deals every game and keeps what you must not see yet: it reveals each Memory Match symbol as you turn the card, colours your TL;DR guesses and sends the answer only at the end, and sends each Word Scramble scramble and hint and checks your answers. It shuffles the Number Puzzle board and replays your moves. So every game needs a connection; if it drops, the game tells you and goes on when it is back.',
            },
            {
              icon: 'clock',
              text: `Your clock starts with your first move, and our server times every ranked game itself, from the arrival of the move that starts the clock (in TL;DR, your first letter) to the arrival of the move that ends the game. It works out your leaderboard score from its own time and the moves it saw, with the rules above, and the game shows and sends exactly that time and score. The server refuses a game faster than a person can play it: its floor grows with your moves, a minimum per move from the fastest human play on record (${FLOOR_PACE}).`,
            },
          ],
        },
      ],
    },
    {
      id: 'schedule',
      title: 'Your training schedule',
      label: 'Training schedule',
      intro: [
        {
          type: 'paragraphs',
          items: [
            'Playing a little, often, and at the right level of difficulty does more for your scores than the occasional marathon. These figures are rules of thumb that work well for most players; they are not proven ideals, and no study has settled the ideal amount of puzzle practice.',
          ],
        },
      ],
      blocks: [
        {
          type: 'figures',
          figures: [
            {
              value: '15–30',
              unit: 'minutes',
              label: 'per session: long enough to settle in, short enough to stay sharp',
            },
            { value: '3–5', unit: 'sessions', label: 'a week, with rest days in between' },
            {
              value: '70–80%',
              unit: 'success',
              label: 'the sweet spot for challenge: hard, but mostly within reach',
            },
          ],
        },
        {
          type: 'topics',
          topics: [
            {
              icon: 'clock',
              title: 'Session length',
              text: 'A round of each game usually fits comfortably in 15 to 30 minutes. Stop while you are still focused: when mistakes start creeping in from tiredness, the rest of the session teaches little.',
            },
            {
              icon: 'calendar',
              title: 'Frequency',
              text: 'Three to five sessions a week builds a steady habit. Spreading practice out is one of the most reliable findings about learning in general; TL;DR’s one word a day is a natural anchor.',
            },
            {
              icon: 'trending-up',
              title: 'Progressive challenge',
              text: 'Aim to succeed about 70 to 80% of the time. When a level feels easy, step up; when you fail more often than not, step back down for a while.',
            },
          ],
        },
        {
          type: 'callout',
          title: 'What 70–80% looks like in each game',
          blocks: [
            {
              type: 'list',
              items: [
                [
                  { strong: 'Word Scramble:' },
                  ` about one or two wrong guesses in a game of ${WORD_SCRAMBLE.words} words. None at all several games running? Try the next level.`,
                ],
                [
                  { strong: 'Number Puzzle:' },
                  ' about three games in four, you finish without having to break up a row you had already solved. Doing better than that? Try the next shuffle size.',
                ],
                [
                  { strong: 'Memory Match:' },
                  ' most of your second cards are chosen from memory rather than by chance. Set yourself a target time or number of moves and beat it three times out of four.',
                ],
                [
                  { strong: 'TL;DR:' },
                  ` you solve most days’ words. If you often need all ${TLDR.attempts} attempts, spend longer checking each guess against the clues.`,
                ],
              ],
            },
          ],
        },
        {
          type: 'table',
          title: 'A sample week',
          caption: 'A sample training week with four sessions',
          columns: ['Day', 'Session', 'About'],
          rows: [
            ['Monday', 'TL;DR, then two rounds of Memory Match', '15 min'],
            ['Wednesday', 'TL;DR, Number Puzzle, then Word Scramble', '20–25 min'],
            ['Friday', 'TL;DR, then one round of each of the other games', '25–30 min'],
            ['Sunday', 'TL;DR, then your weakest game at a new level', '15–20 min'],
          ],
        },
        {
          type: 'paragraphs',
          items: [
            [
              'For more on when and how to train, see our ',
              { text: 'training tips', to: PATHS.trainingTips },
              ', and for what research says practice can and cannot do, read about ',
              { text: 'brain science', to: PATHS.brainScience },
              '.',
            ],
          ],
        },
      ],
    },
  ],
  actions: [{ type: 'back' }, { type: 'link', text: 'Start Training Now', to: PATHS.home, style: 'primary' }],
};

/** A number as Spanish writes it: 5000, 10.000 (decision 019). */
const points = (value: number) => formatNumber(value, 'es');

/** A small count in Spanish words, as the English spells its small counts. */
const spelled = spanishWords;

/** A whole or half number of seconds in words, such as "dos segundos y medio". */
function seconds(value: number): string {
  const whole = Math.floor(value);
  const unit = whole === 1 ? 'un segundo' : `${spelled(whole)} segundos`;
  return value - whole === 0.5 ? `${unit} y medio` : unit;
}

/**
 * The figures the English quotes from game-facts.ts, from the same rules, as Spanish writes them.
 * A function, as the Spanish page is: the English page's script never calls either, so the build
 * leaves their Spanish out of it.
 */
function spanishFigures() {
  /** As in game-facts.ts: TL;DR's time part loses one point a second; the guide's detour is four moves. */
  const TLDR_POINTS_PER_SECOND = 1;
  const DETOUR_MOVES = 4;
  const MOVE_IN_SECONDS = NUMBER_PUZZLE_SCORING.perMove / NUMBER_PUZZLE_SCORING.perSecond;

  const MEMORY_ES = {
    pairs: spelled(MEMORY_PAIRS),
    cards: spelled(MEMORY_PAIRS * 2),
    base: points(MEMORY_SCORING.base),
    shownPerSecond: points(MEMORY_SCORING.displayedPerSecond),
    shownPerMove: points(MEMORY_SCORING.displayedPerMove),
    boardPerSecond: points(MEMORY_SCORING.submittedPerSecond),
    boardPerPair: points(MEMORY_SCORING.submittedPerPair),
    exampleShown: points(memoryDisplayedScore(70, 14)),
    exampleBoard: points(memorySubmittedScore(70, MEMORY_PAIRS)),
    exampleBoardFaster: points(memorySubmittedScore(60, MEMORY_PAIRS)),
  };

  const NUMBER_PUZZLE_ES = {
    shuffles: {
      easy: points(SHUFFLE_MOVES.easy),
      medium: points(SHUFFLE_MOVES.medium),
      hard: points(SHUFFLE_MOVES.hard),
    },
    base: points(NUMBER_PUZZLE_SCORING.base),
    perSecond: points(NUMBER_PUZZLE_SCORING.perSecond),
    perMove: points(NUMBER_PUZZLE_SCORING.perMove),
    moveInSeconds: seconds(MOVE_IN_SECONDS),
    detourMoves: spelled(DETOUR_MOVES),
    detourSeconds: seconds(DETOUR_MOVES * MOVE_IN_SECONDS),
    example: points(numberPuzzleScore(90, 60)),
    exampleFewerMoves: points(numberPuzzleScore(90, 40)),
  };

  const wordsSpelled = spelled(WORDS_PER_GAME);

  const WORD_SCRAMBLE_ES = {
    words: wordsSpelled,
    wordsCapitalised: wordsSpelled.charAt(0).toUpperCase() + wordsSpelled.slice(1),
    base: points(WORD_SCRAMBLE_SCORING.base),
    perSecond: points(WORD_SCRAMBLE_SCORING.perSecond),
    perWord: points(WORD_SCRAMBLE_SCORING.perWord),
    perStreakWord: points(WORD_SCRAMBLE_SCORING.perStreakPoint),
    mediumBonusSeconds: points(Math.round(DIFFICULTY_BONUS.medium / WORD_SCRAMBLE_SCORING.perSecond)),
    hardBonusSeconds: points(Math.round(DIFFICULTY_BONUS.hard / WORD_SCRAMBLE_SCORING.perSecond)),
    mediumBonus: points(DIFFICULTY_BONUS.medium),
    hardBonus: points(DIFFICULTY_BONUS.hard),
    exampleHard: points(wordScrambleScore(120, WORDS_PER_GAME, WORDS_PER_GAME, 'hard')),
  };

  const TLDR_ES = {
    letters: spelled(TLDR_WORD_LENGTH),
    attempts: spelled(TLDR_MAX_ATTEMPTS),
    win: points(TLDR_SCORING.win),
    perAttemptSaved: points(TLDR_SCORING.perRemainingAttempt),
    timePoints: points(TLDR_SCORING.timePoints),
    timeMinutes: spelled(TLDR_SCORING.timePoints / TLDR_POINTS_PER_SECOND / 60),
    minuteCost: points(60 * TLDR_POINTS_PER_SECOND),
    attemptInSeconds: points(TLDR_SCORING.perRemainingAttempt / TLDR_POINTS_PER_SECOND),
    exampleThirdGuess: points(tldrScore(true, 3, 120)),
    exampleFourthGuessFaster: points(tldrScore(true, 4, 60)),
  };

  const FLOOR_PACE_ES = `al menos ${points(HUMAN_PACE.keystrokeMs)} ms por cada pulsación de tecla o toque, ${points(HUMAN_PACE.reactionMs)} ms para reaccionar a algo que acaba de aparecer y ${points(HUMAN_PACE.tileSlideMs)} ms por cada deslizamiento de ficha`;

  return { MEMORY_ES, NUMBER_PUZZLE_ES, WORD_SCRAMBLE_ES, TLDR_ES, FLOOR_PACE_ES };
}

/** The page in Spanish, written with the figures as Spanish writes them (see spanishFigures). */
function es(): Translation<ContentPage> {
  const { MEMORY_ES, NUMBER_PUZZLE_ES, WORD_SCRAMBLE_ES, TLDR_ES, FLOOR_PACE_ES } = spanishFigures();
  const STRATEGIES_ES = 'Estrategias que funcionan';
  const SCORING_ES = 'Cómo se puntúa';

  return {
    layout: 'article',
    eyebrow: 'Guías',
    title: 'Guías de juego',
    intro: [
      'Cada uno de nuestros cuatro juegos premia un hábito distinto: retener posiciones en la memoria, planear varios movimientos por adelantado, ver una palabra en un revoltijo de letras o razonar a partir de pistas. Esta guía explica cómo puntúa cada juego y qué estrategias suben esa puntuación, y después propone un plan semanal sencillo para practicar.',
    ],
    sections: [
      {
        id: memoryMatchIdentity.slug,
        title: 'Memory Match',
        blocks: [],
        guide: {
          icon: 'layers',
          play: { text: 'Jugar a Memory Match', to: PATHS.memoryMatch },
          summary: [
            {
              type: 'paragraphs',
              items: [
                `El tablero tiene ${MEMORY_ES.cards} cartas boca abajo que esconden ${MEMORY_ES.pairs} parejas de símbolos. Giras dos cartas cada vez: una pareja que coincide queda boca arriba, y una que no coincide se vuelve a girar al cabo de un segundo. El cronómetro arranca cuando giras tu primera carta y se para cuando encuentras la última pareja.`,
              ],
            },
          ],
          scoring: {
            title: SCORING_ES,
            blocks: [
              {
                type: 'paragraphs',
                items: [
                  [
                    { strong: 'En pantalla mientras juegas:' },
                    ` ${MEMORY_ES.base} menos ${MEMORY_ES.shownPerSecond} puntos por segundo y ${MEMORY_ES.shownPerMove} puntos por movimiento.`,
                  ],
                  [
                    { strong: 'En la clasificación:' },
                    ` ${MEMORY_ES.base} menos ${MEMORY_ES.boardPerSecond} puntos por segundo más ${MEMORY_ES.boardPerPair} puntos por cada pareja encontrada. Un tablero terminado siempre tiene las ${MEMORY_ES.pairs} parejas, así que en la clasificación solo cuenta tu tiempo.`,
                  ],
                  `Ejemplo: 14 movimientos en 70 segundos muestran ${MEMORY_ES.exampleShown} puntos y envían ${MEMORY_ES.exampleBoard} a la clasificación; diez segundos más rápido enviarían ${MEMORY_ES.exampleBoardFaster}. Ninguna de las dos puntuaciones baja de cero.`,
                ],
              },
            ],
          },
          strategies: {
            title: STRATEGIES_ES,
            blocks: [
              {
                type: 'list',
                items: [
                  [
                    { strong: 'Recorre el tablero en un orden fijo.' },
                    ' En la primera pasada, gira las cartas fila por fila, de izquierda a derecha. Con un recorrido fijo siempre sabes qué cartas has visto ya y dónde están.',
                  ],
                  [
                    { strong: 'Empieza cada turno con una carta que no hayas visto.' },
                    ' Si su pareja es una que recuerdas, complétala en el acto. Si no, que tu segunda carta sea otra sin ver: puede que coincida por suerte y, en el peor de los casos, habrás conocido dos posiciones nuevas por el precio de un movimiento.',
                  ],
                  [
                    { strong: 'Nunca gires una pareja que ya sabes que no coincide.' },
                    ` Cada fallo cuesta un movimiento (${MEMORY_ES.shownPerMove} puntos en pantalla) y bloquea el tablero alrededor de un segundo mientras las cartas se vuelven a girar, y en la clasificación cada segundo cuesta ${MEMORY_ES.boardPerSecond} puntos.`,
                  ],
                  [
                    { strong: 'Ponles nombre y lugar a los símbolos.' },
                    ' Decir en voz baja «estrella, arriba a la izquierda» cuando gira una carta le da a tu memoria un segundo punto de apoyo, y a muchos jugadores así les resulta más fácil recordar las posiciones.',
                  ],
                  [
                    { strong: 'Divide el tablero en filas.' },
                    ` Cuatro filas de cuatro son más fáciles de retener que ${MEMORY_ES.cards} posiciones sueltas: recuerda cada fila como una lista corta, por ejemplo «estrella, fuego, ?, dado».`,
                  ],
                ],
              },
            ],
          },
        },
      },
      {
        id: numberPuzzleIdentity.slug,
        title: 'Number Puzzle',
        blocks: [],
        guide: {
          icon: 'grid',
          play: { text: 'Jugar a Number Puzzle', to: PATHS.numberPuzzle },
          summary: [
            {
              type: 'paragraphs',
              items: [
                `Un tablero de 4×4 contiene las fichas del 1 al 15 y un hueco. Solo se puede mover una ficha que esté junto al hueco, deslizándola hacia él; puedes hacer clic en una ficha o usar las flechas del teclado. El puzle está resuelto cuando las fichas quedan en orden del 1 al 15, con el hueco en la esquina inferior derecha. En dificultad Fácil, Media y Difícil, el tablero se desordena con ${NUMBER_PUZZLE_ES.shuffles.easy}, ${NUMBER_PUZZLE_ES.shuffles.medium} y ${NUMBER_PUZZLE_ES.shuffles.hard} movimientos al azar desde la posición resuelta, así que todos los puzles tienen solución. El cronómetro arranca con tu primer movimiento.`,
              ],
            },
          ],
          scoring: {
            title: SCORING_ES,
            blocks: [
              {
                type: 'paragraphs',
                items: [
                  [
                    { strong: 'Puntuación:' },
                    ` ${NUMBER_PUZZLE_ES.base} menos ${NUMBER_PUZZLE_ES.perSecond} puntos por segundo y ${NUMBER_PUZZLE_ES.perMove} puntos por movimiento, nunca por debajo de cero.`,
                  ],
                  `Un movimiento cuesta lo mismo que ${NUMBER_PUZZLE_ES.moveInSeconds}, así que un rodeo descuidado de ${NUMBER_PUZZLE_ES.detourMoves} movimientos cuesta tanto como ${NUMBER_PUZZLE_ES.detourSeconds} de reflexión.`,
                  `Ejemplo: 60 movimientos en 90 segundos dan ${NUMBER_PUZZLE_ES.example} puntos; el mismo tiempo con 20 movimientos menos da ${NUMBER_PUZZLE_ES.exampleFewerMoves}. La dificultad no suma ninguna bonificación: un tablero más desordenado simplemente necesita más movimientos.`,
                ],
              },
            ],
          },
          strategies: {
            title: STRATEGIES_ES,
            blocks: [
              {
                type: 'list',
                items: [
                  [
                    { strong: 'Mira antes de mover.' },
                    ' El cronómetro no arranca hasta tu primer movimiento, así que tómate un momento para localizar las fichas del 1 al 4 y planear cómo llevarlas a su sitio.',
                  ],
                  [
                    { strong: 'Resuelve por capas.' },
                    ' Completa la fila de arriba (del 1 al 4), luego la segunda fila (del 5 al 8), y no vuelvas a tocar las filas resueltas. Cuando queden dos filas, trabaja columna a columna desde la izquierda: el 9 y el 13, después el 10 y el 14, y por último las tres fichas restantes.',
                  ],
                  [
                    { strong: 'Usa el truco de la esquina para terminar una fila.' },
                    ' Las fichas 3 y 4 rara vez entran una detrás de otra. En su lugar, aparca el 3 en la esquina superior derecha con el 4 justo debajo, lleva el hueco a la izquierda del 3, y luego desliza el 3 a la izquierda y el 4 hacia arriba. La misma idea sirve para terminar la segunda fila con el 7 y el 8, y las columnas con el 9 y el 13 o con el 10 y el 14.',
                  ],
                  [
                    { strong: 'Piensa en el hueco, no en la ficha.' },
                    ' Una ficha solo se mueve cuando el hueco llega hasta ella, así que planea el recorrido del hueco alrededor de la ficha que estás guiando, y evita recorridos que pasen por filas que ya has terminado.',
                  ],
                  [
                    { strong: 'Sube de dificultad poco a poco.' },
                    ' Empieza en Fácil hasta que el método por capas te salga con naturalidad, y luego pasa a Media y a Difícil. En Difícil el tablero necesita más movimientos, así que al principio espera puntuaciones más bajas.',
                  ],
                ],
              },
            ],
          },
        },
      },
      {
        id: wordScrambleIdentity.slug,
        title: 'Word Scramble',
        blocks: [],
        guide: {
          icon: 'shuffle',
          play: { text: 'Jugar a Word Scramble', to: PATHS.wordScramble },
          summary: [
            {
              type: 'paragraphs',
              items: [
                `Cada partida te da ${WORD_SCRAMBLE_ES.words} palabras desordenadas, una cada vez, cada una con una pista; las palabras y las pistas están en inglés. Escribe tu respuesta (da igual si usas mayúsculas): una respuesta correcta suma a tus palabras resueltas y a tu racha y trae la palabra siguiente, mientras que una respuesta incorrecta devuelve la racha a cero. Reordenar cambia el orden de las letras de la palabra actual. Elige listas de palabras de dificultad Fácil, Media o Difícil.`,
              ],
            },
          ],
          scoring: {
            title: SCORING_ES,
            blocks: [
              {
                type: 'paragraphs',
                items: [
                  [
                    { strong: 'Puntuación:' },
                    ` ${WORD_SCRAMBLE_ES.base} menos ${WORD_SCRAMBLE_ES.perSecond} puntos por segundo, más ${WORD_SCRAMBLE_ES.perWord} puntos por palabra, más ${WORD_SCRAMBLE_ES.perStreakWord} puntos por cada palabra de racha, más una bonificación de ${WORD_SCRAMBLE_ES.mediumBonus} en Media o de ${WORD_SCRAMBLE_ES.hardBonus} en Difícil. Nunca baja de cero.`,
                  ],
                  `${WORD_SCRAMBLE_ES.wordsCapitalised} palabras seguidas sin ninguna respuesta incorrecta dan todos los puntos de racha. Ejemplo: una partida sin fallos en Difícil en dos minutos da ${WORD_SCRAMBLE_ES.exampleHard} puntos.`,
                  `Frente a Fácil, la bonificación de Difícil equivale a unos ${WORD_SCRAMBLE_ES.hardBonusSeconds} segundos y la de Media a unos ${WORD_SCRAMBLE_ES.mediumBonusSeconds}, así que una lista más difícil compensa si en toda la partida te retrasa menos que eso.`,
                ],
              },
            ],
          },
          strategies: {
            title: STRATEGIES_ES,
            blocks: [
              {
                type: 'list',
                items: [
                  [
                    { strong: 'Lee primero la pista.' },
                    ' Reduce la respuesta a un puñado de ideas antes incluso de mirar las letras.',
                  ],
                  [
                    { strong: 'Busca grupos de letras conocidos.' },
                    ' Como las palabras son inglesas, parejas como TH, CH, SH y CK, una Q que casi siempre pide una U, y terminaciones como -ING, -ED, -ER y -LY suelen delatar la palabra.',
                  ],
                  [
                    { strong: 'Prueba las primeras letras más probables.' },
                    ' Pon cada consonante al principio por turnos y lee lo que sigue; el comienzo correcto suele hacer que el resto encaje.',
                  ],
                  [
                    { strong: 'Reordena una palabra que se resiste.' },
                    ' Un orden nuevo de las mismas letras puede romper un patrón en el que tu vista cae una y otra vez. No cuesta nada más que los segundos que tardas.',
                  ],
                  [
                    { strong: 'Protege tu racha.' },
                    ` Una respuesta incorrecta devuelve la racha a cero, y cada palabra de racha vale ${WORD_SCRAMBLE_ES.perStreakWord} puntos. Si dudas, dedica unos segundos a la pista o a reordenar en lugar de escribir una respuesta al azar.`,
                  ],
                ],
              },
            ],
          },
        },
      },
      {
        id: 'tldr',
        title: 'TL;DR',
        blocks: [],
        guide: {
          icon: 'letters',
          play: { text: 'Jugar a TL;DR', to: PATHS.tldr },
          summary: [
            {
              type: 'paragraphs',
              items: [
                `Cada día hay dos palabras de ${TLDR_ES.letters} letras, y a medianoche (hora del Pacífico) llegan otras nuevas; una partida terminada después de medianoche sigue contando para el día en que nuestro servidor la repartió. Con sesión iniciada juegas tu propia palabra clasificatoria: es solo tuya, así que nadie puede decirte la respuesta, y es la que va a la clasificación. Todos comparten la palabra del día: la juegan los invitados y, después de tu partida clasificatoria, también puedes jugarla tú, sin clasificación. Tienes ${TLDR_ES.attempts} intentos, y cada intento debe ser una palabra inglesa real de ${TLDR_ES.letters} letras: una palabra que no está en la lista de palabras se rechaza sin gastar intento. Tras cada intento, las casillas te dan pistas:`,
              ],
            },
            {
              type: 'list',
              items: [
                [{ strong: 'verde' }, ': la letra correcta en el lugar correcto;'],
                [{ strong: 'amarillo' }, ': la letra está en la palabra, pero en otro lugar;'],
                [
                  { strong: 'gris' },
                  ': la letra no está en la palabra (o no tantas veces como la has usado).',
                ],
              ],
            },
            { type: 'paragraphs', items: ['El cronómetro arranca cuando escribes tu primera letra.'] },
          ],
          scoring: {
            title: SCORING_ES,
            blocks: [
              {
                type: 'paragraphs',
                items: [
                  [
                    { strong: 'Puntuación:' },
                    ` ${TLDR_ES.win} puntos por ganar, más ${TLDR_ES.perAttemptSaved} por cada intento que no necesitaste, más ${TLDR_ES.timePoints} menos los segundos que tardaste. Cada parte vale como mínimo cero, así que los puntos de tiempo se agotan a los ${TLDR_ES.timeMinutes} minutos.`,
                  ],
                  `Ejemplo: ganar con el tercer intento al cabo de dos minutos da ${TLDR_ES.exampleThirdGuess} puntos; ganar con el cuarto intento en solo un minuto da ${TLDR_ES.exampleFourthGuessFaster}. Un intento ahorrado vale ${TLDR_ES.attemptInSeconds} segundos de reflexión.`,
                ],
              },
            ],
          },
          strategies: {
            title: STRATEGIES_ES,
            blocks: [
              {
                type: 'list',
                items: [
                  [
                    { strong: 'Planea tu palabra inicial antes de escribir.' },
                    ` El cronómetro solo arranca con tu primera letra. Una buena palabra inicial usa ${TLDR_ES.letters} letras distintas y frecuentes, con dos o tres vocales, como STREAM o SILENT.`,
                  ],
                  [
                    { strong: 'Piensa en lugar de precipitarte.' },
                    ` Un minuto de reflexión cuesta como mucho ${TLDR_ES.minuteCost} puntos; un intento de más cuesta ${TLDR_ES.perAttemptSaved}. Antes de cada intento, comprueba que encaja con todas las pistas que tienes.`,
                  ],
                  [
                    { strong: 'Usa todas las pistas.' },
                    ' Deja las letras verdes donde están, mueve las amarillas a otra posición y no vuelvas a jugar nunca una letra gris. Una amarilla también te dice dónde no está la letra.',
                  ],
                  [
                    { strong: 'Acuérdate de las letras repetidas.' },
                    ' La respuesta puede tener una letra dos veces. Si pones una letra dos veces y una de ellas sale gris, la palabra tiene esa letra solo tantas veces como se marcó en verde o en amarillo.',
                  ],
                  [
                    { strong: 'Dedica un intento temprano a letras nuevas.' },
                    ` Cuando tu primer intento te dice poco, una segunda palabra con ${TLDR_ES.letters} letras nuevas suele acotar más las posibilidades que un casi acierto.`,
                  ],
                ],
              },
            ],
          },
        },
      },
      {
        id: 'leaderboards',
        title: 'Puntuaciones y clasificaciones',
        blocks: [
          {
            type: 'notes',
            notes: [
              {
                icon: 'trophy',
                text: [
                  'Cada juego tiene su propia clasificación en la ',
                  { text: 'página de inicio', to: PATHS.home },
                  ', con tu mejor puntuación en cada juego. Muestra los 30 mejores jugadores del mes en curso, según la hora del Pacífico, y de todos los tiempos.',
                ],
              },
              {
                icon: 'calendar',
                text: 'Cualquiera puede jugar a todos los juegos como invitado. Inicia sesión y tus puntuaciones se enviarán automáticamente a las clasificaciones al terminar cada partida; las puntuaciones de un invitado no se envían.',
              },
              {
                icon: 'target',
                text: 'Nuestro servidor reparte cada partida y guarda lo que todavía no debes ver: revela cada símbolo de Memory Match cuando giras la carta, colorea tus intentos de TL;DR y solo envía la respuesta al final, y envía cada palabra desordenada y cada pista de Word Scramble y comprueba tus respuestas. Desordena el tablero de Number Puzzle y reproduce tus movimientos. Por eso todos los juegos necesitan conexión; si se corta, el juego te avisa y sigue cuando vuelve.',
              },
              {
                icon: 'clock',
                text: `Tu cronómetro arranca con tu primer movimiento, y nuestro servidor cronometra él mismo cada partida que cuenta para la clasificación, desde que le llega el movimiento que pone en marcha el cronómetro (en TL;DR, tu primera letra) hasta que le llega el movimiento que termina la partida. Calcula tu puntuación de la clasificación con su propio tiempo y los movimientos que ha visto, según las reglas de arriba, y el juego muestra y envía exactamente ese tiempo y esa puntuación. El servidor rechaza una partida más rápida de lo que una persona puede jugarla: su tiempo mínimo crece con tus movimientos, con un mínimo por movimiento tomado de la partida humana más rápida registrada (${FLOOR_PACE_ES}).`,
              },
            ],
          },
        ],
      },
      {
        id: 'schedule',
        title: 'Tu plan de práctica',
        label: 'Plan de práctica',
        intro: [
          {
            type: 'paragraphs',
            items: [
              'Jugar un poco, a menudo y con el nivel de dificultad adecuado hace más por tus puntuaciones que un maratón de vez en cuando. Estas cifras son reglas prácticas que funcionan bien para la mayoría de los jugadores; no son ideales demostrados, y ningún estudio ha establecido la cantidad ideal de práctica con rompecabezas.',
            ],
          },
        ],
        blocks: [
          {
            type: 'figures',
            figures: [
              {
                value: '15–30',
                unit: 'minutos',
                label: 'por sesión: tiempo para meterte en el juego sin perder frescura',
              },
              { value: '3–5', unit: 'sesiones', label: 'a la semana, con días de descanso entre ellas' },
              {
                value: '70–80\u00a0%',
                unit: 'de aciertos',
                label: 'el punto justo de reto: difícil, pero casi siempre a tu alcance',
              },
            ],
          },
          {
            type: 'topics',
            topics: [
              {
                icon: 'clock',
                title: 'Duración de la sesión',
                text: 'Una ronda de cada juego suele caber sin prisas en 15 a 30 minutos. Para mientras aún estés centrado: cuando empiezan a colarse errores por cansancio, el resto de la sesión enseña poco.',
              },
              {
                icon: 'calendar',
                title: 'Frecuencia',
                text: 'De tres a cinco sesiones a la semana crean un hábito estable. Repartir la práctica en el tiempo es uno de los hallazgos más sólidos sobre el aprendizaje en general; la palabra diaria de TL;DR es un ancla natural.',
              },
              {
                icon: 'trending-up',
                title: 'Reto progresivo',
                text: 'Intenta acertar entre el 70 y el 80\u00a0% de las veces. Cuando un nivel te resulte fácil, sube; cuando falles más de lo que aciertas, vuelve a bajar durante un tiempo.',
              },
            ],
          },
          {
            type: 'callout',
            title: 'Qué es un 70–80\u00a0% en cada juego',
            blocks: [
              {
                type: 'list',
                items: [
                  [
                    { strong: 'Word Scramble:' },
                    ` una o dos respuestas incorrectas, más o menos, en una partida de ${WORD_SCRAMBLE_ES.words} palabras. ¿Ninguna en varias partidas seguidas? Prueba la dificultad siguiente.`,
                  ],
                  [
                    { strong: 'Number Puzzle:' },
                    ' unas tres partidas de cada cuatro las terminas sin tener que deshacer una fila que ya habías resuelto. ¿Te va mejor que eso? Prueba la dificultad siguiente, con más desorden.',
                  ],
                  [
                    { strong: 'Memory Match:' },
                    ' la mayoría de tus segundas cartas las eliges de memoria y no al azar. Ponte como objetivo un tiempo o un número de movimientos, y supéralo tres veces de cada cuatro.',
                  ],
                  [
                    { strong: 'TL;DR:' },
                    ` resuelves la palabra la mayoría de los días. Si a menudo necesitas los ${TLDR_ES.attempts} intentos, dedica más tiempo a comprobar cada intento con las pistas.`,
                  ],
                ],
              },
            ],
          },
          {
            type: 'table',
            title: 'Una semana de ejemplo',
            caption: 'Una semana de práctica de ejemplo, con cuatro sesiones',
            columns: ['Día', 'Sesión', 'Duración'],
            rows: [
              ['Lunes', 'TL;DR y después dos rondas de Memory Match', '15 min'],
              ['Miércoles', 'TL;DR, Number Puzzle y después Word Scramble', '20–25 min'],
              ['Viernes', 'TL;DR y después una ronda de cada uno de los otros juegos', '25–30 min'],
              ['Domingo', 'TL;DR y después tu juego más flojo en una dificultad nueva', '15–20 min'],
            ],
          },
          {
            type: 'paragraphs',
            items: [
              [
                'Para saber más sobre cuándo y cómo practicar, consulta nuestros ',
                { text: 'consejos de entrenamiento', to: PATHS.trainingTips },
                ', y para saber lo que la investigación dice que la práctica puede y no puede hacer, lee sobre la ',
                { text: 'ciencia del cerebro', to: PATHS.brainScience },
                '.',
              ],
            ],
          },
        ],
      },
    ],
    actions: [{ type: 'back' }, { type: 'link', text: 'Empezar a jugar', to: PATHS.home, style: 'primary' }],
  };
}

export const GAME_GUIDES = defineMessages(en, es());
