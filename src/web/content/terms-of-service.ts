// Longer than 300 lines because it is the whole text of one page, as data; it holds no logic.

import { INACTIVE_ACCOUNT_WARNING_DAYS, INACTIVE_ACCOUNT_YEARS } from '../../shared/retention.ts';
import { FLOOR_PACE } from '../features/guides/game-facts.ts';
import { defineMessages, NOT_TRANSLATED } from '../i18n/catalog.ts';
import { PATHS } from '../lib/paths.ts';
import { GOVERNING_LAW, SISTER_SITE } from '../lib/site-identity.ts';
import type { ContentPage } from './content-types.ts';
import { LEGAL_UPDATED } from './legal-date.ts';
import { aboutOperator, reachOperator } from './operator.ts';

const [FIRST_WARNING_DAYS, LAST_WARNING_DAYS] = INACTIVE_ACCOUNT_WARNING_DAYS;

const en: ContentPage = {
  layout: 'info',
  title: 'Terms of Service',
  updated: LEGAL_UPDATED,
  intro: [
    'These terms cover your use of Brain Training Puzzles: playing the games, keeping an account, appearing on the leaderboards, taking the self-check assessment, donating and contacting us. They are written to be read.',
  ],
  contents: true,
  sections: [
    {
      id: 'agreement',
      title: 'About these terms',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            [
              'By using the site you agree to these terms. If you do not agree, please do not use the site. How we handle your data is described in the ',
              {
                text: 'Privacy Policy',
                to: PATHS.privacy,
              },
              ', which is part of these terms.',
            ],
            aboutOperator(
              (operator) =>
                `Brain Training Puzzles is run by ${operator.name} ("we", "us"), who can be reached ${reachOperator(operator)}.`,
            ),
          ],
        },
      ],
    },
    {
      id: 'service',
      title: 'A free service',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            'Everything on the site is free: the four games (Memory Match, Number Puzzle, Word Scramble and the daily word game TL;DR), the leaderboards, the cognitive assessment and the guides. There is no paid tier and nothing to unlock. You can play every game as a guest without an account. Every game is played with our server, so it needs a connection.',
            'We work to keep the site available and correct, but we may change, pause or retire games and features, and the site may sometimes be unavailable, for example during maintenance. Because the service is free, we cannot promise any particular level of availability.',
          ],
        },
      ],
    },
    {
      id: 'accounts',
      title: 'Accounts and usernames',
      blocks: [
        {
          type: 'list',
          items: [
            'An account consists of a username of 3 to 50 characters and an e-mail address. There is no password: you sign in with the e-mail address, and from a browser you have not used with the account before, with a one-time code we e-mail to it.',
            'Use an e-mail address that is yours, and keep one account per person. Accounts are meant for people aged 13 or older; younger players are welcome to play as guests.',
            "Because a browser that has signed in to an account can sign in to it again with the e-mail address alone, sign out and clear this site's data on shared devices, and keep your mailbox to yourself. Tell us through the contact form if you believe someone else is using your account.",
            "Usernames are public on the leaderboards. Do not choose one that is offensive, hateful, sexual, that impersonates another person or organisation, or that contains someone's personal details. Our administrator may rename an account with such a username, to a name that follows the same rules as at sign-up, and may suspend or delete the account if it keeps choosing such names. The leaderboards show the new name at once; the site does not e-mail you about a rename.",
            `An account that nobody signs in to for ${INACTIVE_ACCOUNT_YEARS} years is deleted with its scores, as when you delete it yourself, after warnings e-mailed to its address ${FIRST_WARNING_DAYS} and ${LAST_WARNING_DAYS} days before. Signing in once keeps it.`,
            [
              'You can change your username and e-mail address yourself on your ',
              { text: 'account page', to: PATHS.account },
              ', under the same rules as at sign-up; a new address is used only once you enter the code we e-mail to it.',
            ],
          ],
        },
      ],
    },
    {
      id: 'fair-play',
      title: 'Fair play',
      blocks: [
        {
          type: 'paragraphs',
          items: ['The leaderboards are only fun if everyone on them actually played. Therefore:'],
        },
        {
          type: 'list',
          items: [
            'Play the games yourself, in the browser, as they are offered.',
            "Do not submit scores with scripts, bots or tools that call the site's interface directly, do not alter scores or times on their way to us, and do not exploit bugs to raise your score. If you find a bug, please report it instead.",
            'Do not create several accounts to crowd a leaderboard.',
          ],
        },
        {
          type: 'paragraphs',
          items: [
            `Our server deals every game and keeps its hidden cards, words and answer until they are played. It times every ranked game itself, from the arrival of the move that starts the clock to the arrival of the move that ends the game, and works out the score from its own time and the moves it saw, with the game's own scoring rules. It accepts a score only once, from the player it dealt the game to, for a finished game that has not expired, with its own time and score (a time the browser reports is accepted within 2 seconds of the server's, which is the one stored), and refuses anything else, as well as any game faster than a person can play it (its floor: a minimum per move from the fastest human play on record, ${FLOOR_PACE}). TL;DR ranks one game per player per day (Pacific time), on the player's own ranked word, counted on the day the game was dealt; the word of the day, which everyone shares, is never ranked. Our administrator sees the games finished close to their floor or scoring among the best 0.1% of their game. Beyond these automatic checks, our administrator may remove scores that look implausible, and may suspend or delete, without prior notice, accounts that cheat (for example by sending games played faster than a person can play them, or played by scripts) or otherwise break these terms.`,
          ],
        },
      ],
    },
    {
      id: 'suspension',
      title: 'Suspension and appeals',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            'A suspended account can still sign in and play, but its scores leave every leaderboard and the site totals, any game it has under way can no longer be submitted, and new scores are refused with a message saying that the account is suspended. Its scores are kept: when our administrator lifts the suspension, they return to the leaderboards and totals. The site does not e-mail you about a suspension. A deleted account is gone with its scores, as when you delete it yourself. Every rename, suspension, lifting of a suspension, deletion and removed score is recorded with its time, as the Privacy Policy describes.',
            [
              'If you think our administrator renamed or suspended your account, removed one of your scores or deleted your account by mistake, you can appeal through the ',
              { text: 'contact page', to: PATHS.contact },
              ': give your username (or the one the account had) and the address of the account, and we will look at it again and reply. A suspension can be lifted and a name changed back; a removed score, and a deleted account with its scores, cannot be restored.',
            ],
          ],
        },
      ],
    },
    {
      id: 'leaderboards',
      title: 'Leaderboards',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            'Each game has a monthly leaderboard, which starts afresh on the first day of each calendar month in Pacific time, and an all-time leaderboard. Each shows the top 30 players by their best score (ties go to the faster time, then to whoever set it first). Leaderboards are for fun and bragging rights only: there are no prizes, and a place on a board gives no right to anything.',
          ],
        },
      ],
    },
    {
      id: 'health',
      title: 'No medical claims',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            [
              'The games are entertainment and practice. They are not medical devices and are not meant to prevent, treat, cure or diagnose any condition. The ',
              {
                text: 'cognitive assessment',
                to: PATHS.assessment,
              },
              ' is a five-question self-check scored in your browser; it is not a medical or diagnostic test and its result says nothing about your health. The ',
              {
                text: 'brain health',
                to: PATHS.brainHealth,
              },
              ' and research pages share general information from public health organisations and published studies; they are not medical advice. If you are worried about your memory, thinking or health, please talk to a doctor or another qualified health professional.',
            ],
          ],
        },
      ],
    },
    {
      id: 'donations',
      title: 'Donations',
      blocks: [
        {
          type: 'list',
          items: [
            [
              'Donations on the ',
              {
                text: 'Support',
                to: PATHS.support,
              },
              ' page are voluntary gifts toward running the site, in US dollars, from $1. They buy nothing: no features, no advantage in the games and no place on a leaderboard.',
            ],
            "Payments are processed by PayPal, under PayPal's own terms. Card and bank details are entered with PayPal and never reach us.",
            "If you made a donation by mistake or something went wrong with a payment, write to us through the contact form with PayPal's order number and we will look into it with you.",
          ],
        },
      ],
    },
    {
      id: 'use',
      title: 'Acceptable use',
      blocks: [
        {
          type: 'paragraphs',
          items: ['When you use the site, do not:'],
        },
        {
          type: 'list',
          items: [
            'try to get into accounts, data or parts of the site that are not yours, such as the admin dashboard;',
            'overload the site, work around its rate limits, or collect its pages or data automatically in a way that burdens it;',
            'send spam, abuse or unlawful content through the contact form or in a username;',
            'use the site in breach of the law.',
          ],
        },
      ],
    },
    {
      id: 'content',
      title: 'Our content and yours',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            "The games, word lists, texts, design and code of the site are ours. You may play, link to and share the site and your results (TL;DR's share button is there for that), but you may not copy the site or republish its content as your own.",
            'What you give us stays yours. By choosing a username and submitting scores, you let us show them on the leaderboards. By sending a message, you let us read it and reply.',
          ],
        },
      ],
    },
    {
      id: 'links',
      title: 'Other sites',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            `The site links to other sites, such as public health organisations, research articles${SISTER_SITE ? `, our sister site ${SISTER_SITE.name}` : ''} and PayPal. Those sites have their own terms and privacy policies, and we are not responsible for their content.`,
          ],
        },
      ],
    },
    {
      id: 'liability',
      title: 'Warranty and liability',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            'The site is provided free of charge and "as is". We make no promise that it will be error-free or always available, or that scores, statistics or leaderboards will never be lost or corrected. To the extent the law allows, we are not liable for any indirect or consequential loss arising from your use of the site, or from being unable to use it. Nothing in these terms limits any liability that cannot be limited by law, or your rights as a consumer.',
          ],
        },
      ],
    },
    {
      id: 'ending',
      title: 'Ending your use',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            [
              'You can stop using the site at any time and delete your account and its scores yourself (Delete account, on your account page), or ask us to through the ',
              {
                text: 'contact form',
                to: PATHS.contact,
              },
              '. We may suspend or delete an account that breaks these terms, as described above.',
            ],
          ],
        },
      ],
    },
    {
      id: 'law',
      title: 'Governing law',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            GOVERNING_LAW
              ? `These terms are governed by ${GOVERNING_LAW}. If you use the site as a consumer, this does not take away the protection that the law of the country where you live gives you.`
              : "These terms are governed by the law of the place where the site's operator is established. If you use the site as a consumer, this does not take away the protection that the law of the country where you live gives you.",
          ],
        },
      ],
    },
    {
      id: 'changes',
      title: 'Changes to these terms',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            'We may update these terms as the site changes. The version on this page is the one in force, and the date at its top says when it last changed; if you keep using the site after a change, the new terms apply.',
          ],
        },
      ],
    },
    {
      id: 'contact',
      title: 'Contact',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            [
              'Questions about these terms, reports of abusive usernames or suspicious scores, appeals against a rename, suspension or deletion, and data requests go through the ',
              {
                text: 'contact form',
                to: PATHS.contact,
              },
              '.',
            ],
          ],
        },
      ],
    },
  ],
  related: [
    {
      to: PATHS.privacy,
      text: 'Privacy Policy',
      description: 'What we store about you and how to have it removed.',
    },
    { to: PATHS.faq, text: 'FAQ', description: 'How scores are checked and when the boards reset.' },
    { to: PATHS.support, text: 'Support the site', description: 'Voluntary donations through PayPal.' },
    { to: PATHS.contact, text: 'Contact us', description: 'Questions, reports and data requests.' },
  ],
};

export const TERMS_OF_SERVICE = defineMessages(en, NOT_TRANSLATED);
