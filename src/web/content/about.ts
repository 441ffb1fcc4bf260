import { FLOOR_PACE, MEMORY, TLDR, WORD_SCRAMBLE } from '../features/guides/game-facts.ts';
import { defineMessages, NOT_TRANSLATED } from '../i18n/catalog.ts';
import { PATHS } from '../lib/paths.ts';
import type { ContentPage } from './content-types.ts';
import { aboutOperator, reachOperator } from './operator.ts';

const en: ContentPage = {
  layout: 'info',
  title: 'About Us',
  intro: [
    'Brain Training Puzzles is a small, free site of four quick puzzle games (matching pairs, sliding tiles, unscrambling words and a daily word), with friendly leaderboards and plain-spoken guides to what puzzles can and cannot do for you.',
  ],
  sections: [
    {
      id: 'what',
      title: 'What the site is',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            'Four short puzzle games, each playable in a few minutes on a phone or a computer. Play as a guest, or create a free account with just a username and an e-mail address to put your scores on the leaderboards and keep count of the games you play.',
          ],
        },
        {
          type: 'link-cards',
          links: [
            {
              to: PATHS.memoryMatch,
              text: 'Memory Match',
              description: `Turn over cards two at a time and find the ${MEMORY.pairCount} pairs in as few moves and seconds as you can.`,
            },
            {
              to: PATHS.numberPuzzle,
              text: 'Number Puzzle',
              description:
                'Slide 15 numbered tiles back into order on a 4 by 4 board, at easy, medium or hard shuffles.',
            },
            {
              to: PATHS.wordScramble,
              text: 'Word Scramble',
              description: `Unscramble ${WORD_SCRAMBLE.words} words per game, with hints, at three levels of difficulty.`,
            },
            {
              to: PATHS.tldr,
              text: 'TL;DR',
              description: `Guess the ${TLDR.letters}-letter word of the day in ${TLDR.attempts} attempts, helped by coloured clues.`,
            },
          ],
        },
        {
          type: 'paragraphs',
          items: [
            [
              'Each game has a monthly leaderboard, which starts afresh on the first of every month (Pacific time), and an all-time leaderboard, each showing the top 30 players. Around the games you will find a five-question ',
              { text: 'cognitive self-check', to: PATHS.assessment },
              ' (for curiosity, not a medical test), ',
              { text: 'game guides', to: PATHS.gameGuides },
              ', ',
              { text: 'training tips', to: PATHS.trainingTips },
              ', and pages on ',
              { text: 'brain science', to: PATHS.brainScience },
              ' and the ',
              { text: 'research', to: PATHS.research },
              ' behind brain training.',
            ],
          ],
        },
      ],
    },
    {
      id: 'who',
      title: 'Who it is for',
      blocks: [
        {
          type: 'list',
          items: [
            'Anyone who wants a short, satisfying puzzle break, without signing up for anything.',
            'People who like a daily ritual: TL;DR brings new words every day, a ranked word of your own that nobody else can tell you, and a word of the day that everyone shares.',
            'Players who enjoy a friendly contest: the monthly boards give everyone a fresh start each month.',
            'The curious: our guides explain what the research says about brain games, including its limits.',
          ],
        },
      ],
    },
    {
      id: 'principles',
      title: 'What we stand for',
      blocks: [
        {
          type: 'definitions',
          style: 'principles',
          items: [
            {
              term: 'Free, for everyone',
              text: [
                'Every game, leaderboard and page is free, and you can play without an account. There is no paid tier and nothing to unlock. ',
                { text: 'Donations', to: PATHS.support },
                ' are welcome but voluntary, and they change nothing in the games.',
              ],
            },
            {
              term: 'Honest about the research',
              text: [
                'Playing a puzzle makes you better at that puzzle. Whether it makes you sharper in daily life is a different question, and the evidence for such broad "far transfer" from brain games is limited. We say so plainly, report studies as they are on our ',
                { text: 'research', to: PATHS.research },
                ' page, and never claim that a game prevents, treats or diagnoses anything. For a healthy brain, the ',
                { text: 'everyday habits', to: PATHS.brainHealth },
                ' matter more than any game.',
              ],
            },
            {
              term: 'Respectful of your privacy',
              text: [
                'We keep only what the site needs: a username and e-mail address if you make an account, your scores with the games behind them, each game while it is played, and the messages you send us. No passwords, no third-party trackers, no analytics services, no advertising network. The ',
                { text: 'Privacy Policy', to: PATHS.privacy },
                ' lists everything, and you can delete your account and its data yourself at any time.',
              ],
            },
            {
              term: 'Accessible',
              text: 'Every game can be played with the keyboard alone, and tells screen readers what happens: a match, a move, a clue. Cards, tiles and keys are real buttons whose names say their state. Animations respect your reduced-motion setting, text meets contrast guidelines in the light and the dark theme, and the layout works on phones as well as large screens.',
            },
            {
              term: 'In English and Spanish',
              text: 'The home page, navigation, dialogs and games are available in Spanish: choose "Español" at the top of any page and the choice follows you from link to link. Longer pages such as this one are in English for now.',
            },
          ],
        },
      ],
    },
    {
      id: 'fair',
      title: 'Fair scores',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            [
              `The leaderboards are worth looking at only if the scores on them were really played. Our server deals every game and keeps its hidden cards, words and answer until they are played. Scores are saved for signed-in players only, once per game the server dealt them and saw finished. The server times every ranked game itself, from the move that starts the clock to the move that ends it, works out the score from its own time and the moves it saw with the game's own scoring rules, and refuses a time more than 2 seconds from its own or any other score (it always stores its own), and any game faster than a person can play it (its floor: a minimum per move from the fastest human play on record, ${FLOOR_PACE}). In TL;DR your ranked word is yours alone, so nobody can tell you its answer; everyone shares the word of the day, which is never ranked. The rules for everyone are in our `,
              { text: 'Terms of Service', to: PATHS.terms },
              '.',
            ],
          ],
        },
      ],
    },
    {
      id: 'operator',
      title: 'Who runs the site',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            aboutOperator(
              (operator) =>
                `Brain Training Puzzles is run by ${operator.name}, who can be reached ${reachOperator(operator)}.`,
            ),
          ],
        },
      ],
    },
    {
      id: 'contact',
      title: 'Get in touch',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            [
              'We read every message. Suggestions, bug reports, accessibility problems and questions are all welcome through the ',
              { text: 'contact form', to: PATHS.contact },
              '. If you enjoy the site and would like to help keep it running, see ',
              { text: 'how to support us', to: PATHS.support },
              '.',
            ],
          ],
        },
      ],
    },
  ],
  related: [
    {
      to: PATHS.home,
      text: 'Play the games',
      description: 'All four games and the leaderboards are on the home page.',
    },
    { to: PATHS.faq, text: 'FAQ', description: 'Accounts, scores, the daily word and more.' },
    {
      to: PATHS.brainHealth,
      text: 'Brain health',
      description: 'The habits that matter most, with sources.',
    },
    { to: PATHS.contact, text: 'Contact us', description: 'Ideas, questions and bug reports are welcome.' },
  ],
};

export const ABOUT = defineMessages(en, NOT_TRANSLATED);
