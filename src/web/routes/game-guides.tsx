import { CalendarDays, Clock, Grid3x3, Layers, LetterText, Shuffle, TrendingUp, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, type MetaFunction } from 'react-router';
import { BackButton } from '../components/ui/back-button.tsx';
import { SiteLink } from '../components/ui/links.tsx';
import { MEMORY, NUMBER_PUZZLE, TLDR, WORD_SCRAMBLE } from '../features/guides/game-facts.ts';
import {
  Bullets,
  Callout,
  ContentPage,
  Figure,
  PageActions,
  Prose,
  Section,
} from '../features/guides/page-parts.tsx';
import { useI18n } from '../i18n/i18n.ts';
import { pageMeta } from '../lib/meta.ts';
import { PATHS } from '../lib/paths.ts';

export const meta: MetaFunction = () =>
  pageMeta({
    path: PATHS.gameGuides,
    title: 'Game Guides and Strategies',
    description:
      'How Memory Match, Number Puzzle, Word Scramble and TL;DR score, the strategies that raise your score, and a weekly training schedule.',
    keywords:
      'game guides, puzzle strategies, memory match tips, sliding puzzle strategy, word scramble tips, six-letter word game, training schedule',
  });

const CONTENTS = [
  { id: 'memory-match', label: 'Memory Match' },
  { id: 'number-puzzle', label: 'Number Puzzle' },
  { id: 'word-scramble', label: 'Word Scramble' },
  { id: 'tldr', label: 'TL;DR' },
  { id: 'leaderboards', label: 'Scores and leaderboards' },
  { id: 'schedule', label: 'Training schedule' },
];

/** One game's guide: what it asks of you, how it scores, and how to play it well. */
function GameGuide({
  id,
  name,
  icon,
  path,
  summary,
  scoring,
  children,
}: {
  id: string;
  name: string;
  icon: ReactNode;
  path: string;
  summary: ReactNode;
  scoring: ReactNode;
  children: ReactNode;
}) {
  const { href } = useI18n();
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="mt-14">
      <div className="flex items-center gap-3">
        <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-indigo-100 text-indigo-700 dark:bg-indigo-900/60 dark:text-indigo-300">
          {icon}
        </span>
        <h2
          id={`${id}-title`}
          className="text-2xl font-bold tracking-tight text-slate-900 sm:text-[1.7rem] dark:text-white"
        >
          {name}
        </h2>
      </div>
      <div className="mt-4">
        <Prose>{summary}</Prose>
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div>
          <h3 className="text-lg font-semibold text-slate-900 dark:text-white">Strategies that work</h3>
          <div className="mt-3">{children}</div>
        </div>
        <div className="self-start rounded-xl border border-slate-200 bg-slate-50 p-5 dark:border-slate-800 dark:bg-slate-900">
          <h3 className="font-semibold text-slate-900 dark:text-white">How it scores</h3>
          <div className="mt-2 space-y-2 text-[0.95rem] leading-relaxed text-slate-700 dark:text-slate-300 [&_strong]:font-semibold [&_strong]:text-slate-900 dark:[&_strong]:text-white">
            {scoring}
          </div>
        </div>
      </div>
      <p className="mt-6">
        <Link to={href(path)} className="button-primary">
          Play {name}
        </Link>
      </p>
    </section>
  );
}

