// Longer than 300 lines because it is the whole text of one page, as data; it holds no logic.

import { NUMBER_PUZZLE, TLDR } from '../features/guides/game-facts.ts';
import { defineMessages, NOT_TRANSLATED } from '../i18n/catalog.ts';
import { PATHS } from '../lib/paths.ts';
import type { Block, ContentPage } from './content-types.ts';

function text(...items: string[]): Block[] {
  return [{ type: 'paragraphs', items }];
}

function tips(...items: string[]): Block[] {
  return [{ type: 'list', items }];
}

const en: ContentPage = {
  layout: 'article',
  eyebrow: 'Practice',
  title: 'Training Tips',
  intro: [
    'Good training is less about the hours you put in and more about how you practise. These tips cover when to play, how hard to push yourself, how to keep going and how to mix things up, followed by a simple plan for your first five weeks and advice for each game.',
  ],
  sections: [
    {
      id: 'timing',
      title: 'Timing: when to train',
      label: 'Timing',
      blocks: [
        {
          type: 'cards',
          columns: 'md',
          cards: [
            {
              title: 'Play when you are alert',
              icon: 'sunrise',
              blocks: text(
                'Most people have a time of day when they concentrate best, and it differs from person to person. Play at different times for a week or two and compare your scores to find yours.',
              ),
            },
            {
              title: 'Skip the worn-out sessions',
              icon: 'smile',
              blocks: text(
                'When you are exhausted, rushed or distracted, a session mostly rehearses mistakes. A short game when you are fresh is worth more than a long one at the end of a draining day.',
              ),
            },
            {
              title: 'Give it a fixed slot',
              icon: 'calendar-check',
              blocks: text(
                'Tie your training to something you already do every day, such as the first coffee or the lunch break. TL;DR’s new word arrives at midnight Pacific time, which is 8 a.m. in London for most of the year, so it is a natural way to start or end a day.',
              ),
            },
            {
              title: 'Protect your sleep',
              icon: 'bed',
              blocks: text(
                'Sleep helps the brain keep what it learned during the day. One more late-night round is rarely worth going to bed later.',
              ),
            },
          ],
        },
      ],
    },
    {
      id: 'challenge',
      title: 'Challenge level: hard, but within reach',
      label: 'Challenge level',
      intro: text(
        'You learn most when a game stretches you without overwhelming you. A useful rule of thumb is to aim for success about 70 to 80% of the time. It is a guideline for keeping practice productive, not a number science has proven to be ideal.',
      ),
      blocks: [
        {
          type: 'checklists',
          lists: [
            {
              title: 'Time to step up when…',
              tone: 'go',
              items: [
                'you finish several games in a row without a single slip;',
                'your times have stopped improving because the level no longer asks anything new of you;',
                'you find your mind wandering during a game.',
              ],
            },
            {
              title: 'Time to step back when…',
              tone: 'stop',
              items: [
                'you fail or give up more often than you succeed;',
                'you are guessing rather than reasoning;',
                'the game has stopped being fun.',
              ],
            },
          ],
        },
        {
          type: 'paragraphs',
          items: [
            [
              'Change one thing at a time: a harder level ',
              { em: 'or' },
              ' a faster target, not both at once. That way you can tell what made the difference.',
            ],
          ],
        },
      ],
    },
    {
      id: 'consistency',
      title: 'Consistency: little and often',
      label: 'Consistency',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            'Three to five sessions a week of 15 to 30 minutes each suits most people. Spreading practice over several days works better than the same total time in one sitting, and it is much easier to keep up.',
          ],
        },
        {
          type: 'list',
          items: [
            [
              { strong: 'Keep it small enough to keep.' },
              ' A 15-minute session you actually do beats an hour you keep postponing.',
            ],
            [
              { strong: 'Track your progress.' },
              ' Note your best time or score for each game once a week. Sign in to have your scores sent to the leaderboards, which keep your best score of the month and of all time for each game.',
            ],
            [
              { strong: 'Missing a day is fine.' },
              ' Habits survive the odd gap. Try not to miss two sessions in a row, and simply pick up where you left off.',
            ],
          ],
        },
      ],
    },
    {
      id: 'variety',
      title: 'Variety: mix your games',
      label: 'Variety',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            'Practice makes you better mainly at the game you practise, so mixing games is for variety and fun: it keeps your sessions fresh. Each of ours asks for something different:',
          ],
        },
        {
          type: 'tiles',
          tiles: [
            { label: 'Memory Match', text: 'remembering where things are' },
            { label: 'Number Puzzle', text: 'planning several moves ahead' },
            { label: 'Word Scramble', text: 'spotting words and letter patterns quickly' },
            { label: 'TL;DR', text: 'reasoning from clues to narrow down possibilities' },
          ],
        },
        {
          type: 'paragraphs',
          items: [
            [
              'Vary the difficulty too, and look beyond the screen: regular physical activity and learning something new, such as a language, an instrument or a craft, have far more evidence behind them for brain health than any puzzle. Our ',
              { text: 'brain science', to: PATHS.brainScience },
              ' page explains what the research says.',
            ],
          ],
        },
      ],
    },
    {
      id: 'plan',
      title: 'Your 3-phase plan',
      intro: text(
        'A simple progression for your first five weeks and beyond. Adjust it freely: the right plan is the one you will follow.',
      ),
      blocks: [
        {
          type: 'phases',
          label: 'Phase',
          phases: [
            {
              weeks: 'Weeks 1–2',
              name: 'Foundation',
              sessions: '3 sessions a week',
              length: 'about 15 minutes',
              steps: [
                'Play each of the four games at least once, and read its guide.',
                'Keep Number Puzzle and Word Scramble on Easy while the rules become second nature.',
                'Write down your first times and scores: they are the baseline you will beat.',
              ],
            },
            {
              weeks: 'Weeks 3–4',
              name: 'Build',
              sessions: '4 sessions a week',
              length: '20 to 25 minutes',
              steps: [
                'Move up a level in any game where you now succeed almost every time.',
                'Practise one strategy per session, such as the corner trick in Number Puzzle or a fixed sweep in Memory Match.',
                'Compare each week with your baseline rather than with yesterday.',
              ],
            },
            {
              weeks: 'Week 5 onwards',
              name: 'Challenge and maintain',
              sessions: '4 to 5 sessions a week',
              length: '20 to 30 minutes',
              steps: [
                'Try Hard levels where they keep you at about 70 to 80% success.',
                'Pick a focus game each week, perhaps the one you enjoy least.',
                'Set a monthly goal on a leaderboard, and keep at least two rest days a week.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'mindset',
      title: 'Mindset: how to think about your training',
      label: 'Mindset',
      blocks: [
        {
          type: 'cards',
          columns: 'md',
          cards: [
            {
              title: 'Compete with your past self',
              icon: 'target',
              blocks: text(
                'The leaderboards are fun, but the fairest comparison is with your own scores from last week. Steady progress there is the real measure of practice paying off.',
              ),
            },
            {
              title: 'Expect plateaus',
              icon: 'trending-up',
              blocks: [
                {
                  type: 'paragraphs',
                  items: [
                    [
                      'Improvement is fast at first and then slows. When your scores stall, try a new strategy from the ',
                      { text: 'game guides', to: PATHS.gameGuides },
                      ' or a harder level instead of simply playing more.',
                    ],
                  ],
                },
              ],
            },
            {
              title: 'Treat mistakes as information',
              icon: 'smile',
              blocks: text(
                'A wrong guess in TL;DR narrows down the word; a mismatched pair in Memory Match shows you two more cards. Ask what each mistake tells you, then use it.',
              ),
            },
            {
              title: 'Stay calm and keep perspective',
              icon: 'heart',
              blocks: text(
                'Pressure makes clear thinking harder, and scores naturally vary with sleep, mood and distractions. A bad day is just a bad day: game scores are not a medical measure.',
              ),
            },
          ],
        },
        {
          type: 'callout',
          title: 'A word about health',
          tone: 'caution',
          blocks: text(
            'Puzzle games are a pleasant pastime, and practice makes you better at them, but they do not prevent, treat or diagnose any condition. If you are concerned about your memory or thinking, please talk to a doctor.',
          ),
        },
      ],
    },
    {
      id: 'game-tips',
      title: 'Tips for each game',
      intro: [
        {
          type: 'paragraphs',
          items: [
            [
              'Three quick tips per game. The ',
              { text: 'game guides', to: PATHS.gameGuides },
              ' explain each game’s scoring and strategies in full.',
            ],
          ],
        },
      ],
      blocks: [
        {
          type: 'cards',
          columns: 'md',
          cards: [
            {
              title: 'Memory Match',
              icon: 'layers',
              play: { text: 'Play Memory Match', to: PATHS.memoryMatch },
              blocks: tips(
                'Turn cards in a fixed order on your first pass so you always know what you have seen.',
                'Never turn a pair you know does not match: a mismatch costs a move and a second of waiting.',
                'On the leaderboard only your time counts, so a steady pace beats frantic clicking.',
              ),
            },
            {
              title: 'Number Puzzle',
              icon: 'grid',
              play: { text: 'Play Number Puzzle', to: PATHS.numberPuzzle },
              blocks: tips(
                'The clock starts at your first move, so study the board before you touch it.',
                'Solve the top row, then the second, then the last two rows column by column.',
                `Every move costs ${NUMBER_PUZZLE.perMove} points, as much as ${NUMBER_PUZZLE.moveInSeconds} seconds: plan short routes.`,
              ),
            },
            {
              title: 'Word Scramble',
              icon: 'shuffle',
              play: { text: 'Play Word Scramble', to: PATHS.wordScramble },
              blocks: tips(
                'Read the hint before the letters; it narrows the answer at once.',
                'Use Rescramble when you are stuck: a new order often reveals the word.',
                'A wrong guess resets your streak, so guess when you are fairly sure.',
              ),
            },
            {
              title: 'TL;DR',
              icon: 'letters',
              play: { text: 'Play TL;DR', to: PATHS.tldr },
              blocks: tips(
                'Choose your opening word before typing: the clock starts with your first letter.',
                `A saved attempt is worth ${TLDR.perAttemptSaved} points, far more than a few seconds of thought.`,
                'Keep greens in place, move yellows, and drop greys for good.',
              ),
            },
          ],
        },
      ],
    },
  ],
  sisterSite:
    'Pair your daily puzzle with a daily thought: our sister site shares a short piece of wisdom each day.',
  actions: [
    { type: 'home' },
    { type: 'link', text: 'Read the game guides', to: PATHS.gameGuides, style: 'text' },
  ],
};

export const TRAINING_TIPS = defineMessages(en, NOT_TRANSLATED);
