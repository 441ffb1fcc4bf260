// Longer than 300 lines because it is the whole text of one page, as data; it holds no logic.

import { memoryMatchIdentity } from '../../shared/games/memory-match/identity.ts';
import { numberPuzzleIdentity } from '../../shared/games/number-puzzle/identity.ts';
import { wordScrambleIdentity } from '../../shared/games/word-scramble/identity.ts';
import { FLOOR_PACE, MEMORY, NUMBER_PUZZLE, TLDR, WORD_SCRAMBLE } from '../features/guides/game-facts.ts';
import { defineMessages, NOT_TRANSLATED } from '../i18n/catalog.ts';
import { PATHS } from '../lib/paths.ts';
import type { ContentPage } from './content-types.ts';

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

export const GAME_GUIDES = defineMessages(en, NOT_TRANSLATED);
