import {
  BedDouble,
  CalendarCheck,
  Grid3x3,
  Heart,
  Layers,
  LetterText,
  Shuffle,
  Smile,
  Sunrise,
  Target,
  TrendingUp,
} from 'lucide-react';
import type { ReactNode } from 'react';
import type { MetaFunction } from 'react-router';
import { SiteLink } from '../components/ui/links.tsx';
import {
  Bullets,
  Callout,
  Card,
  ContentPage,
  HomeButton,
  PageActions,
  PlayLink,
  Prose,
  Section,
} from '../features/guides/page-parts.tsx';
import { SisterSiteCard } from '../features/guides/sister-site-card.tsx';
import { pageMeta } from '../lib/meta.ts';
import { PATHS } from '../lib/paths.ts';

export const meta: MetaFunction = () =>
  pageMeta({
    path: PATHS.trainingTips,
    title: 'Brain Training Tips',
    description:
      'When to train, how hard, how often and how to vary it: a five-week plan, mindset advice and tips for each of our four puzzle games.',
    keywords: 'brain training tips, practice schedule, training plan, puzzle game tips',
  });

const CONTENTS = [
  { id: 'timing', label: 'Timing' },
  { id: 'challenge', label: 'Challenge level' },
  { id: 'consistency', label: 'Consistency' },
  { id: 'variety', label: 'Variety' },
  { id: 'plan', label: 'Your 3-phase plan' },
  { id: 'mindset', label: 'Mindset' },
  { id: 'game-tips', label: 'Tips for each game' },
];

interface Phase {
  weeks: string;
  name: string;
  sessions: string;
  length: string;
  steps: ReactNode[];
}

const PHASES: Phase[] = [
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
];

function GameTips({
  name,
  icon,
  path,
  children,
}: {
  name: string;
  icon: ReactNode;
  path: string;
  children: ReactNode;
}) {
  return (
    <Card title={name} icon={icon} footer={<PlayLink to={path} label={`Play ${name}`} />}>
      <ul className="list-disc space-y-2 pl-5">{children}</ul>
    </Card>
  );
}

