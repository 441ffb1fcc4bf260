import type { ReactNode } from 'react';
import type { MetaFunction } from 'react-router';
import { SiteLink } from '../components/ui/links.tsx';
import { Bullets, InfoPage, Section } from '../features/info/info-page.tsx';
import { pageMeta } from '../lib/meta.ts';
import { PATHS, type SitePath } from '../lib/paths.ts';

export const meta: MetaFunction = () =>
  pageMeta({
    path: PATHS.about,
    title: 'About Brain Training Puzzles',
    description:
      'What Brain Training Puzzles is, who it is for, and what we stand for: free puzzles, honesty about the research, privacy, accessibility, English and Spanish.',
    keywords: 'about, brain training site, free puzzle games, principles',
  });

const GAMES: { to: SitePath; name: string; text: string }[] = [
  {
    to: PATHS.memoryMatch,
    name: 'Memory Match',
    text: 'Turn over cards two at a time and find the 8 pairs in as few moves and seconds as you can.',
  },
  {
    to: PATHS.numberPuzzle,
    name: 'Number Puzzle',
    text: 'Slide 15 numbered tiles back into order on a 4 by 4 board, at easy, medium or hard shuffles.',
  },
  {
    to: PATHS.wordScramble,
    name: 'Word Scramble',
    text: 'Unscramble five words per game, with hints, at three levels of difficulty.',
  },
  {
    to: PATHS.tldr,
    name: 'TL;DR',
    text: 'Guess the six-letter word of the day in six attempts, helped by coloured clues.',
  },
];

const PRINCIPLES: { title: string; text: ReactNode }[] = [
  {
    title: 'Free, for everyone',
    text: (
      <>
        Every game, leaderboard and page is free, and you can play without an account. There is no paid tier
        and nothing to unlock. <SiteLink to={PATHS.support}>Donations</SiteLink> are welcome but voluntary,
        and they change nothing in the games.
      </>
    ),
  },
  {
    title: 'Honest about the research',
    text: (
      <>
        Playing a puzzle makes you better at that puzzle. Whether it makes you sharper in daily life is a
        different question, and the evidence for such broad "far transfer" from brain games is limited. We say
        so plainly, report studies as they are on our <SiteLink to={PATHS.research}>research</SiteLink> page,
        and never claim that a game prevents, treats or diagnoses anything. For a healthy brain, the{' '}
        <SiteLink to={PATHS.brainHealth}>everyday habits</SiteLink> matter more than any game.
      </>
    ),
  },
  {
    title: 'Respectful of your privacy',
    text: (
      <>
        We keep only what the site needs: a username and e-mail address if you make an account, your scores,
        and the messages you send us. No passwords, no third-party trackers, no analytics services, no
        advertising network. The <SiteLink to={PATHS.privacy}>Privacy Policy</SiteLink> lists everything, and
        you can have your data removed on request.
      </>
    ),
  },
  {
    title: 'Accessible',
    text: (
      <>
        Every game can be played with the keyboard alone, and tells screen readers what happens: a match, a
        move, a clue. Cards, tiles and keys are real buttons whose names say their state. Animations respect
        your reduced-motion setting, text meets contrast guidelines in the light and the dark theme, and the
        layout works on phones as well as large screens.
      </>
    ),
  },
  {
    title: 'In English and Spanish',
    text: (
      <>
        The home page, navigation, dialogs and games are available in Spanish: choose "Español" at the top of
        any page and the choice follows you from link to link. Longer pages such as this one are in English
        for now.
      </>
    ),
  },
];

export default function AboutPage() {
  return (
    <InfoPage
      title="About Us"
      lead="Brain Training Puzzles is a small, free site of quick puzzle games for memory, attention, processing speed and words, with friendly leaderboards and plain-spoken guides to what puzzles can and cannot do for you."
      related={[
        {
          to: PATHS.home,
          label: 'Play the games',
          text: 'All four games and the leaderboards are on the home page.',
        },
        { to: PATHS.faq, label: 'FAQ', text: 'Accounts, scores, the daily word and more.' },
        { to: PATHS.brainHealth, label: 'Brain health', text: 'The habits that matter most, with sources.' },
        { to: PATHS.contact, label: 'Contact us', text: 'Ideas, questions and bug reports are welcome.' },
      ]}
    >
      <Section id="what" title="What the site is">
        <p>
          Four short puzzle games, each playable in a few minutes on a phone or a computer. Play as a guest,
          or create a free account with just a username and an e-mail address to put your scores on the
          leaderboards and keep count of the games you play.
        </p>
        <ul className="mb-4 grid gap-3 sm:grid-cols-2">
          {GAMES.map((game) => (
            <li key={game.to} className="rounded-lg border border-slate-200 p-4 dark:border-slate-800">
              <SiteLink to={game.to}>{game.name}</SiteLink>
              <span className="mt-1 block text-sm">{game.text}</span>
            </li>
          ))}
        </ul>
        <p>
          Each game has a monthly leaderboard, which starts afresh on the first of every month (Pacific time),
          and an all-time leaderboard, each showing the top 30 players. Around the games you will find a
          five-question <SiteLink to={PATHS.assessment}>cognitive self-check</SiteLink> (for curiosity, not a
          medical test), <SiteLink to={PATHS.gameGuides}>game guides</SiteLink>,{' '}
          <SiteLink to={PATHS.trainingTips}>training tips</SiteLink>, and pages on{' '}
          <SiteLink to={PATHS.brainScience}>brain science</SiteLink> and the{' '}
          <SiteLink to={PATHS.research}>research</SiteLink> behind brain training.
        </p>
      </Section>

      <Section id="who" title="Who it is for">
        <Bullets>
          <li>Anyone who wants a short, satisfying puzzle break, without signing up for anything.</li>
          <li>People who like a daily ritual: TL;DR has one new word a day, the same for everyone.</li>
          <li>
            Players who enjoy a friendly contest: the monthly boards give everyone a fresh start each month.
          </li>
          <li>
            The curious: our guides explain what the research says about brain games, including its limits.
          </li>
        </Bullets>
      </Section>

      <Section id="principles" title="What we stand for">
        <dl className="mb-4 space-y-4">
          {PRINCIPLES.map((principle) => (
            <div
              key={principle.title}
              className="rounded-lg border-l-4 border-indigo-600 bg-slate-50 py-3 pr-4 pl-4 dark:border-indigo-400 dark:bg-slate-900"
            >
              <dt className="font-semibold text-slate-900 dark:text-white">{principle.title}</dt>
              <dd className="mt-1 leading-relaxed text-slate-700 dark:text-slate-300">{principle.text}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section id="fair" title="Fair scores">
        <p>
          The leaderboards are worth looking at only if the scores on them were really played. Scores are
          saved for signed-in players only, and our server checks each one against the game's own scoring
          rules and the shortest time in which the game can be finished, and turns away anything impossible.
          The rules for everyone are in our <SiteLink to={PATHS.terms}>Terms of Service</SiteLink>.
        </p>
      </Section>

      <Section id="contact" title="Get in touch">
        <p>
          We read every message. Suggestions, bug reports, accessibility problems and questions are all
          welcome through the <SiteLink to={PATHS.contact}>contact form</SiteLink>. If you enjoy the site and
          would like to help keep it running, see <SiteLink to={PATHS.support}>how to support us</SiteLink>.
        </p>
      </Section>
    </InfoPage>
  );
}
