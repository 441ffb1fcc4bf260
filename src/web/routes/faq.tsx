import type { ReactNode } from 'react';
import type { MetaFunction } from 'react-router';
import { SiteLink } from '../components/ui/links.tsx';
import { FaqAccordion, type FaqItem } from '../features/info/faq-accordion.tsx';
import { InfoPage } from '../features/info/info-page.tsx';
import { pageMeta } from '../lib/meta.ts';
import { PATHS } from '../lib/paths.ts';

export const meta: MetaFunction = () =>
  pageMeta({
    path: PATHS.faq,
    title: 'Frequently Asked Questions',
    description:
      'Answers about the games, accounts, leaderboards, the daily word and your data at Brain Training Puzzles.',
    keywords: 'FAQ, brain training questions, leaderboard, daily word, passwordless sign-in, guest play',
  });

function Answer({ children }: { children: ReactNode }) {
  return <div className="space-y-3 pb-3 [&_p]:mb-0">{children}</div>;
}

const GROUPS: { id: string; title: string; items: FaqItem[] }[] = [
  {
    id: 'playing',
    title: 'Playing',
    items: [
      {
        id: 'cost',
        question: 'Is Brain Training Puzzles free?',
        answer: (
          <Answer>
            <p>
              Yes. All four games, the leaderboards, the cognitive self-check and every guide are free. There
              is no paid tier and nothing to unlock. If you would like to help keep the site running, you can
              make a voluntary donation, but you never have to.
            </p>
          </Answer>
        ),
      },
      {
        id: 'guest',
        question: 'Do I need an account to play?',
        answer: (
          <Answer>
            <p>
              No. Every game can be played as a guest, from start to finish. As a guest your scores are not
              sent to the leaderboards and your TL;DR result for the day is not recorded on our server; TL;DR
              still keeps your game in progress and your statistics in your own browser. Create a free account
              whenever you want your scores to count.
            </p>
          </Answer>
        ),
      },
      {
        id: 'games',
        question: 'Which games can I play?',
        answer: (
          <Answer>
            <p>Four, all from the home page:</p>
            <ul className="list-disc space-y-1 pl-6">
              <li>
                <SiteLink to={PATHS.memoryMatch}>Memory Match</SiteLink>: find the 8 pairs among 16 face-down
                cards.
              </li>
              <li>
                <SiteLink to={PATHS.numberPuzzle}>Number Puzzle</SiteLink>: slide 15 tiles back into order on
                a 4 by 4 board; easy, medium and hard shuffle the board with 25, 100 or 500 moves.
              </li>
              <li>
                <SiteLink to={PATHS.wordScramble}>Word Scramble</SiteLink>: unscramble five words per game,
                with hints, at easy, medium or hard.
              </li>
              <li>
                <SiteLink to={PATHS.tldr}>TL;DR</SiteLink>: guess the six-letter word of the day in six
                attempts.
              </li>
            </ul>
            <p>
              The <SiteLink to={PATHS.gameGuides}>game guides</SiteLink> explain each one with strategy tips.
            </p>
          </Answer>
        ),
      },
      {
        id: 'daily-word',
        question: 'When does the TL;DR word change?',
        answer: (
          <Answer>
            <p>
              At midnight Pacific time (the time zone of Los Angeles), every day. Everyone gets the same word
              on the same Pacific day, wherever they live, so depending on your time zone the new word may
              arrive in your morning, afternoon or evening. Once you have finished the day's game, the page
              counts down to the next word.
            </p>
          </Answer>
        ),
      },
      {
        id: 'clues',
        question: 'What do the TL;DR clues mean?',
        answer: (
          <Answer>
            <p>
              After each guess, every letter is marked as correct (the right letter in the right place),
              present (shown in yellow: the letter is in the word, but in another place) or absent (not in the
              word, or not as many times as you used it). A guess must be a real six-letter English word; a
              word that is not in the list shows "Not in word list" and does not use up an attempt. Screen
              readers hear each letter's state, and a high-contrast colour option is available.
            </p>
          </Answer>
        ),
      },
      {
        id: 'scoring',
        question: 'How are scores calculated?',
        answer: (
          <Answer>
            <p>
              Speed matters in every game. Memory Match, Number Puzzle and Word Scramble start from 5,000
              points, which shrink with every second you take. Number Puzzle also costs points for every move,
              while Word Scramble adds points for each word solved, for streaks and for the harder levels.
              TL;DR gives 1,000 points for a win, 200 more for each attempt you did not need, and up to 300
              points for speed, which run out after five minutes. The{' '}
              <SiteLink to={PATHS.gameGuides}>game guides</SiteLink> give the details.
            </p>
          </Answer>
        ),
      },
    ],
  },
  {
    id: 'accounts',
    title: 'Accounts and signing in',
    items: [
      {
        id: 'account',
        question: 'What is an account here?',
        answer: (
          <Answer>
            <p>
              Just a username (3 to 50 characters, shown on the leaderboards) and an e-mail address (never
              shown to other players). With an account your finished games are submitted to the leaderboards
              and the home page counts how many games you have played. To create one, select Sign In at the
              top of any page and choose to sign up.
            </p>
          </Answer>
        ),
      },
      {
        id: 'sign-in',
        question: 'How do I sign in without a password?',
        answer: (
          <Answer>
            <p>
              Select Sign In and enter the e-mail address of your account; that is all. A secure cookie then
              keeps you signed in on that browser for 30 days, or until you select Sign Out. Because there is
              no password and the address is not confirmed by e-mail, anyone who knows your address could sign
              in as you, so keep it to yourself and sign out on shared devices.
            </p>
          </Answer>
        ),
      },
      {
        id: 'change',
        question: 'Can I change my username or e-mail address?',
        answer: (
          <Answer>
            <p>
              There is no settings page for this yet. Write to us through the{' '}
              <SiteLink to={PATHS.contact}>contact form</SiteLink> with your current username and e-mail
              address and tell us what you would like changed.
            </p>
          </Answer>
        ),
      },
      {
        id: 'delete',
        question: 'How do I delete my account and data?',
        answer: (
          <Answer>
            <p>
              Send a request through the <SiteLink to={PATHS.contact}>contact form</SiteLink> with the
              username and e-mail address of the account. We then delete the account together with its scores,
              leaderboard entries and sessions. We may reply to the account's e-mail address first to make
              sure the request is yours. To clear what the site keeps in your own browser, sign out and clear
              this site's data in your browser settings.
            </p>
          </Answer>
        ),
      },
    ],
  },
  {
    id: 'scores',
    title: 'Scores and leaderboards',
    items: [
      {
        id: 'leaderboards',
        question: 'How do the leaderboards work?',
        answer: (
          <Answer>
            <p>
              Each game has its own leaderboard on the home page, with two views: This month and All time.
              Each shows the top 30 players, ranked by their best score; on equal scores the faster time comes
              first, and then whoever set it earlier. Only your best score counts, so playing more never
              pushes you down.
            </p>
          </Answer>
        ),
      },
      {
        id: 'reset',
        question: 'When does the monthly leaderboard reset?',
        answer: (
          <Answer>
            <p>
              At midnight Pacific time at the start of the first day of each calendar month. The monthly board
              then starts empty and fills with that month's scores. The all-time board never resets. The home
              page shows how long is left until the next reset.
            </p>
          </Answer>
        ),
      },
      {
        id: 'not-listed',
        question: 'Why am I not on the leaderboard?',
        answer: (
          <Answer>
            <p>
              Scores are submitted only while you are signed in, so games played as a guest do not count. The
              board lists the top 30; when you are signed in and outside the top 30, your own rank is shown
              below the list. Also check the view: a score from last month appears on the all-time board, not
              on this month's.
            </p>
          </Answer>
        ),
      },
      {
        id: 'checks',
        question: 'How do you make sure scores are real?',
        answer: (
          <Answer>
            <p>
              Our server checks every submitted score with the same scoring rules the games use. It rejects a
              score that is higher than the game allows for the time taken, or a time shorter than the game
              can be finished in. TL;DR accepts one result per player per Pacific day, and submissions are
              limited to a human pace. We may also remove scores that look implausible, as the{' '}
              <SiteLink to={PATHS.terms}>Terms of Service</SiteLink> explain.
            </p>
          </Answer>
        ),
      },
      {
        id: 'not-saved',
        question: 'Why was my score not saved?',
        answer: (
          <Answer>
            <p>
              The game tells you when a score could not be submitted. The usual reasons: you were not signed
              in, or your session had ended (sign in again); you had already submitted today's TL;DR (one per
              day, and a new word comes at midnight Pacific time); or the connection dropped. Your best score
              on the board is kept either way.
            </p>
          </Answer>
        ),
      },
    ],
  },
  {
    id: 'assessment',
    title: 'The assessment and brain health',
    items: [
      {
        id: 'what-assessment',
        question: 'What is the cognitive assessment?',
        answer: (
          <Answer>
            <p>
              The <SiteLink to={PATHS.assessment}>cognitive assessment</SiteLink> is a quick self-check of
              five timed questions touching on memory, attention, processing speed and reasoning. It is scored
              in your browser: your answers and results are not sent to us and not saved anywhere. At the end
              you see a score per area and a few suggestions for practice.
            </p>
          </Answer>
        ),
      },
      {
        id: 'medical',
        question: 'Is the assessment a medical test?',
        answer: (
          <Answer>
            <p>
              No. Five questions cannot measure anyone's cognitive health, and the result is not a diagnosis
              of any kind. A low score can come from a distraction, a noisy room or a tricky question. If you
              are worried about your memory or thinking, please talk to a doctor.
            </p>
          </Answer>
        ),
      },
      {
        id: 'prevent',
        question: 'Will these games make me smarter or prevent dementia?',
        answer: (
          <Answer>
            <p>
              We cannot promise that, and no game here prevents, treats or diagnoses any condition. Practice
              makes you better at the games themselves, but the evidence that brain games improve everyday
              thinking (so-called far transfer) is limited. Habits such as physical activity, good sleep,
              social contact and looking after your blood pressure have much stronger support: see our{' '}
              <SiteLink to={PATHS.brainHealth}>brain health guide</SiteLink> and the{' '}
              <SiteLink to={PATHS.research}>research summaries</SiteLink>.
            </p>
          </Answer>
        ),
      },
    ],
  },
  {
    id: 'site',
    title: 'The site, your data and support',
    items: [
      {
        id: 'languages',
        question: 'Which languages is the site available in?',
        answer: (
          <Answer>
            <p>
              English and Spanish. Choose "Español" at the top of the page to switch the home page,
              navigation, footer, dialogs, messages and games to Spanish; the choice follows you from page to
              page. Longer information pages such as this one are in English for now.
            </p>
          </Answer>
        ),
      },
      {
        id: 'accessibility',
        question: 'Is the site accessible?',
        answer: (
          <Answer>
            <p>
              We build it to be. Every game can be played with the keyboard alone, and announces matches,
              moves and clues to screen readers. Cards, tiles and keys are real buttons that say their state.
              There are light and dark themes, animations respect your reduced-motion setting, and TL;DR has a
              high-contrast colour option. If something gets in your way, please tell us through the{' '}
              <SiteLink to={PATHS.contact}>contact form</SiteLink>.
            </p>
          </Answer>
        ),
      },
      {
        id: 'data',
        question: 'What do you store about me? Are there ads or trackers?',
        answer: (
          <Answer>
            <p>
              With an account: your username, e-mail address, when you joined and the scores you submit, plus
              a session for signing in. Messages you send and donation records are kept too. There are no
              passwords, no third-party trackers or analytics, and no advertising network: the home page keeps
              a space for an advertisement, but no ads are shown. The{' '}
              <SiteLink to={PATHS.privacy}>Privacy Policy</SiteLink> has the full list, including what your
              browser keeps.
            </p>
          </Answer>
        ),
      },
      {
        id: 'donate',
        question: 'How can I support the site?',
        answer: (
          <Answer>
            <p>
              Play, tell a friend, and send us ideas. If you would like to donate, the{' '}
              <SiteLink to={PATHS.support}>Support</SiteLink> page takes one-off donations in US dollars, from
              $1, through PayPal; your card details go to PayPal and never reach us. Donations are voluntary
              and unlock nothing: the site is the same for everyone.
            </p>
          </Answer>
        ),
      },
    ],
  },
];

export default function FaqPage() {
  return (
    <InfoPage
      title="Frequently Asked Questions"
      lead="Answers to the questions players ask most about the games, accounts, leaderboards, the daily word and your data. Select a question to show its answer; you can open as many as you like."
      related={[
        { to: PATHS.gameGuides, label: 'Game guides', text: 'Rules and strategy for all four games.' },
        { to: PATHS.privacy, label: 'Privacy Policy', text: 'Everything we store, and how to remove it.' },
        { to: PATHS.about, label: 'About', text: 'What the site is and what we stand for.' },
        { to: PATHS.contact, label: 'Contact us', text: 'Did not find your answer? Ask us.' },
      ]}
    >
      {GROUPS.map((group) => (
        <section key={group.id} aria-labelledby={`faq-${group.id}`}>
          <h2 id={`faq-${group.id}`}>{group.title}</h2>
          <FaqAccordion items={group.items} />
        </section>
      ))}
    </InfoPage>
  );
}
