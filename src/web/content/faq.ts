import { FLOOR_PACE, MEMORY, NUMBER_PUZZLE, TLDR, WORD_SCRAMBLE } from '../features/guides/game-facts.ts';
import { defineMessages, NOT_TRANSLATED } from '../i18n/catalog.ts';
import { PATHS } from '../lib/paths.ts';
import type { Block, ContentPage, FaqItem, RichText } from './content-types.ts';

function answer(...items: RichText[]): Block[] {
  return [{ type: 'paragraphs', items }];
}

function questions(...items: FaqItem[]): Block[] {
  return [{ type: 'faq', items }];
}

const { easy, medium, hard } = NUMBER_PUZZLE.shuffles;

const en: ContentPage = {
  layout: 'info',
  title: 'Frequently Asked Questions',
  intro: [
    'Answers to the questions players ask most about the games, accounts, leaderboards, the daily word and your data. Select a question to show its answer; you can open as many as you like.',
  ],
  sections: [
    {
      id: 'faq-playing',
      title: 'Playing',
      blocks: questions(
        {
          id: 'cost',
          question: 'Is Brain Training Puzzles free?',
          answer: answer(
            'Yes. All four games, the leaderboards, the cognitive self-check and every guide are free. There is no paid tier and nothing to unlock. If you would like to help keep the site running, you can make a voluntary donation, but you never have to.',
          ),
        },
        {
          id: 'guest',
          question: 'Do I need an account to play?',
          answer: answer(
            'No. Every game can be played as a guest, from start to finish. As a guest your scores are not sent to the leaderboards, and each game you play is deleted from our server after it expires, a day after it was dealt; TL;DR still keeps your game in progress and your statistics in your own browser. Create a free account whenever you want your scores to count.',
          ),
        },
        {
          id: 'online',
          question: 'Do I need to be online?',
          answer: answer(
            'Yes. Our server deals every game and keeps its hidden parts (the cards, the words, the answer) until you play them, so each game needs a connection. If the connection drops during a game, the game tells you and goes on when it is back.',
          ),
        },
        {
          id: 'games',
          question: 'Which games can I play?',
          answer: [
            { type: 'paragraphs', items: ['Four, all from the home page:'] },
            {
              type: 'list',
              items: [
                [
                  { text: 'Memory Match', to: PATHS.memoryMatch },
                  `: find the ${MEMORY.pairCount} pairs among ${MEMORY.cardCount} face-down cards.`,
                ],
                [
                  { text: 'Number Puzzle', to: PATHS.numberPuzzle },
                  `: slide 15 tiles back into order on a 4 by 4 board; easy, medium and hard shuffle the board with ${easy}, ${medium} or ${hard} moves.`,
                ],
                [
                  { text: 'Word Scramble', to: PATHS.wordScramble },
                  `: unscramble ${WORD_SCRAMBLE.words} words per game, with hints, at easy, medium or hard.`,
                ],
                [
                  { text: 'TL;DR', to: PATHS.tldr },
                  `: guess a ${TLDR.letters}-letter word in ${TLDR.attempts} attempts: your own ranked word each day, or the word of the day that everyone shares.`,
                ],
              ],
            },
            {
              type: 'paragraphs',
              items: [
                [
                  'The ',
                  { text: 'game guides', to: PATHS.gameGuides },
                  ' explain each one with strategy tips.',
                ],
              ],
            },
          ],
        },
        {
          id: 'daily-word',
          question: 'When does the TL;DR word change?',
          answer: answer(
            'At midnight Pacific time (the time zone of Los Angeles), every day, and depending on your time zone the new words may arrive in your morning, afternoon or evening. TL;DR has two words a day. Signed in, you play your own ranked word: our server draws it with a secret key for you alone, so nobody (a friend, a guest, a second account) can tell you its answer, and it is the only one that goes on the leaderboard. Everyone shares the word of the day, wherever they live: guests play it, and signed-in players may play it unranked after their ranked game.',
            "Each day's words are drawn on their own from a list of over 2,000 common six-letter words, so the word of the day can repeat, and past days say nothing about the days to come. A game counts for the Pacific day on which our server dealt it, with that day's words, even if you finish it after midnight. The server sends a word only when your game ends, or, for the word of the day, once its day is over. Once you have finished your ranked game, the page counts down to the next word.",
          ),
        },
        {
          id: 'clues',
          question: 'What do the TL;DR clues mean?',
          answer: answer(
            `After each guess, every letter is marked as correct (the right letter in the right place), present (shown in yellow: the letter is in the word, but in another place) or absent (not in the word, or not as many times as you used it). A guess must be a real ${TLDR.letters}-letter English word; a word that is not in the list shows "Not in word list" and does not use up an attempt. Screen readers hear each letter's state, and a high-contrast colour option is available.`,
          ),
        },
        {
          id: 'scoring',
          question: 'How are scores calculated?',
          answer: answer([
            `Speed matters in every game. Memory Match, Number Puzzle and Word Scramble start from ${NUMBER_PUZZLE.base} points, which shrink with every second you take. Number Puzzle also costs points for every move, while Word Scramble adds points for each word solved, for streaks and for the harder levels. TL;DR gives ${TLDR.win} points for a win, ${TLDR.perAttemptSaved} more for each attempt you did not need, and up to ${TLDR.timePoints} points for speed, which run out after ${TLDR.timeMinutes} minutes. The `,
            { text: 'game guides', to: PATHS.gameGuides },
            ' give the details.',
          ]),
        },
      ),
    },
    {
      id: 'faq-accounts',
      title: 'Accounts and signing in',
      blocks: questions(
        {
          id: 'account',
          question: 'What is an account here?',
          answer: answer(
            'Just a username (3 to 50 characters, shown on the leaderboards) and an e-mail address (never shown to other players). With an account your finished games are submitted to the leaderboards and the home page counts how many games you have played. To create one, select Sign In at the top of any page and choose to sign up.',
          ),
        },
        {
          id: 'sign-in',
          question: 'How do I sign in without a password?',
          answer: answer(
            "Select Sign In and enter the e-mail address of your account. On the browser you signed up with, that is all, until that browser is forgotten (after a year without signing in there, or as the Privacy Policy describes). On any other browser we e-mail you a six-digit code to enter (it works once, within 10 minutes); after that, that browser too signs in with the address alone. A secure cookie keeps you signed in for 30 days, or until you select Sign Out. On a computer others use, sign out and clear this site's data in the browser afterwards.",
          ),
        },
        {
          id: 'change',
          question: 'Can I change my username or e-mail address?',
          answer: answer([
            'Yes, on your ',
            { text: 'account page', to: PATHS.account },
            ': change your username under the same rules as at sign-up, or your e-mail address, which takes a six-digit code we e-mail to the new address (the old one gets a notice of the change). If you can no longer sign in, write to us through the ',
            { text: 'contact form', to: PATHS.contact },
            '.',
          ]),
        },
        {
          id: 'delete',
          question: 'How do I delete my account and data?',
          answer: answer([
            'While signed in, open your account page (select your username at the top of the page, then Account; in the menu on a small screen), select Delete account and confirm. The account goes at once, together with its scores, games, leaderboard entries, sessions and the browsers it was remembered on. If you can no longer sign in, send a request through the ',
            { text: 'contact form', to: PATHS.contact },
            " with the username and e-mail address of the account and we delete it for you; we may reply to the account's e-mail address first to make sure the request is yours. To clear what the site keeps in your own browser, clear this site's data in your browser settings.",
          ]),
        },
      ),
    },
    {
      id: 'faq-scores',
      title: 'Scores and leaderboards',
      blocks: questions(
        {
          id: 'leaderboards',
          question: 'How do the leaderboards work?',
          answer: answer(
            'Each game has its own leaderboard on the home page, with two views: This month and All time. Each shows the top 30 players, ranked by their best score; on equal scores the faster time comes first, and then whoever set it earlier. Only your best score counts, so playing more never pushes you down.',
          ),
        },
        {
          id: 'reset',
          question: 'When does the monthly leaderboard reset?',
          answer: answer(
            "At midnight Pacific time at the start of the first day of each calendar month. The monthly board then starts empty and fills with that month's scores. The all-time board never resets. The home page shows how long is left until the next reset.",
          ),
        },
        {
          id: 'not-listed',
          question: 'Why am I not on the leaderboard?',
          answer: answer(
            "Scores are submitted only while you are signed in, so games played as a guest do not count. The board lists the top 30; when you are signed in and outside the top 30, your own rank is shown below the list. Also check the view: a score from last month appears on the all-time board, not on this month's.",
          ),
        },
        {
          id: 'checks',
          question: 'How do you make sure scores are real?',
          answer: answer(
            'Our server deals every game and keeps what you must not see yet. A Memory Match card shows its symbol only when the server reveals it as you turn it. Your TL;DR guesses are coloured by the server, and the answer is sent only when the game ends. The server sends each Word Scramble scramble and hint and checks your answers. It shuffles each Number Puzzle board and replays your moves.',
            `Your clock starts with your first move, and our server times every ranked game itself: from the arrival of the move that starts the clock (in TL;DR, your first letter) to the arrival of the move that ends the game. It works out the score from its own time and the moves it saw, with the game's own scoring rules; the game shows you that time and score and sends exactly those. The server refuses a game faster than a person can play it: each game has a floor that grows with the moves made, a minimum per move from the fastest human play on record (${FLOOR_PACE}). A score is accepted once, only from the player the game was dealt to, and only for a finished game that has not expired; anything else is refused. TL;DR ranks one game per player per Pacific day, on the player's own ranked word, counted on the day the game was dealt; the word of the day, which everyone shares, is never ranked.`,
            [
              'Our administrator sees a list of the games finished close to their floor or scoring among the best 0.1% of their game, and can remove a score, as the ',
              { text: 'Terms of Service', to: PATHS.terms },
              ' explain.',
            ],
          ),
        },
        {
          id: 'not-saved',
          question: 'Why was my score not saved?',
          answer: answer(
            'The game tells you when a score could not be submitted. The usual reasons: you were not signed in, or your session had ended (sign in again); you had already played your ranked TL;DR word today (one a day, and new words come at midnight Pacific time), or you played the word of the day, which is never ranked; the game was faster than a person can play it; the game had expired (a game must be finished within a day of being dealt); or the connection dropped. Your best score on the board is kept either way.',
          ),
        },
      ),
    },
    {
      id: 'faq-assessment',
      title: 'The assessment and brain health',
      blocks: questions(
        {
          id: 'what-assessment',
          question: 'What is the cognitive assessment?',
          answer: answer([
            'The ',
            { text: 'cognitive assessment', to: PATHS.assessment },
            ' is a quick self-check of five timed questions touching on memory, attention, processing speed and reasoning. It is scored in your browser: your answers and results are not sent to us and not saved anywhere. At the end you see a score per area and, for each area with a low score, a game that uses the same kind of skill, if you would like to practise it; practising a game has not been shown to improve that skill in daily life.',
          ]),
        },
        {
          id: 'medical',
          question: 'Is the assessment a medical test?',
          answer: answer(
            "No. Five questions cannot measure anyone's cognitive health, and the result is not a diagnosis of any kind. A low score can come from a distraction, a noisy room or a tricky question. If you are worried about your memory or thinking, please talk to a doctor.",
          ),
        },
        {
          id: 'prevent',
          question: 'Will these games make me smarter or prevent dementia?',
          answer: answer([
            'We cannot promise that, and no game here prevents, treats or diagnoses any condition. Practice makes you better at the games themselves, but the evidence that brain games improve everyday thinking (so-called far transfer) is limited. Habits such as physical activity, good sleep, social contact and looking after your blood pressure have much stronger support: see our ',
            { text: 'brain health guide', to: PATHS.brainHealth },
            ' and the ',
            { text: 'research summaries', to: PATHS.research },
            '.',
          ]),
        },
      ),
    },
    {
      id: 'faq-site',
      title: 'The site, your data and support',
      blocks: questions(
        {
          id: 'languages',
          question: 'Which languages is the site available in?',
          answer: answer(
            'English and Spanish. Choose "Español" at the top of the page to switch the home page, navigation, footer, dialogs, messages and games to Spanish; the choice follows you from page to page. Longer information pages such as this one are in English for now.',
          ),
        },
        {
          id: 'accessibility',
          question: 'Is the site accessible?',
          answer: answer([
            'We build it to be. Every game can be played with the keyboard alone, and announces matches, moves and clues to screen readers. Cards, tiles and keys are real buttons that say their state. There are light and dark themes, animations respect your reduced-motion setting, and TL;DR has a high-contrast colour option. If something gets in your way, please tell us through the ',
            { text: 'contact form', to: PATHS.contact },
            '.',
          ]),
        },
        {
          id: 'data',
          question: 'What do you store about me? Are there ads or trackers?',
          answer: answer([
            "With an account: your username, e-mail address, when you joined and the scores you submit, each with the game behind it (its moves and times), plus what signing in needs (a session, and a credential for each browser you signed in from). Every game, a guest's too, is kept on our server while it is played; a game that does not become a score is deleted after it expires, a day after it was dealt. Messages you send and donation records are kept for 24 months. Like any web server, ours sees each visitor's network (IP) address: it is counted to limit abuse and kept in the server's logs for 14 days. There are no passwords, no third-party trackers or analytics, and no advertising network: the home page keeps a space for an advertisement, but no ads are shown. The ",
            { text: 'Privacy Policy', to: PATHS.privacy },
            ' has the full list, including the two cookies, what your browser keeps and how long everything is kept.',
          ]),
        },
        {
          id: 'donate',
          question: 'How can I support the site?',
          answer: answer([
            'Play, tell a friend, and send us ideas. If you would like to donate, the ',
            { text: 'Support', to: PATHS.support },
            ' page takes one-off donations in US dollars, from $1, through PayPal; your card details go to PayPal and never reach us. Donations are voluntary and unlock nothing: the site is the same for everyone.',
          ]),
        },
      ),
    },
  ],
  related: [
    { to: PATHS.gameGuides, text: 'Game guides', description: 'Rules and strategy for all four games.' },
    { to: PATHS.privacy, text: 'Privacy Policy', description: 'Everything we store, and how to remove it.' },
    { to: PATHS.about, text: 'About', description: 'What the site is and what we stand for.' },
    { to: PATHS.contact, text: 'Contact us', description: 'Did not find your answer? Ask us.' },
  ],
};

export const FAQ = defineMessages(en, NOT_TRANSLATED);