export default function TrainingTipsPage() {
  return (
    <ContentPage
      eyebrow="Practice"
      title="Training Tips"
      lead={
        <p>
          Good training is less about the hours you put in and more about how you practise. These tips cover
          when to play, how hard to push yourself, how to keep going and how to mix things up, followed by a
          simple plan for your first five weeks and advice for each game.
        </p>
      }
      contents={CONTENTS}
    >
      <Section id="timing" title="Timing: when to train">
        <div className="grid gap-4 md:grid-cols-2">
          <Card title="Play when you are alert" icon={<Sunrise aria-hidden="true" className="size-5" />}>
            <p>
              Most people have a time of day when they concentrate best, and it differs from person to person.
              Play at different times for a week or two and compare your scores to find yours.
            </p>
          </Card>
          <Card title="Skip the worn-out sessions" icon={<Smile aria-hidden="true" className="size-5" />}>
            <p>
              When you are exhausted, rushed or distracted, a session mostly rehearses mistakes. A short game
              when you are fresh is worth more than a long one at the end of a draining day.
            </p>
          </Card>
          <Card title="Give it a fixed slot" icon={<CalendarCheck aria-hidden="true" className="size-5" />}>
            <p>
              Tie your training to something you already do every day, such as the first coffee or the lunch
              break. TL;DR&rsquo;s new word arrives at midnight Pacific time, which is 8 a.m. in London for
              most of the year, so it is a natural way to start or end a day.
            </p>
          </Card>
          <Card title="Protect your sleep" icon={<BedDouble aria-hidden="true" className="size-5" />}>
            <p>
              Sleep helps the brain keep what it learned during the day. One more late-night round is rarely
              worth going to bed later.
            </p>
          </Card>
        </div>
      </Section>

      <Section
        id="challenge"
        title="Challenge level: hard, but within reach"
        intro={
          <Prose>
            <p>
              You learn most when a game stretches you without overwhelming you. A useful rule of thumb is to
              aim for success about 70 to 80% of the time. It is a guideline for keeping practice productive,
              not a number science has proven to be ideal.
            </p>
          </Prose>
        }
      >
        <div className="grid gap-4 md:grid-cols-2">
          <div className="rounded-xl border border-emerald-300 bg-emerald-50 p-5 dark:border-emerald-800 dark:bg-emerald-950/40">
            <h3 className="font-semibold text-slate-900 dark:text-white">Time to step up when&hellip;</h3>
            <ul className="mt-2 list-disc space-y-1.5 pl-5 leading-relaxed text-slate-800 dark:text-slate-200">
              <li>you finish several games in a row without a single slip;</li>
              <li>your times have stopped improving because the level no longer asks anything new of you;</li>
              <li>you find your mind wandering during a game.</li>
            </ul>
          </div>
          <div className="rounded-xl border border-amber-300 bg-amber-50 p-5 dark:border-amber-700/70 dark:bg-amber-950/40">
            <h3 className="font-semibold text-slate-900 dark:text-white">Time to step back when&hellip;</h3>
            <ul className="mt-2 list-disc space-y-1.5 pl-5 leading-relaxed text-slate-800 dark:text-slate-200">
              <li>you fail or give up more often than you succeed;</li>
              <li>you are guessing rather than reasoning;</li>
              <li>the game has stopped being fun.</li>
            </ul>
          </div>
        </div>
        <Prose>
          <p className="mt-5">
            Change one thing at a time: a harder level <em>or</em> a faster target, not both at once. That way
            you can tell what made the difference.
          </p>
        </Prose>
      </Section>

      <Section id="consistency" title="Consistency: little and often">
        <Prose>
          <p>
            Three to five sessions a week of 15 to 30 minutes each suits most people. Spreading practice over
            several days works better than the same total time in one sitting, and it is much easier to keep
            up.
          </p>
        </Prose>
        <div className="mt-4">
          <Bullets>
            <li>
              <strong>Keep it small enough to keep.</strong> A 15-minute session you actually do beats an hour
              you keep postponing.
            </li>
            <li>
              <strong>Track your progress.</strong> Note your best time or score for each game once a week.
              Sign in to have your scores sent to the leaderboards, which keep your best score of the month
              and of all time for each game.
            </li>
            <li>
              <strong>Missing a day is fine.</strong> Habits survive the odd gap. Try not to miss two sessions
              in a row, and simply pick up where you left off.
            </li>
          </Bullets>
        </div>
      </Section>

      <Section id="variety" title="Variety: mix your games">
        <Prose>
          <p>
            Practice improves mainly the skill you practise, so a mix of games gives you a wider workout than
            one game played endlessly. Each of ours leans on something different:
          </p>
        </Prose>
        <div className="mt-4 grid gap-3 sm:grid-cols-2">
          {[
            ['Memory Match', 'remembering where things are'],
            ['Number Puzzle', 'planning several moves ahead'],
            ['Word Scramble', 'spotting words and letter patterns quickly'],
            ['TL;DR', 'reasoning from clues to narrow down possibilities'],
          ].map(([game, skill]) => (
            <p
              key={game}
              className="rounded-lg border border-slate-200 px-4 py-3 text-slate-700 dark:border-slate-800 dark:text-slate-300"
            >
              <strong className="font-semibold text-slate-900 dark:text-white">{game}</strong>: {skill}
            </p>
          ))}
        </div>
        <Prose>
          <p className="mt-4">
            Vary the difficulty too, and look beyond the screen: learning a language, a musical instrument or
            a craft, reading, and regular physical activity all challenge the brain in ways no puzzle does.
            Our <SiteLink to={PATHS.brainScience}>brain science</SiteLink> page explains what the research
            says.
          </p>
        </Prose>
      </Section>

      <Section
        id="plan"
        title="Your 3-phase plan"
        intro={
          <Prose>
            <p>
              A simple progression for your first five weeks and beyond. Adjust it freely: the right plan is
              the one you will follow.
            </p>
          </Prose>
        }
      >
        <ol className="grid gap-4 lg:grid-cols-3">
          {PHASES.map((phase, index) => (
            <li
              key={phase.weeks}
              className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
            >
              <p className="text-sm font-semibold text-indigo-700 dark:text-indigo-300">
                Phase {index + 1} &middot; {phase.weeks}
              </p>
              <h3 className="mt-1 text-lg font-semibold text-slate-900 dark:text-white">{phase.name}</h3>
              <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
                {phase.sessions}, {phase.length}
              </p>
              <ul className="mt-3 list-disc space-y-2 pl-5 text-[0.95rem] leading-relaxed text-slate-700 dark:text-slate-300">
                {phase.steps.map((step, stepIndex) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list that never reorders
                  <li key={stepIndex}>{step}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="mindset" title="Mindset: how to think about your training">
        <div className="grid gap-4 md:grid-cols-2">
          <Card title="Compete with your past self" icon={<Target aria-hidden="true" className="size-5" />}>
            <p>
              The leaderboards are fun, but the fairest comparison is with your own scores from last week.
              Steady progress there is the real measure of practice paying off.
            </p>
          </Card>
          <Card title="Expect plateaus" icon={<TrendingUp aria-hidden="true" className="size-5" />}>
            <p>
              Improvement is fast at first and then slows. When your scores stall, try a new strategy from the{' '}
              <SiteLink to={PATHS.gameGuides}>game guides</SiteLink> or a harder level instead of simply
              playing more.
            </p>
          </Card>
          <Card title="Treat mistakes as information" icon={<Smile aria-hidden="true" className="size-5" />}>
            <p>
              A wrong guess in TL;DR narrows down the word; a mismatched pair in Memory Match shows you two
              more cards. Ask what each mistake tells you, then use it.
            </p>
          </Card>
          <Card title="Stay calm and keep perspective" icon={<Heart aria-hidden="true" className="size-5" />}>
            <p>
              Pressure makes clear thinking harder, and scores naturally vary with sleep, mood and
              distractions. A bad day is just a bad day: game scores are not a medical measure.
            </p>
          </Card>
        </div>
        <Callout title="A word about health" tone="caution">
          <p>
            Puzzle games are a pleasant way to practise focus and memory skills, but they do not prevent,
            treat or diagnose any condition. If you are concerned about your memory or thinking, please talk
            to a doctor.
          </p>
        </Callout>
      </Section>

      <Section
        id="game-tips"
        title="Tips for each game"
        intro={
          <Prose>
            <p>
              Three quick tips per game. The <SiteLink to={PATHS.gameGuides}>game guides</SiteLink> explain
              each game&rsquo;s scoring and strategies in full.
            </p>
          </Prose>
        }
      >
        <div className="grid gap-4 md:grid-cols-2">
          <GameTips
            name="Memory Match"
            icon={<Layers aria-hidden="true" className="size-5" />}
            path={PATHS.memoryMatch}
          >
            <li>Turn cards in a fixed order on your first pass so you always know what you have seen.</li>
            <li>
              Never turn a pair you know does not match: a mismatch costs a move and a second of waiting.
            </li>
            <li>On the leaderboard only your time counts, so a steady pace beats frantic clicking.</li>
          </GameTips>
          <GameTips
            name="Number Puzzle"
            icon={<Grid3x3 aria-hidden="true" className="size-5" />}
            path={PATHS.numberPuzzle}
          >
            <li>The clock starts at your first move, so study the board before you touch it.</li>
            <li>Solve the top row, then the second, then the last two rows column by column.</li>
            <li>Every move costs 25 points, as much as two and a half seconds: plan short routes.</li>
          </GameTips>
          <GameTips
            name="Word Scramble"
            icon={<Shuffle aria-hidden="true" className="size-5" />}
            path={PATHS.wordScramble}
          >
            <li>Read the hint before the letters; it narrows the answer at once.</li>
            <li>Use Rescramble when you are stuck: a new order often reveals the word.</li>
            <li>A wrong guess resets your streak, so guess when you are fairly sure.</li>
          </GameTips>
          <GameTips
            name="TL;DR"
            icon={<LetterText aria-hidden="true" className="size-5" />}
            path={PATHS.tldr}
          >
            <li>Choose your opening word before typing: the clock starts with your first letter.</li>
            <li>A saved attempt is worth 200 points, far more than a few seconds of thought.</li>
            <li>Keep greens in place, move yellows, and drop greys for good.</li>
          </GameTips>
        </div>
      </Section>

      <SisterSiteCard context="Pair your daily puzzle with a daily thought: our sister site shares a short piece of wisdom each day." />

      <PageActions>
        <HomeButton />
        <span lang="en">
          <SiteLink to={PATHS.gameGuides}>Read the game guides</SiteLink>
        </span>
      </PageActions>
    </ContentPage>
  );
}
