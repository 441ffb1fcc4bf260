// Longer than 300 lines because it is the whole text of one page, as data; it holds no logic.

import { PATHS } from '../lib/paths.ts';
import type { ContentPage, Localized } from './content-types.ts';

const en: ContentPage = {
  layout: 'info',
  title: 'Privacy Policy',
  intro: [
    'This page explains, in plain words, what Brain Training Puzzles stores about you, why, for how long, and how to have it removed. It describes the site as it is actually built.',
  ],
  contents: true,
  sections: [
    {
      id: 'short',
      title: 'The short version',
      blocks: [
        {
          type: 'list',
          items: [
            'You can play every game without an account. A guest sends us no personal information.',
            'Our server deals every game and keeps it while it is played. A game that does not become a score, which includes every guest game, is deleted after it expires, a day after it was dealt.',
            'If you create an account we keep your username, your e-mail address, when the account was created and the scores you submit, each with the game that produced it.',
            'There are no passwords, no third-party trackers, no analytics services and no advertising network.',
            'One cookie keeps you signed in; a second one lets the same browser sign in again with your e-mail address alone. The browser also keeps a few settings and your TL;DR progress in its own storage.',
            [
              'We keep your data until you ask us to remove it through the ',
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
    {
      id: 'server',
      title: 'What we store on our server',
      blocks: [
        {
          type: 'paragraphs',
          items: ['Our database holds only the following, each for the reason given.'],
        },
        {
          type: 'heading',
          text: 'Your account',
        },
        {
          type: 'paragraphs',
          items: [
            'When you sign up we store the username you choose (3 to 50 characters), your e-mail address (trimmed and in lower case) and the time the account was created. The username identifies you on the leaderboards. The e-mail address is how you sign in, since there is no password, and how we can tell two accounts apart. The only e-mail the site sends you is a one-time sign-in code, when you sign in from a browser you have not used with your account before: no newsletter and no other automatic messages.',
          ],
        },
        {
          type: 'heading',
          text: 'Your games',
        },
        {
          type: 'paragraphs',
          items: [
            "Every game, a guest's too, is dealt by our server and stored in the database while it is played, so that the server can reveal the cards and words as you play and check the result. We store which game it is and its level, its Pacific date, its state (including what is still hidden: the card layout, the words or the answer), each move with the time it arrived, when it was dealt and when it ended, and, for a signed-in player, the account it belongs to. A guest's game belongs to no account. A game expires a day after it was dealt; a game that has not become a score by then, which includes every guest game, is deleted after it expires.",
          ],
        },
        {
          type: 'heading',
          text: 'Your scores',
        },
        {
          type: 'paragraphs',
          items: [
            'When a signed-in player finishes a game, the browser sends the game, the time taken in seconds and the score. The server stores the score only after checking it against the game it dealt, as its own record with the moment it arrived and its date in Pacific time (for TL;DR, the day the game was dealt). The game stays stored with it, as the record of that score. From these records we keep your best score per game for each month and for all time (the leaderboards), how many games you have played, your best time and your total points. The home page also shows site-wide totals (players, games played, points and average completion time) that name nobody.',
          ],
        },
        {
          type: 'heading',
          text: 'Sign-in sessions',
        },
        {
          type: 'paragraphs',
          items: [
            'Signing in creates a random session token that lives in a cookie in your browser. The server stores only a one-way hash of that token, which account it belongs to, when it was created and when it expires (30 days later). The tokens themselves are never stored, so nothing in the database can be copied into a browser to take over a session.',
            "Signing up, or signing in with an e-mailed code, also leaves a device token in a second cookie: it tells the server that this browser has signed in to the account before, so that the e-mail address alone signs in there next time. The server stores a one-way hash of it, its account, when it was created and last used, and when it expires (a year after it was created). From any other browser, signing in takes a six-digit code that we e-mail to the account's address; it works once, within 10 minutes and five tries, and the server stores only a one-way hash of it until it is used or expires.",
          ],
        },
        {
          type: 'heading',
          text: 'Messages you send us',
        },
        {
          type: 'paragraphs',
          items: [
            "The contact form stores your name, your e-mail address, the subject, the message and when it arrived, so that we can read it and reply. When the site is set up to forward messages, a copy is also sent by e-mail to the team's mailbox.",
          ],
        },
        {
          type: 'heading',
          text: 'Donations',
        },
        {
          type: 'paragraphs',
          items: [
            [
              'Donations on the ',
              {
                text: 'Support',
                to: PATHS.support,
              },
              " page are handled by PayPal. Card numbers and bank details are entered with PayPal and never reach us. For each donation we keep PayPal's order number, the amount and currency, its status and when it was made, together with the confirmation PayPal sends back when the payment completes, to match donations with PayPal's records. We remove the payer's name, e-mail address, PayPal account and any address from that confirmation before storing it, so we do not know who donated. A donation is not linked to a game account.",
            ],
          ],
        },
      ],
    },
    {
      id: 'public',
      title: 'What other players can see',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            'The leaderboards are public. Each entry shows a username, the best score, the time it took and the date it was set. Your e-mail address is never shown to other players and is not part of any public page or public request. The count of players on the home page is a number only.',
            "The site's administrator can see the list of accounts (username, e-mail address, creation date, games played and total score), the contact messages and the donation records in a dashboard that only opens with the administrator's key, and can export the account list. The dashboard also lists outliers: scored games finished in the quickest time in which a person can finish that game, or scoring among the best 0.1% of their game, each with the player, time, moves and when it was played. The administrator can remove a score; the leaderboards, totals and the player's statistics then leave it out.",
          ],
        },
      ],
    },
    {
      id: 'not',
      title: 'What we do not do',
      blocks: [
        {
          type: 'list',
          items: [
            'We do not ask for or store passwords.',
            "We use no third-party analytics, tracking pixels, social media widgets or fingerprinting. The pages load their scripts, styles and fonts from this site only, apart from PayPal's payment button on the Support page.",
            'We show no advertising. The home page keeps a space marked "Advertisement", but no advertising network is connected: no ad code runs and no advertising cookies are set. If that ever changes, this policy will change first.',
            'We do not sell, rent or share your data with advertisers or data brokers.',
            [
              'The ',
              {
                text: 'cognitive assessment',
                to: PATHS.assessment,
              },
              ' is scored in your browser. Your answers and results are not sent to us and are not saved.',
            ],
          ],
        },
      ],
    },
    {
      id: 'logs',
      title: 'Logs and abuse protection',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            'Like any web server, ours writes a log line for each request: the method, the page or call requested (without anything after a question mark), the network (IP) address it came from, the result and how long it took. The logs never contain e-mail addresses, cookies or keys. We use them only to keep the site running and to investigate faults and abuse.',
            'To slow down abuse, the server counts recent sign-ins, games started, contact messages, score submissions and similar requests per network address (score submissions per signed-in browser, using a hash of the session, and sign-in codes also per account). These counters only last for their time window, from one minute to one hour, and are not kept in the database.',
          ],
        },
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            [
              'The site sets two cookies, and only when you sign up or sign in. ',
              {
                code: 'bts_session',
              },
              ' holds the random session token described above; it lasts 30 days, or until you select Sign Out, which deletes it and ends the session on the server. ',
              {
                code: 'bts_device',
              },
              " holds the device token that lets this browser sign in to your account without a code; it lasts a year and stays when you sign out, because it belongs to the browser rather than to the session (clearing this site's data in the browser removes it). Both are marked HttpOnly (scripts on the page cannot read them) and SameSite=Lax (other sites cannot use them to act for you), and on the public site they are only sent over encrypted connections. Because these cookies are needed for the sign-in you asked for, and there are no other cookies of ours, the site shows no cookie banner.",
            ],
            'If you use the PayPal button on the Support page, PayPal may set its own cookies under its own privacy statement.',
          ],
        },
      ],
    },
    {
      id: 'browser',
      title: 'Storage in your browser',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            "Some things are kept only in your browser's local storage, on your device. We cannot see them unless they are part of a request described above.",
          ],
        },
        {
          type: 'definitions',
          style: 'storage',
          items: [
            {
              term: 'brain-training:user',
              text: 'The signed-in account (number, username, e-mail address and creation time), so the site remembers who you are when a page opens. Removed when you sign out.',
            },
            {
              term: 'brain-training:theme',
              text: 'Light or dark, once you choose a theme with the theme button. Without it the site follows your system setting.',
            },
            {
              term: 'Names starting with brain-training:tldr',
              text: "TL;DR's game in progress for the day, your TL;DR statistics (games played, wins, streaks and guess distribution), the days you completed, and the high-contrast colour setting.",
            },
          ],
        },
        {
          type: 'paragraphs',
          items: [
            "Administrators also keep the dashboard key in the tab's session storage, which the browser clears when the tab closes. You can remove everything the site keeps in your browser at any time by clearing this site's data in your browser settings; your account and submitted scores on the server stay until you ask us to remove them.",
          ],
        },
      ],
    },
    {
      id: 'retention',
      title: 'How long we keep it',
      blocks: [
        {
          type: 'list',
          items: [
            'Accounts, scores with the games behind them, contact messages and donation records are kept until you ask us to remove them. Monthly leaderboards start afresh each month, but the scores behind them stay in your history and in the all-time board.',
            'A game that has not become a score, including every guest game, expires a day after it was dealt and is then deleted.',
            'Sessions end when you sign out or 30 days after you signed in. Expired sessions are deleted from the database within the hour.',
            'Device tokens expire a year after they were made, and sign-in codes 10 minutes after they were sent (at once when used); expired ones are deleted from the database within the hour.',
            'Rate-limit counters disappear at the end of their window, one hour at the most.',
            'Browser storage stays on your device until you sign out (for the account) or clear it.',
          ],
        },
      ],
    },
    {
      id: 'choices',
      title: 'Your choices and requests',
      blocks: [
        {
          type: 'list',
          items: [
            'Play as a guest: nothing about you is sent to us, and your games belong to no account and are deleted after they expire.',
            "Sign out on shared devices: this ends the session and removes the stored account from the browser. On a computer others use, also clear this site's data in the browser, so that it can no longer sign in to your account with the e-mail address alone.",
            'Ask for a copy of what we hold about you, for a correction of your username or e-mail address, or for removal of your account. Removing an account deletes it together with its scores, games, leaderboard entries, statistics and sessions. You can also ask us to delete messages you sent us.',
          ],
        },
        {
          type: 'paragraphs',
          items: [
            [
              'Send these requests through the ',
              {
                text: 'contact form',
                to: PATHS.contact,
              },
              " and give the username and e-mail address of the account. Because accounts have no password, we may reply to the account's e-mail address to make sure the request comes from its owner.",
            ],
          ],
        },
      ],
    },
    {
      id: 'security',
      title: 'Security',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            "Session tokens are random, kept in an HttpOnly cookie and stored on the server only as a hash. The server deals every game, keeps its hidden parts until they are played and stores only scores it has worked out itself from games it dealt and saw finished. It also limits how fast requests can be repeated, rejects requests from other sites that try to change data, and keeps the administrator's dashboard behind a key.",
            "Please know the limit of a passwordless account: whoever can read the account's mailbox, or uses a browser that has signed in to the account before, can sign in to it, see its username and statistics and play in its name. The account holds no payment details and no private messages, but choose accordingly, and tell us if you think someone is using your account.",
          ],
        },
      ],
    },
    {
      id: 'children',
      title: 'Children',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            'The games suit all ages, but accounts are meant for people aged 13 or older. Younger players can play every game as guests, which shares no personal information with us. We do not knowingly keep accounts of children under 13. If you are a parent or guardian and believe your child has created an account, write to us and we will remove it.',
          ],
        },
      ],
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            'If the site starts storing something new or uses data in a new way, we will update this page before the change takes effect. The policy on this page is always the one in force.',
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
              'Questions about privacy and requests about your data go through the ',
              {
                text: 'contact form',
                to: PATHS.contact,
              },
              '. The rules for using the site are in the ',
              {
                text: 'Terms of Service',
                to: PATHS.terms,
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
      to: PATHS.terms,
      text: 'Terms of Service',
      description: 'The rules for using the site and its leaderboards.',
    },
    { to: PATHS.contact, text: 'Contact us', description: 'Ask a question or request removal of your data.' },
    { to: PATHS.faq, text: 'FAQ', description: 'Quick answers about accounts, scores and the daily word.' },
    { to: PATHS.about, text: 'About', description: 'Who the site is for and the principles behind it.' },
  ],
};

export const PRIVACY_POLICY: Localized<ContentPage> = { en };