export default function GameGuidesPage() {
  const { href } = useI18n();
  return (
    <ContentPage
      eyebrow="Guides"
      title="Game Guides"
      lead={
        <p>
          Each of our four games rewards a different habit of mind: holding positions in memory, planning
          several moves ahead, seeing a word in a jumble of letters, or reasoning from clues. This guide
          explains how each game keeps score and which strategies lift that score, then suggests a simple
          weekly schedule for training.
        </p>
      }
      contents={CONTENTS}
    >
      <GameGuide
        id="memory-match"
        name="Memory Match"
        icon={<Layers aria-hidden="true" className="size-6" />}
        path={PATHS.memoryMatch}
        summary={
          <p>
            The board has {MEMORY.cards} face-down cards hiding {MEMORY.pairs} pairs of symbols. You turn two
            cards at a time: a matching pair stays face up, and a pair that does not match turns back over
            after a second. The clock starts when you turn your first card and stops when the last pair is
            found.
          </p>
        }
        scoring={
          <>
            <p>
              <strong>On screen while you play:</strong> 5,000 minus 10 points per second and 50 points per
              move.
            </p>
            <p>
              <strong>On the leaderboard:</strong> 5,000 minus 15 points per second plus 100 points for each
              pair found. A finished board always has all {MEMORY.pairs} pairs, so on the leaderboard only
              your time counts.
            </p>
            <p>
              Example: 14 moves in 70 seconds shows {MEMORY.exampleShown} points and sends{' '}
              {MEMORY.exampleBoard} to the leaderboard; ten seconds faster would send{' '}
              {MEMORY.exampleBoardFaster}. Neither score goes below zero.
            </p>
          </>
        }
      >
        <Bullets>
          <li>
            <strong>Sweep the board in a fixed order.</strong> On your first pass, turn cards row by row, left
            to right. A fixed route means you always know which cards you have already seen and where.
          </li>
          <li>
            <strong>Open each turn with a card you have not seen.</strong> If its partner is one you remember,
            finish the pair at once. If not, make your second card another unseen one: it might match by luck,
            and at worst you have learned two new positions for the price of one move.
          </li>
          <li>
            <strong>Never turn a pair you already know is wrong.</strong> Every mismatch costs a move (50
            points on screen) and holds the board for about a second while the cards turn back, and on the
            leaderboard every second costs 15 points.
          </li>
          <li>
            <strong>Give the symbols names and places.</strong> Saying quietly &ldquo;star, top left&rdquo; as
            a card turns gives your memory a second hook, and many players find positions easier to recall
            that way.
          </li>
          <li>
            <strong>Split the board into rows.</strong> Four rows of four are easier to hold than sixteen
            loose positions: remember each row as a short list, such as &ldquo;star, fire, ?, dice&rdquo;.
          </li>
        </Bullets>
      </GameGuide>

      <GameGuide
        id="number-puzzle"
        name="Number Puzzle"
        icon={<Grid3x3 aria-hidden="true" className="size-6" />}
        path={PATHS.numberPuzzle}
        summary={
          <p>
            A 4&times;4 board holds tiles 1 to 15 and one blank space. Only a tile next to the blank can move,
            by sliding into it; you can click a tile or use the arrow keys. The puzzle is solved when the
            tiles read 1 to 15 in order with the blank in the bottom-right corner. Easy, Medium and Hard
            boards are shuffled with {NUMBER_PUZZLE.shuffles.easy}, {NUMBER_PUZZLE.shuffles.medium} and{' '}
            {NUMBER_PUZZLE.shuffles.hard} random moves from the solved position, so every puzzle can be
            solved. The clock starts with your first move.
          </p>
        }
        scoring={
          <>
            <p>
              <strong>Score:</strong> 5,000 minus 10 points per second and 25 points per move, never below
              zero.
            </p>
            <p>
              A move costs as much as two and a half seconds, so a careless detour of four moves costs as much
              as ten seconds of thought.
            </p>
            <p>
              Example: 60 moves in 90 seconds scores {NUMBER_PUZZLE.example}; the same time with 20 fewer
              moves scores {NUMBER_PUZZLE.exampleFewerMoves}. The level adds no bonus: a harder shuffle simply
              needs more moves.
            </p>
          </>
        }
      >
        <Bullets>
          <li>
            <strong>Look before you move.</strong> The clock does not start until your first move, so take a
            moment to find where tiles 1 to 4 are and plan how to bring them home.
          </li>
          <li>
            <strong>Solve in layers.</strong> Finish the top row (1 to 4), then the second row (5 to 8), and
            leave solved rows alone. With two rows left, work column by column from the left: 9 and 13, then
            10 and 14, then the last three tiles.
          </li>
          <li>
            <strong>Use the corner trick for the end of a row.</strong> Tiles 3 and 4 rarely slide in one
            after the other. Instead, park 3 in the top-right corner with 4 directly below it, bring the blank
            to the left of 3, then slide 3 left and 4 up. The same idea finishes the second row with 7 and 8,
            and the columns with 9 and 13 or 10 and 14.
          </li>
          <li>
            <strong>Think about the blank, not the tile.</strong> A tile only moves when the blank reaches it,
            so plan the blank&rsquo;s route around the tile you are steering, and avoid routes that pass
            through rows you have finished.
          </li>
          <li>
            <strong>Climb the levels.</strong> Start on Easy until the layer method feels natural, then move
            to Medium and Hard. Hard shuffles need more moves, so expect lower scores there at first.
          </li>
        </Bullets>
      </GameGuide>

      <GameGuide
        id="word-scramble"
        name="Word Scramble"
        icon={<Shuffle aria-hidden="true" className="size-6" />}
        path={PATHS.wordScramble}
        summary={
          <p>
            Each game gives you {WORD_SCRAMBLE.words} scrambled words, one at a time, each with a hint. Type
            your answer (capital letters do not matter): a correct answer adds to your solved words and your
            streak and brings the next word, while a wrong guess resets the streak to zero. Rescramble
            shuffles the current word&rsquo;s letters into a new order. Choose Easy, Medium or Hard word
            lists.
          </p>
        }
        scoring={
          <>
            <p>
              <strong>Score:</strong> 5,000 minus 15 points per second, plus 500 points per word, plus 100
              points per word of streak, plus a bonus of {WORD_SCRAMBLE.mediumBonus} on Medium or{' '}
              {WORD_SCRAMBLE.hardBonus} on Hard. It never goes below zero.
            </p>
            <p>
              Five words in a row without a wrong guess earn the full streak points. Example: a clean game on
              Hard in two minutes scores {WORD_SCRAMBLE.exampleHard}.
            </p>
            <p>
              Compared with Easy, Hard&rsquo;s bonus is worth about 33 seconds and Medium&rsquo;s about 13, so
              a harder list pays off when it slows you down by less than that over the whole game.
            </p>
          </>
        }
      >
        <Bullets>
          <li>
            <strong>Read the hint first.</strong> It narrows the answer to a handful of ideas before you even
            look at the letters.
          </li>
          <li>
            <strong>Look for familiar letter groups.</strong> Pairs such as TH, CH, SH and CK, a Q that almost
            always wants a U, and endings such as -ING, -ED, -ER and -LY often give the word away.
          </li>
          <li>
            <strong>Try the likely first letters.</strong> Put each consonant at the front in turn and read
            what follows; the right start usually makes the rest fall into place.
          </li>
          <li>
            <strong>Rescramble a stubborn word.</strong> A new order of the same letters can break a pattern
            your eye keeps falling into. It costs nothing but the seconds it takes.
          </li>
          <li>
            <strong>Protect your streak.</strong> A wrong guess resets the streak, and every word of streak is
            worth 100 points. When you are unsure, spend a few seconds on the hint or a rescramble rather than
            typing a wild guess.
          </li>
        </Bullets>
      </GameGuide>

      <GameGuide
        id="tldr"
        name="TL;DR"
        icon={<LetterText aria-hidden="true" className="size-6" />}
        path={PATHS.tldr}
        summary={
          <>
            <p>
              There is one {TLDR.letters}-letter word a day, the same for everyone, and a new one arrives at
              midnight Pacific time. You have {TLDR.attempts} attempts, and every guess must be a real{' '}
              {TLDR.letters}-letter word: a word that is not in the word list is turned away without using an
              attempt. After each guess the tiles show clues:
            </p>
            <ul className="list-disc space-y-1 pl-5">
              <li>
                <strong>green</strong>: the right letter in the right place;
              </li>
              <li>
                <strong>yellow</strong>: the letter is in the word, but somewhere else;
              </li>
              <li>
                <strong>grey</strong>: the letter is not in the word (or not as many times as you used it).
              </li>
            </ul>
            <p>The clock starts when you type your first letter.</p>
          </>
        }
        scoring={
          <>
            <p>
              <strong>Score:</strong> 1,000 points for a win, plus 200 for each attempt you did not need, plus
              300 minus the seconds you took. Each part is at least zero, so time points run out after five
              minutes.
            </p>
            <p>
              Example: a win with the third guess after two minutes scores {TLDR.exampleThirdGuess}; a win
              with the fourth guess after only one minute scores {TLDR.exampleFourthGuessFaster}. A guess
              saved is worth 200 seconds of thinking.
            </p>
          </>
        }
      >
        <Bullets>
          <li>
            <strong>Plan your opening word before you type.</strong> The clock only starts with your first
            letter. A good opener uses six different, common letters with two or three vowels, such as STREAM
            or SILENT.
          </li>
          <li>
            <strong>Think rather than rush.</strong> A minute of thought costs at most 60 points; an extra
            guess costs 200. Before each guess, check that it fits every clue you have.
          </li>
          <li>
            <strong>Use every clue.</strong> Keep greens where they are, move yellows to a new position, and
            never play a grey letter again. A yellow also tells you where the letter is not.
          </li>
          <li>
            <strong>Remember repeated letters.</strong> The answer may contain a letter twice. If you guess a
            letter twice and one copy turns grey, the word holds that letter only as many times as it was
            marked green or yellow.
          </li>
          <li>
            <strong>Spend an early guess on new letters.</strong> When your first guess gives little, a second
            word made of six fresh letters often narrows the field more than a near-miss would.
          </li>
        </Bullets>
      </GameGuide>

      <Section id="leaderboards" title="Scores and leaderboards">
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="flex gap-3 rounded-xl border border-slate-200 p-5 dark:border-slate-800">
            <Trophy
              aria-hidden="true"
              className="mt-0.5 size-5 shrink-0 text-indigo-700 dark:text-indigo-300"
            />
            <p className="leading-relaxed text-slate-700 dark:text-slate-300">
              Each game has its own leaderboard on the <SiteLink to={PATHS.home}>home page</SiteLink>, with
              your best score per game. It shows the top 30 players of the current month, Pacific time, and of
              all time.
            </p>
          </div>
          <div className="flex gap-3 rounded-xl border border-slate-200 p-5 dark:border-slate-800">
            <CalendarDays
              aria-hidden="true"
              className="mt-0.5 size-5 shrink-0 text-indigo-700 dark:text-indigo-300"
            />
            <p className="leading-relaxed text-slate-700 dark:text-slate-300">
              Anyone can play every game as a guest. Sign in and your scores are sent to the leaderboards
              automatically when you finish a game; a guest&rsquo;s scores are not sent.
            </p>
          </div>
        </div>
      </Section>

      <Section
        id="schedule"
        title="Your training schedule"
        intro={
          <Prose>
            <p>
              Playing a little, often, and at the right level of difficulty does more for your scores than the
              occasional marathon. These figures are rules of thumb that work well for most players; they are
              not proven ideals, and no study has settled the ideal amount of puzzle practice.
            </p>
          </Prose>
        }
      >
        <div className="grid gap-4 sm:grid-cols-3">
          <Figure
            value="15–30"
            unit="minutes"
            label="per session: long enough to settle in, short enough to stay sharp"
          />
          <Figure value="3–5" unit="sessions" label="a week, with rest days in between" />
          <Figure
            value="70–80%"
            unit="success"
            label="the sweet spot for challenge: hard, but mostly within reach"
          />
        </div>

        <div className="mt-8 grid gap-6 md:grid-cols-3">
          <div>
            <h3 className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white">
              <Clock aria-hidden="true" className="size-5 text-indigo-700 dark:text-indigo-300" />
              Session length
            </h3>
            <p className="mt-2 leading-relaxed text-slate-700 dark:text-slate-300">
              A round of each game usually fits comfortably in 15 to 30 minutes. Stop while you are still
              focused: when mistakes start creeping in from tiredness, the rest of the session teaches little.
            </p>
          </div>
          <div>
            <h3 className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white">
              <CalendarDays aria-hidden="true" className="size-5 text-indigo-700 dark:text-indigo-300" />
              Frequency
            </h3>
            <p className="mt-2 leading-relaxed text-slate-700 dark:text-slate-300">
              Three to five sessions a week builds a steady habit. Spreading practice out is one of the most
              reliable findings about learning in general; TL;DR&rsquo;s one word a day is a natural anchor.
            </p>
          </div>
          <div>
            <h3 className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white">
              <TrendingUp aria-hidden="true" className="size-5 text-indigo-700 dark:text-indigo-300" />
              Progressive challenge
            </h3>
            <p className="mt-2 leading-relaxed text-slate-700 dark:text-slate-300">
              Aim to succeed about 70 to 80% of the time. When a level feels easy, step up; when you fail more
              often than not, step back down for a while.
            </p>
          </div>
        </div>

        <Callout title="What 70–80% looks like in each game">
          <ul className="list-disc space-y-1.5 pl-5">
            <li>
              <strong>Word Scramble:</strong> about one or two wrong guesses in a game of five words. None at
              all several games running? Try the next level.
            </li>
            <li>
              <strong>Number Puzzle:</strong> about three games in four, you finish without having to break up
              a row you had already solved. Doing better than that? Try the next shuffle size.
            </li>
            <li>
              <strong>Memory Match:</strong> most of your second cards are chosen from memory rather than by
              chance. Set yourself a target time or number of moves and beat it three times out of four.
            </li>
            <li>
              <strong>TL;DR:</strong> you solve most days&rsquo; words. If you often need all six attempts,
              spend longer checking each guess against the clues.
            </li>
          </ul>
        </Callout>

        <h3 className="mt-8 text-lg font-semibold text-slate-900 dark:text-white">A sample week</h3>
        <div className="mt-3">
          <table className="w-full border-collapse text-left text-[0.95rem]">
            <caption className="sr-only">A sample training week with four sessions</caption>
            <thead>
              <tr className="border-b border-slate-300 dark:border-slate-700">
                <th scope="col" className="py-2 pr-4 font-semibold text-slate-900 dark:text-white">
                  Day
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold text-slate-900 dark:text-white">
                  Session
                </th>
                <th scope="col" className="py-2 font-semibold text-slate-900 dark:text-white">
                  About
                </th>
              </tr>
            </thead>
            <tbody className="text-slate-700 dark:text-slate-300">
              {[
                ['Monday', 'TL;DR, then two rounds of Memory Match', '15 min'],
                ['Wednesday', 'TL;DR, Number Puzzle, then Word Scramble', '20–25 min'],
                ['Friday', 'TL;DR, then one round of each of the other games', '25–30 min'],
                ['Sunday', 'TL;DR, then your weakest game at a new level', '15–20 min'],
              ].map(([day, session, length]) => (
                <tr key={day} className="border-b border-slate-200 dark:border-slate-800">
                  <th scope="row" className="py-2 pr-4 font-medium text-slate-900 dark:text-white">
                    {day}
                  </th>
                  <td className="py-2 pr-4">{session}</td>
                  <td className="py-2 whitespace-nowrap">{length}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Prose>
          <p className="mt-4">
            For more on when and how to train, see our{' '}
            <SiteLink to={PATHS.trainingTips}>training tips</SiteLink>, and for what research says practice
            can and cannot do, read about <SiteLink to={PATHS.brainScience}>brain science</SiteLink>.
          </p>
        </Prose>
      </Section>

      <PageActions>
        <BackButton />
        <Link to={href(PATHS.home)} lang="en" className="button-primary">
          Start Training Now
        </Link>
      </PageActions>
    </ContentPage>
  );
}
