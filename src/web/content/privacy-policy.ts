// Longer than 300 lines because it is the whole text of one page in both languages, English and
// Spanish, as data; it holds no logic.

import {
  ADMIN_ACTION_RETENTION_MONTHS,
  CONTACT_RETENTION_MONTHS,
  DONATION_RETENTION_MONTHS,
  INACTIVE_ACCOUNT_WARNING_DAYS,
  INACTIVE_ACCOUNT_YEARS,
  SESSION_DAYS,
  UNFINISHED_GAME_HOURS,
} from '../../shared/retention.ts';
import { defineMessages, type Translation } from '../i18n/catalog.ts';
import { PATHS } from '../lib/paths.ts';
import { PROCESSORS } from '../lib/site-identity.ts';
import type { ContentPage } from './content-types.ts';
import { LEGAL_UPDATED } from './legal-date.ts';
import { aboutOperator, processorNotConfigured, reachOperator } from './operator.ts';
import { aboutOperatorEs, processorNotConfiguredEs, reachOperatorEs } from './operator-es.ts';

const [FIRST_WARNING_DAYS, LAST_WARNING_DAYS] = INACTIVE_ACCOUNT_WARNING_DAYS;
const { email: EMAIL_PROVIDER, host: HOST_PROVIDER, redis: REDIS_PROVIDER } = PROCESSORS;

/** Where the rate-limit counters are kept: in a shared Redis server only when the build names its provider. */
const COUNTERS_KEPT = REDIS_PROVIDER
  ? `The counters are kept in a Redis server that the site's servers share (see Who processes data for us), or in a server's own memory while that Redis server cannot be reached, never in the database, and each one disappears at the end of its time window: from one minute to one hour.`
  : "The counters are kept in each server's own memory, never in the database or anywhere else, and each one disappears at the end of its time window: from one minute to one hour.";

/** The same, in Spanish. */
const COUNTERS_KEPT_ES = REDIS_PROVIDER
  ? 'Los contadores se guardan en un servidor Redis que comparten los servidores del sitio (consulta Quién trata datos por nosotros), o en la memoria de cada servidor mientras no se puede acceder a ese servidor Redis, nunca en la base de datos, y cada uno desaparece al final de su intervalo: de un minuto a una hora.'
  : 'Los contadores se guardan en la memoria de cada servidor, nunca en la base de datos ni en ningún otro sitio, y cada uno desaparece al final de su intervalo: de un minuto a una hora.';

const en: ContentPage = {
  layout: 'info',
  title: 'Privacy Policy',
  updated: LEGAL_UPDATED,
  intro: [
    'This page explains, in plain words, what Brain Training Puzzles stores about you, why and on which legal basis, who handles it for us, for how long, and what your rights are, including how to have it removed. It describes the site as it is actually built.',
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
            "You can play every game without an account, and a guest gives us no name and no e-mail address. Like every visitor, a guest's browser does send its network (IP) address with each request: our server counts it to limit abuse and writes it in its logs, which are kept for 14 days.",
            'Our server deals every game and keeps it while it is played. A game that does not become a score, which includes every guest game, is deleted after it expires, a day after it was dealt.',
            'If you create an account we keep your username, your e-mail address, when the account was created, when you last signed in and in which language, the scores you submit, each with the game and every move that produced it, and where the account is signed in: each session and each browser that may sign in to it, with a short name of the browser and system and when it was signed in and last used.',
            [
              'Your ',
              { text: 'account page', to: PATHS.account },
              ' shows where you are signed in and lets you sign out there, download what we hold about your account as one file, change your username and e-mail address, and delete the account.',
            ],
            "There are no passwords, no third-party trackers, no analytics services and no advertising network. PayPal's payment script is loaded only when you choose to donate on the Support page.",
            'Two cookies for signing in: one keeps you signed in, the other lets a browser you have signed in from sign in again without a code; and a third only if you choose Spanish, which remembers that choice. The browser also keeps a few settings and your TL;DR progress in its own storage.',
            "So that the site works without a connection, your browser also keeps a copy of the site's own pages, scripts and icons, the same for every visitor and with nothing about you in them.",
            "You can delete your account yourself at any time, and everything linked to it goes at once, apart from the administrator's records of any action taken on the account.",
            `An account that nobody signs in to for ${INACTIVE_ACCOUNT_YEARS} years is deleted in the same way, after two warning e-mails; signing in once keeps it.`,
            `The administrator's records are deleted ${ADMIN_ACTION_RETENTION_MONTHS} months after the action, contact messages ${CONTACT_RETENTION_MONTHS} months after they arrived and donation records ${DONATION_RETENTION_MONTHS} months after the donation.`,
          ],
        },
      ],
    },
    {
      id: 'controller',
      title: 'Who is responsible for your data',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            aboutOperator(
              (operator) =>
                `${operator.name} runs Brain Training Puzzles and is the controller of the personal data this page describes: the one who decides why and how it is used. You can reach ${operator.name} ${reachOperator(operator)}, or through the contact form.`,
            ),
          ],
        },
      ],
    },
    {
      id: 'bases',
      title: 'Why we use your data, and on which legal basis',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            'Data-protection law asks for a legal basis for each use of personal data. Ours are these:',
          ],
        },
        {
          type: 'list',
          items: [
            "Your account, signing in, the games you play, your scores and statistics, the leaderboards and your account page: to provide the service you ask for when you play or create an account (a contract with you: the Terms of Service). A guest's game is dealt and kept for the same reason.",
            "The server's logs, the rate-limit counters, the checks of scores, suspensions and the administrator's records of actions on accounts: our legitimate interest in keeping the site safe, fair and running, and in being able to show what the administrator did and why.",
            'Messages you send through the contact form: our legitimate interest in reading and answering them.',
            "Donation records: our legitimate interest in keeping accurate accounts of the money the site receives and matching them with PayPal's records, and any legal duty the operator has to keep such records.",
            `The warnings before an unused account is deleted, and its deletion: our legitimate interest in not keeping accounts nobody uses, and the service you asked for, since the warnings let you keep the account.`,
          ],
        },
        {
          type: 'paragraphs',
          items: [
            'Where we rely on legitimate interests, you may object, as described under Your rights, below. We do not use your data for advertising.',
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
            'When you sign up we store the username you choose (3 to 50 characters), your e-mail address (trimmed and in lower case) and the time the account was created. The username identifies you on the leaderboards. The e-mail address is how you sign in, since there is no password, and how we can tell two accounts apart. We also store when the address was last proven with a code we e-mailed to it (at sign-in or when you changed it), since the first proof decides who owns the account (see Signing in below), and, if the administrator has suspended the account, since when.',
            'We store when you last signed in: signing up, signing in from a remembered browser, signing in with a code and proving a new address each set it. We also store the language you were using the site in (English or Spanish), which the site sends when you sign up or sign in, so that the warnings described under Accounts nobody uses are written in your language.',
            'The site e-mails you only about signing in, your address and an account nobody uses: a sign-in code when you sign in from a browser it does not know, a code sent to a new address when you change your address, a notice to the old address once the change is made, which names the new address, and the warnings before an unused account is deleted. There is no newsletter and there are no other automatic messages.',
          ],
        },
        {
          type: 'heading',
          text: 'Changing your username or address',
        },
        {
          type: 'paragraphs',
          items: [
            'You can change your username on your account page, under the same rules as at sign-up. The leaderboards show the new name at once, and we do not keep the old one (unless the administrator made the change, see below).',
            'To change your e-mail address, you enter the new one on your account page and we e-mail a six-digit code to it. Until the code is used we store the new address, a one-way hash of the code, how many wrong codes were entered and when it expires, 10 minutes after it was sent; after 5 wrong tries it no longer works, and asking again replaces it. With the right code the account takes the new address at once, the waiting change is deleted, and we e-mail the notice described above to the old address, which we do not keep. Your sessions and remembered browsers stay as they were.',
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
            'When a signed-in player finishes a game, the browser sends the game, the time taken in seconds and the score. The server stores the score only after checking it against the game it dealt, as its own record with the moment it arrived and its date in Pacific time (for TL;DR, the day the game was dealt). The game stays stored with it, with every move and the time it arrived, as the record of that score, for as long as the account is kept; it is deleted with the account. From these records we keep your best score per game for each month and for all time (the leaderboards), how many games you have played, your best score, your best time and your total points. The home page also shows site-wide totals (players, games played, points and average completion time) that name nobody.',
            "With each score we also keep the level it was played at and, for TL;DR, how many guesses it took and whether you found the word. From your scores the server works out what your progress page and TL;DR show you: per game your bests, games played and total points, the best score of each of the last 90 days with the number of games behind it, your games per week, where your best of this month stands among this month's games of the same game and level (as a percentage, with the number of games it is compared with), and for TL;DR the games played, the share won, your current and longest streaks of days and how many guesses your wins took, from your ranked games only. These figures, and the list of your games, are shown only to you while you are signed in, on any browser you sign in on; nothing new is stored for them, and they go with your scores. Your scores are counted, without your name, in the percentages other players see of where they stand.",
          ],
        },
        {
          type: 'heading',
          text: 'Signing in',
        },
        {
          type: 'paragraphs',
          items: [
            'Signing in creates a random session token that lives in a cookie in your browser. The server stores only a one-way hash of that token, which account it belongs to, a short name of the browser and system it was started from, when it was created, when it was last used (to within an hour) and when it expires (30 days after it was created).',
            'Signing up, or signing in with a code, also gives that browser a device credential: another random token, in a cookie of its own, so that signing in again from that browser needs only your e-mail address. The server stores a one-way hash of it, which account it belongs to, the short name of the browser and system, when it was created, when it was last used and when it expires: a year after it was last used. Each time the browser signs in with it, the browser gets a new token in its place, and the one it replaces stops working a minute later (the minute lets two tabs that sign in together both succeed); a copy of an older cookie then signs in to nothing.',
            'The short name of the browser and system, such as "Firefox on Linux" or "Safari on iPhone", is read from the description (User-Agent) that your browser sends with each request, so that your account page can tell your sign-ins apart. Only that short name is stored, never the description itself.',
            "To sign in from a browser without that credential, you enter a six-digit code that we e-mail to the account's address. The server stores a one-way hash of the code, which account it is for, when it expires, 10 minutes after it was sent, a keyed one-way hash of the network address that asked for it and, under the same kind of hash, how many codes were entered from each network address. Each network address may enter up to 5 codes, and all the addresses other than the one that asked for it no more than 20 together, so that a stranger's guesses never use up yours; the code works only once.",
            "Whoever proves the e-mail address owns the account. Creating an account does not check the address, so if an account's address has never been proven with a code, neither at sign-in nor by changing the address, the first sign-in with a code sent to it ends every session of the account and forgets every browser remembered for it, including the one the account was created in; only the browser that entered the code is then signed in.",
            'No token or code is stored as itself, so nothing in the database can be copied into a browser to take over an account.',
          ],
        },
        {
          type: 'heading',
          text: 'Accounts nobody uses',
        },
        {
          type: 'paragraphs',
          items: [
            `An account that nobody has signed in to for ${INACTIVE_ACCOUNT_YEARS} years is deleted, exactly as if you had deleted it yourself (see Your rights and choices, below). Before that, we e-mail the account's address a warning ${FIRST_WARNING_DAYS} days and again ${LAST_WARNING_DAYS} days before the deletion, in the language you last used the site in. Signing in once before the deletion keeps the account, and the ${INACTIVE_ACCOUNT_YEARS} years start again from that sign-in. If a warning goes out late, the deletion waits until that warning's days have passed. We store when each warning was sent, until your next sign-in clears it.`,
          ],
        },
        {
          type: 'heading',
          text: "The administrator's actions",
        },
        {
          type: 'paragraphs',
          items: [
            'When the administrator renames, suspends or deletes an account, lifts a suspension or removes a score, a record of it is kept, as described under What other players and the administrator see, below.',
          ],
        },
        {
          type: 'heading',
          text: 'Messages you send us',
        },
        {
          type: 'paragraphs',
          items: [
            `The contact form stores your name, your e-mail address, the subject, the message and when it arrived, so that we can read it and reply, and deletes it ${CONTACT_RETENTION_MONTHS} months after it arrived. When the site is set up to forward messages, a copy is also sent by e-mail to the team's mailbox, through the e-mail provider named below.`,
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
              ` page are handled by PayPal. Card numbers and bank details are entered with PayPal and never reach us. For each donation we keep PayPal's order number, the amount and currency, its status as PayPal reports it (such as completed, pending or declined) and when it was made and completed, together with the confirmation PayPal sends back for the payment, to match donations with PayPal's records. We remove the payer's name, e-mail address, PayPal account and any address from that confirmation before storing it. PayPal's order number, which we keep, still lets the operator look the donation up in its PayPal account, where PayPal shows who paid. A donation is not linked to a game account. Donation records are deleted ${DONATION_RETENTION_MONTHS} months after the donation was made.`,
            ],
            "PayPal's payment script is loaded from PayPal only once you choose to donate on the Support page. Until then the page requests nothing from PayPal; from then on, PayPal receives your network (IP) address and what your browser sends with each request to it, and may set its own cookies, under PayPal's own privacy statement.",
          ],
        },
      ],
    },
    {
      id: 'processors',
      title: 'Who processes data for us',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            'These companies handle personal data for the operator, only to provide their service to the site:',
          ],
        },
        {
          type: 'list',
          items: [
            HOST_PROVIDER
              ? `${HOST_PROVIDER} hosts the site: it runs the server and the database, so everything this page describes as stored on our server, and the server's logs, are kept on its machines.`
              : processorNotConfigured(
                  'The host, which runs the server and the database',
                  'HOST_PROVIDER_NAME',
                ),
            EMAIL_PROVIDER
              ? `${EMAIL_PROVIDER} sends the site's e-mails: sign-in codes, codes for a new address, notices of a changed address, the warnings before an unused account is deleted and, when the site forwards them, contact messages. It receives each message and the address it goes to.`
              : processorNotConfigured(
                  "The e-mail provider, which sends the site's e-mails",
                  'EMAIL_PROVIDER_NAME',
                ),
            REDIS_PROVIDER
              ? `${REDIS_PROVIDER} runs the Redis server in which the site's servers share their rate-limit counters. Each counter is named by a network address, or by a player's or an account's number, and disappears at the end of its window, one hour at the most.`
              : 'The site uses no Redis server or other shared cache: each of its servers keeps its rate-limit counters in its own memory.',
            "PayPal handles donations, only if you choose to donate: the payment itself happens with PayPal, under PayPal's own terms and privacy statement.",
          ],
        },
      ],
    },
    {
      id: 'public',
      title: 'What other players and the administrator see',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            'The leaderboards are public. Each entry shows a username, the best score, the time it took and the date it was set. Your e-mail address is never shown to other players or on any public page. The count of players on the home page is a number only.',
            "Signing in never tells whether an address has an account. From a browser that is not remembered for the account, whatever address is entered, the site gives the same answer, that it has e-mailed a code if an account uses that address, and it e-mails nothing to an address that has no account. Creating an account does tell whether a username or an e-mail address is already taken, since two accounts cannot share one; so does checking whether a username is free, and, for a signed-in player, changing the account's address to one another account uses. So that nobody can test many names or addresses that way, each network address may make only a limited number of these requests a minute.",
            "The site's administrator can see the list of accounts (username, e-mail address, creation date, games played, total score and whether the account is suspended), the contact messages and the donation records in a dashboard that only opens with the administrator's key, and can export the account list. The dashboard also lists outliers: scored games finished in the quickest time in which a person can finish that game, or scoring among the best 0.1% of their game, each with the player, time, moves and when it was played. The administrator can remove a score; the leaderboards, totals and the player's statistics then leave it out.",
            'The administrator can also rename an account, for example one whose username is offensive, under the same rules as at sign-up; suspend an account; and lift a suspension. A suspended player can still sign in and play, but their scores leave every leaderboard, the site totals and the outlier list, any game they have under way can no longer be submitted, and new scores are refused with a message saying that the account is suspended. The scores themselves are kept: when the suspension is lifted, they return to the leaderboards and totals. The administrator can also delete an account when its owner asks, or when it breaks the Terms of Service, in the same way as the owner can (see below).',
            "Each of these actions (renaming, suspending, lifting a suspension, deleting an account and removing a score) is recorded with its time, the account's number (none for a deletion) and its username at the time, and what was done: the old and the new name of a renaming, the reason for a suspension when the administrator gives one, and the number, game and points of a removed score. Only the administrator sees these records. Each is deleted 24 months after the action, also when the account was deleted before then: the record then keeps the username, but no longer the account's number.",
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
            "We use no third-party analytics, tracking pixels, social media widgets or fingerprinting. The pages load their scripts, styles and fonts from this site only. The one exception is PayPal's payment script on the Support page, which is loaded from PayPal only once you choose to donate.",
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
            "Like any web server, ours writes a log line for each request, a guest's too: the method, the page or call requested (without anything after a question mark), the network (IP) address it came from, the result and how long it took. When a request fails because of a fault on our side, the log also says what went wrong in our code, but not what the request contained. E-mail addresses are masked wherever they would appear in the logs, and the logs never contain cookies or keys. Sign-in codes and codes for a new address are e-mailed, never logged: only a copy of the site run for development without a mail server writes them to its own log instead, and the site refuses to start as a production server without one. The logs are kept for 14 days and then deleted. We use them only to keep the site running and to investigate faults and abuse.",
            `To slow down abuse, the server counts recent requests per network address: sign-ups and sign-ins, username checks, games started and played, contact messages, donation requests, score submissions, sign-in codes asked for and entered, reads and downloads of the account page, changes of username and address, and wrong administrator keys. Score submissions are also counted per player, and the codes e-mailed for signing in or for a new address per account, by the account's number. ${COUNTERS_KEPT}`,
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
              'The site sets three cookies of its own: two only when you sign up or sign in, and one only when you choose Spanish. All are marked HttpOnly (scripts on the page cannot read them) and SameSite=Lax (other sites cannot use them to act for you). All are also marked Secure, so that they are only sent over encrypted connections, except when someone runs the site on their own computer.',
              ' Where they are Secure, their names begin with ',
              { code: '__Host-' },
              ' (',
              { code: '__Host-bts_session' },
              ', ',
              { code: '__Host-bts_device' },
              '), a prefix browsers accept only from an encrypted connection to this very site.',
            ],
          ],
        },
        {
          type: 'definitions',
          style: 'storage',
          items: [
            {
              term: 'bts_session',
              text: `The random session token described above, which keeps you signed in. It lasts ${SESSION_DAYS} days, or until you select Sign Out, which deletes it and ends the session on the server. Ending the session on your account page, from this browser or from another, ends it on the server as well.`,
            },
            {
              term: 'bts_device',
              text: "The device credential described above, which lets this browser sign in again without a code. It lasts a year from when it was last used, and each sign-in with it replaces it with a new one. Signing out keeps it, so that your next sign-in here needs no code; forgetting this browser on your account page, or signing out everywhere else from another browser, ends it on the server, and deleting your account removes it. On a shared device, clear this site's data in the browser settings after signing out to remove it as well.",
            },
            {
              term: 'lang',
              text: 'Remembers that you chose Spanish, so that a page you open without choosing a language is shown in Spanish. It is set when you open a page in Spanish, lasts a year, and is removed when you choose English.',
            },
          ],
        },
        {
          type: 'paragraphs',
          items: [
            'Because the first two are needed for the sign-in you asked for, the third only keeps the language you chose, and there are no other cookies of ours, the site shows no cookie banner.',
            "PayPal's script is not part of the site's pages: it is loaded from PayPal only once you choose to donate on the Support page, and PayPal may then set its own cookies, under its own privacy statement.",
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
            "Some things are kept only in your browser's own storage, on your device. We cannot see them unless they are part of a request described above. This is the full list:",
          ],
        },
        {
          type: 'definitions',
          style: 'storage',
          items: [
            {
              term: 'brain-training:user',
              text: 'In local storage: the signed-in account (number, username, e-mail address and creation time), so the site remembers who you are when a page opens. Removed when you sign out or delete your account.',
            },
            {
              term: 'brain-training:theme',
              text: 'In local storage: light or dark, once you choose a theme with the theme button. Without it the site follows your system setting.',
            },
            {
              term: 'brain-training:tldr:…',
              text: "In local storage, under names that start with brain-training:tldr: which TL;DR game our server dealt you today, when your clock started and, once it is over, its time and score, so that a reload resumes it (earlier days' records are removed when TL;DR next opens); a guest's TL;DR statistics (games played, wins, streaks and guess distribution), and those that earlier versions of the site kept for each account used in this browser, which TL;DR now shows apart as recorded on this browser, since a signed-in player's statistics come from our server; the high-contrast colour setting and the hard-mode setting.",
            },
            {
              term: 'brain-training:tldr:archive',
              text: "In local storage: TL;DR practice with the archive of past days. For each past day you open, that day's word of the day once fetched from our server (a day's word is given only once the day is over, and is kept so that the day can be played again without a connection), your guesses in that day's game, whether hard mode was on and whether you finished it; and the first day of the archive. None of it is sent to us: practice counts in no statistics or streak.",
            },
            {
              term: 'brain-training:tldr:practice-es',
              text: 'In local storage, on the Spanish site: the Spanish practice word under way in TL;DR (the word, your guesses and whether hard mode was on), so that a reload resumes it, and how many practice words you have finished. None of it is sent to us.',
            },
            {
              term: 'brain-training:practice-untimed',
              text: 'In local storage: that you chose to play practice games untimed, once you turn the Untimed switch on (removed when you turn it off). Practice games themselves are dealt and played in your page and never sent to us.',
            },
            {
              term: 'brain-training:practice:…',
              text: 'In session storage, under names that start with brain-training:practice: a Memory Match, Number Puzzle or Word Scramble practice game in progress (its cards, board or words, when its clock started and when the page last held it), so that reloading the page resumes it without counting the time away. Replaced by the next game, removed when the game is finished, and cleared by the browser when the tab closes.',
            },
            {
              term: 'brain-training:admin-key',
              text: 'In session storage, for administrators only: the dashboard key once the server has accepted it. The browser clears session storage when the tab closes, and the dashboard removes the key as soon as the server refuses it.',
            },
          ],
        },
        {
          type: 'paragraphs',
          items: [
            "So that the site can be installed as an app and works without a connection, once a page has loaded your browser also installs the site's service worker (a small script of the site that runs in your browser) and keeps, in its cache storage, a copy of the site's own files: every page in English and in Spanish, the scripts, the styles, the icons and the app's description. They are the same files for every visitor, with nothing about you in them. The service worker keeps no copy of anything you send to our server or receive from it: signing in, games, scores, leaderboards and statistics always go to the server. When the site is updated, the browser replaces the copy with the new files. Clearing this site's data in your browser settings removes the service worker and its copy.",
          ],
        },
        {
          type: 'paragraphs',
          items: [
            "Earlier versions of the site also kept Word Scramble's progress of the day under brain-training:word-scramble. The site no longer reads or writes it. You can remove everything the site keeps in your browser at any time by clearing this site's data in your browser settings; your account and submitted scores on the server stay until you delete the account.",
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
            `Accounts, with their scores and the games behind them (each with its moves), are kept until you delete the account, until we delete it at your request or for breaking the Terms of Service, or until nobody has signed in to it for ${INACTIVE_ACCOUNT_YEARS} years, after warnings ${FIRST_WARNING_DAYS} and ${LAST_WARNING_DAYS} days before (see Accounts nobody uses). Monthly leaderboards start afresh each month, but the scores behind them stay in your history and in the all-time board.`,
            `Contact messages are deleted ${CONTACT_RETENTION_MONTHS} months after they arrived, and donation records ${DONATION_RETENTION_MONTHS} months after the donation was made.`,
            `The administrator's records of actions on accounts are deleted ${ADMIN_ACTION_RETENTION_MONTHS} months after the action.`,
            'When a score enters a leaderboard, the board as it then stands (the same usernames, scores and times anyone sees on it) is kept for an hour as an update for pages open on the home page, so that a page that lost its connection can catch up; deleting an account removes such updates that show it at once.',
            `A game that has not become a score, including every guest game, expires ${UNFINISHED_GAME_HOURS} hours after it was dealt (or at the end of the Pacific day it was dealt on, if that is later, as it can be on the day the clocks go back) and is then deleted.`,
            `Sessions end when you sign out, when they are ended on your account page or by the first sign-in that proves the address, or ${SESSION_DAYS} days after you signed in; sign-in codes and codes for a new address 10 minutes after they were sent; and device credentials when the browser is forgotten (on your account page or by that first sign-in) or has not signed in for a year. Each is deleted once it has ended or expired.`,
            'A clean-up on the server runs every hour to delete what has reached the end of its period, so nothing outlives its period by more than about an hour.',
            'Rate-limit counters disappear at the end of their window, one hour at the most. Server logs are kept for 14 days.',
            'Browser storage stays on your device until you sign out (for the account) or clear it.',
          ],
        },
      ],
    },
    {
      id: 'choices',
      title: 'Your rights and choices',
      blocks: [
        {
          type: 'list',
          items: [
            'Play as a guest: no account, no name and no e-mail address. Your games belong to no account and are deleted after they expire.',
            "Sign out on shared devices: this ends the session and removes the stored account from the browser. The browser's device credential stays, so clear this site's data in the browser as well if others use it.",
            [
              'See where you are signed in: your ',
              { text: 'account page', to: PATHS.account },
              ' (Account, in the menu that opens from your username at the top of the page, or in the site menu on a small screen) lists each session and each remembered browser with its browser and system, when it was signed in or first remembered and when it was last used. You can sign out any session, forget any remembered browser, or sign out everywhere else: every other session ends and every other browser is forgotten, so it needs a code to sign in again, while the browser you are using stays signed in.',
            ],
            "Download your data: on your account page, Download my data saves what we hold about your account as one JSON file: the account (its number, username, e-mail address, the language you last used the site in, when it was created, when it last signed in, when its address was last proven, when it was suspended, if it is, and when the warnings about an unused account were sent, if they were), your sessions and remembered browsers as listed there, every score with its level and, for TL;DR, its guesses and whether it was won, every game dealt to your account with each of your moves and the time the server received it, your statistics per game, your TL;DR statistics and your leaderboard entries. It leaves out the hashes of tokens and codes, a change of address still waiting for its code, what the server dealt in each game (such as a card layout or an answer), and the administrator's records of actions on your account, which you can ask us for.",
            'Correct your username or e-mail address yourself on your account page, as described above.',
            `Delete your account yourself: on your account page, choose Delete account and confirm. The account, its sessions, device credentials and sign-in codes, any change of address waiting for its code, its scores with the games behind them and its statistics are deleted at once; the leaderboards and site totals no longer show them, and the browser you used is signed out with both cookies removed. Only the administrator's records of actions on the account stay, until ${ADMIN_ACTION_RETENTION_MONTHS} months after each action. This cannot be undone.`,
            "Ask us for a copy of the administrator's records about your account, for the deletion of an account you can no longer sign in to, or for the deletion of messages you sent us.",
          ],
        },
        {
          type: 'heading',
          text: 'Your rights',
        },
        {
          type: 'paragraphs',
          items: [
            'Data-protection law gives you these rights over your personal data, and this is how to use each:',
          ],
        },
        {
          type: 'list',
          items: [
            "Access: your account page shows your account and where it is signed in, and Download my data gives you everything listed above. For the administrator's records about your account, your contact messages or anything else we hold, ask us.",
            'Rectification: correct your username or e-mail address yourself on your account page; ask us to correct anything else.',
            'Erasure: delete your account yourself on your account page, or ask us to delete it, your contact messages or other data about you, unless we must keep it by law.',
            'Portability: Download my data gives your account, scores and games as one JSON file, a common format that other services can read.',
            "Objection: object to what we do on the basis of our legitimate interests (the logs, the rate-limit counters, the administrator's records, contact messages, donation records). We then stop, unless we have compelling reasons that override your interests, rights and freedoms, or need the data for a legal claim.",
            'Restriction: ask us to keep your data but not use it, for example while we check a correction you asked for or an objection you made.',
            'Complaint: you may complain to a data-protection supervisory authority, in particular the one where you live or work. We would like the chance to put things right first, but you do not need to ask us before you complain.',
          ],
        },
        {
          type: 'paragraphs',
          items: [
            [
              'Send requests through the ',
              {
                text: 'contact form',
                to: PATHS.contact,
              },
              " and give the username and e-mail address of the account. Because accounts have no password, we may reply to the account's e-mail address to make sure the request comes from its owner. We answer within a month. The administrator deletes an account exactly as you would, with everything listed above.",
            ],
            aboutOperator((operator) => `You can also write to ${operator.name} ${reachOperator(operator)}.`),
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
            "Session tokens, device credentials and sign-in codes are random, the first two are kept in HttpOnly cookies, and all three are stored on the server only as hashes. The server deals every game, keeps its hidden parts until they are played and stores only scores it has worked out itself from games it dealt and saw finished. It also limits how fast requests can be repeated, rejects requests from other sites that try to change data, and keeps the administrator's dashboard behind a key.",
            "Please know the limit of a passwordless account: it is as safe as its e-mail inbox and the browsers it has signed in from. Knowing an e-mail address is not enough to sign in from another browser, which needs the code we send to that address, but anyone who can read your e-mail, or who uses a browser you have signed in from and knows your address, can sign in as you, see what your account page shows, download your data, change your username or e-mail address, delete the account and play in your name. A change of address is announced by e-mail to the old address. The account holds no payment details and no private messages; sign out and clear the site's data on shared devices. If you think someone is using your account, choose Sign out everywhere else on your account page, and tell us.",
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
            'The games suit all ages, but accounts are meant for people aged 13 or older. Younger players can play every game as guests, without an account or an e-mail address. We do not knowingly keep accounts of children under 13. If you are a parent or guardian and believe your child has created an account, write to us and we will remove it.',
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
            'If the site starts storing something new or uses data in a new way, we will update this page before the change takes effect. The policy on this page is always the one in force, and the date at its top says when it last changed.',
            'This policy is written in English and in Spanish. If the two ever differ, the English version prevails.',
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

const es: Translation<ContentPage> = {
  layout: 'info',
  title: 'Política de privacidad',
  updated: LEGAL_UPDATED,
  intro: [
    'Esta página explica, con palabras sencillas, qué guarda Rompecabezas para el Cerebro sobre ti, por qué y con qué base legal, quién lo trata por nosotros, durante cuánto tiempo y cuáles son tus derechos, incluido cómo hacer que se elimine. Describe el sitio tal como está construido en realidad.',
  ],
  contents: true,
  sections: [
    {
      id: 'short',
      title: 'La versión corta',
      blocks: [
        {
          type: 'list',
          items: [
            'Puedes jugar a todos los juegos sin cuenta, y un invitado no nos da ningún nombre ni ninguna dirección de correo. Como el de cualquier visitante, el navegador de un invitado sí envía su dirección de red (IP) con cada petición: nuestro servidor la cuenta para limitar los abusos y la escribe en sus registros, que se conservan 14 días.',
            'Nuestro servidor reparte cada partida y la guarda mientras se juega. Una partida que no se convierte en puntuación, lo que incluye toda partida de invitado, se elimina cuando caduca, un día después de repartirse.',
            'Si creas una cuenta, guardamos tu nombre de usuario, tu dirección de correo, cuándo se creó la cuenta, cuándo iniciaste sesión por última vez y en qué idioma, las puntuaciones que envías, cada una con la partida y todos los movimientos que la produjeron, y dónde está abierta la sesión de la cuenta: cada sesión y cada navegador que puede iniciar sesión en ella, con un nombre corto del navegador y del sistema y cuándo se inició la sesión y cuándo se usó por última vez.',
            [
              'La ',
              { text: 'página de tu cuenta', to: PATHS.account },
              ' muestra dónde tienes la sesión iniciada y te permite cerrarla allí, descargar en un único archivo lo que tenemos sobre tu cuenta, cambiar tu nombre de usuario y tu dirección de correo, y eliminar la cuenta.',
            ],
            'No hay contraseñas, ni rastreadores de terceros, ni servicios de analítica, ni red publicitaria. El script de pago de PayPal solo se carga cuando decides donar en la página Apóyanos.',
            'Dos cookies para iniciar sesión: una mantiene tu sesión iniciada y la otra permite que un navegador desde el que has iniciado sesión vuelva a iniciarla sin código; y una tercera solo si eliges el español, que recuerda esa elección. El navegador también guarda algunos ajustes y tu progreso en TL;DR en su propio almacenamiento.',
            'Para que el sitio funcione sin conexión, tu navegador guarda además una copia de las páginas, los scripts y los iconos del propio sitio, iguales para todos los visitantes y sin nada sobre ti.',
            'Puedes eliminar tu cuenta tú mismo en cualquier momento, y todo lo vinculado a ella se elimina a la vez, salvo los registros del administrador de las acciones tomadas sobre la cuenta.',
            `Una cuenta en la que nadie inicia sesión durante ${INACTIVE_ACCOUNT_YEARS} años se elimina de la misma manera, después de dos correos de aviso; iniciar sesión una vez la conserva.`,
            `Los registros del administrador se eliminan ${ADMIN_ACTION_RETENTION_MONTHS} meses después de la acción, los mensajes de contacto ${CONTACT_RETENTION_MONTHS} meses después de llegar y los registros de donaciones ${DONATION_RETENTION_MONTHS} meses después de la donación.`,
          ],
        },
      ],
    },
    {
      id: 'controller',
      title: 'Quién es responsable de tus datos',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            aboutOperatorEs(
              (operator) =>
                `${operator.name} gestiona Rompecabezas para el Cerebro y es el responsable del tratamiento de los datos personales que describe esta página: quien decide por qué y cómo se usan. Puedes contactar con ${operator.name} ${reachOperatorEs(operator)}, o mediante el formulario de contacto.`,
            ),
          ],
        },
      ],
    },
    {
      id: 'bases',
      title: 'Por qué usamos tus datos y con qué base legal',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            'La ley de protección de datos exige una base legal para cada uso de los datos personales. Estas son las nuestras:',
          ],
        },
        {
          type: 'list',
          items: [
            'Tu cuenta, el inicio de sesión, las partidas que juegas, tus puntuaciones y estadísticas, las clasificaciones y tu página de cuenta: para prestarte el servicio que pides al jugar o al crear una cuenta (un contrato contigo: los Términos del servicio). La partida de un invitado se reparte y se guarda por el mismo motivo.',
            'Los registros del servidor, los contadores de límite de peticiones, las comprobaciones de puntuaciones, las suspensiones y los registros del administrador de las acciones sobre cuentas: nuestro interés legítimo en mantener el sitio seguro, justo y en funcionamiento, y en poder mostrar qué hizo el administrador y por qué.',
            'Los mensajes que envías con el formulario de contacto: nuestro interés legítimo en leerlos y responderlos.',
            'Los registros de donaciones: nuestro interés legítimo en llevar una contabilidad exacta del dinero que recibe el sitio y cuadrarla con los registros de PayPal, y cualquier obligación legal que tenga el operador de conservar esos registros.',
            'Los avisos antes de eliminar una cuenta que nadie usa, y su eliminación: nuestro interés legítimo en no conservar cuentas que nadie usa, y el servicio que pediste, ya que los avisos te permiten conservar la cuenta.',
          ],
        },
        {
          type: 'paragraphs',
          items: [
            'Cuando nos basamos en intereses legítimos, puedes oponerte, como se explica más abajo en Tus derechos. No usamos tus datos para publicidad.',
          ],
        },
      ],
    },
    {
      id: 'server',
      title: 'Qué guardamos en nuestro servidor',
      blocks: [
        {
          type: 'paragraphs',
          items: ['Nuestra base de datos guarda solo lo siguiente, cada cosa por el motivo indicado.'],
        },
        {
          type: 'heading',
          text: 'Tu cuenta',
        },
        {
          type: 'paragraphs',
          items: [
            'Cuando te registras, guardamos el nombre de usuario que eliges (de 3 a 50 caracteres), tu dirección de correo (sin espacios al principio ni al final y en minúsculas) y la hora en que se creó la cuenta. El nombre de usuario te identifica en las clasificaciones. La dirección de correo es la forma de iniciar sesión, ya que no hay contraseña, y la forma de distinguir dos cuentas. También guardamos cuándo se confirmó la dirección por última vez con un código que le enviamos por correo (al iniciar sesión o al cambiarla), ya que la primera confirmación decide quién es el dueño de la cuenta (consulta Inicio de sesión, más abajo), y, si el administrador ha suspendido la cuenta, desde cuándo.',
            'Guardamos cuándo iniciaste sesión por última vez: registrarte, iniciar sesión desde un navegador recordado, iniciar sesión con un código y confirmar una dirección nueva lo actualizan. También guardamos el idioma en el que usabas el sitio (inglés o español), que el sitio envía cuando te registras o inicias sesión, para que los avisos descritos en Cuentas que nadie usa estén escritos en tu idioma.',
            'El sitio solo te escribe sobre el inicio de sesión, tu dirección y una cuenta que nadie usa: un código de inicio de sesión cuando entras desde un navegador que no conoce, un código enviado a una dirección nueva cuando cambias tu dirección, un aviso a la dirección anterior una vez hecho el cambio, que indica la dirección nueva, y los avisos antes de eliminar una cuenta que nadie usa. No hay boletín ni ningún otro mensaje automático.',
          ],
        },
        {
          type: 'heading',
          text: 'Cambiar tu nombre de usuario o tu dirección',
        },
        {
          type: 'paragraphs',
          items: [
            'Puedes cambiar tu nombre de usuario en tu página de cuenta, con las mismas reglas que al registrarte. Las clasificaciones muestran el nombre nuevo de inmediato, y no conservamos el anterior (salvo si el cambio lo hizo el administrador, consulta más abajo).',
            'Para cambiar tu dirección de correo, introduces la nueva en tu página de cuenta y le enviamos por correo un código de seis cifras. Hasta que se usa el código, guardamos la dirección nueva, un hash unidireccional del código, cuántos códigos erróneos se han introducido y cuándo caduca, 10 minutos después de enviarse; tras 5 intentos erróneos deja de funcionar, y volver a pedirlo lo sustituye. Con el código correcto, la cuenta pasa a tener la dirección nueva de inmediato, el cambio pendiente se elimina y enviamos por correo el aviso descrito arriba a la dirección anterior, que no conservamos. Tus sesiones y tus navegadores recordados siguen como estaban.',
          ],
        },
        {
          type: 'heading',
          text: 'Tus partidas',
        },
        {
          type: 'paragraphs',
          items: [
            'Cada partida, también la de un invitado, la reparte nuestro servidor y se guarda en la base de datos mientras se juega, para que el servidor pueda mostrar las cartas y las palabras a medida que juegas y comprobar el resultado. Guardamos qué juego es y su nivel, su fecha del Pacífico, su estado (incluido lo que aún está oculto: la disposición de las cartas, las palabras o la respuesta), cada movimiento con la hora a la que llegó, cuándo se repartió y cuándo terminó y, para un jugador con sesión iniciada, la cuenta a la que pertenece. La partida de un invitado no pertenece a ninguna cuenta. Una partida caduca un día después de repartirse; una partida que para entonces no se ha convertido en puntuación, lo que incluye toda partida de invitado, se elimina cuando caduca.',
          ],
        },
        {
          type: 'heading',
          text: 'Tus puntuaciones',
        },
        {
          type: 'paragraphs',
          items: [
            'Cuando un jugador con sesión iniciada termina una partida, el navegador envía la partida, el tiempo empleado en segundos y la puntuación. El servidor solo guarda la puntuación después de comprobarla con la partida que repartió, como un registro propio con el momento en que llegó y su fecha en hora del Pacífico (en TL;DR, el día en que se repartió la partida). La partida queda guardada con ella, con cada movimiento y la hora a la que llegó, como registro de esa puntuación, mientras se conserve la cuenta; se elimina con la cuenta. A partir de estos registros conservamos tu mejor puntuación en cada juego de cada mes y de todos los tiempos (las clasificaciones), cuántas partidas has jugado, tu mejor puntuación, tu mejor tiempo y tus puntos totales. La página de inicio también muestra totales de todo el sitio (jugadores, partidas jugadas, puntos y tiempo medio para completar una partida) que no nombran a nadie.',
            'Con cada puntuación guardamos también el nivel en que se jugó y, en TL;DR, cuántos intentos necesitaste y si encontraste la palabra. A partir de tus puntuaciones, el servidor calcula lo que te muestran tu página de progreso y TL;DR: en cada juego tus mejores marcas, las partidas jugadas y los puntos totales, la mejor puntuación de cada uno de los últimos 90 días con el número de partidas que hay detrás, tus partidas por semana, el lugar de tu mejor puntuación de este mes entre las partidas de este mes del mismo juego y nivel (como porcentaje, con el número de partidas con que se compara) y, en TL;DR, las partidas jugadas, el porcentaje de victorias, tus rachas de días actual y mejor y cuántos intentos necesitaron tus victorias, solo de tus partidas clasificatorias. Estas cifras, y la lista de tus partidas, solo se te muestran a ti con la sesión iniciada, en cualquier navegador en el que la inicies; no se guarda nada nuevo para ellas y se van con tus puntuaciones. Tus puntuaciones cuentan, sin tu nombre, en los porcentajes que otros jugadores ven de su lugar.',
          ],
        },
        {
          type: 'heading',
          text: 'Inicio de sesión',
        },
        {
          type: 'paragraphs',
          items: [
            'Al iniciar sesión se crea un token de sesión aleatorio que vive en una cookie de tu navegador. El servidor guarda solo un hash unidireccional de ese token, la cuenta a la que pertenece, un nombre corto del navegador y del sistema desde el que se inició, cuándo se creó, cuándo se usó por última vez (con una precisión de una hora) y cuándo caduca (30 días después de crearse).',
            'Registrarte, o iniciar sesión con un código, también da a ese navegador una credencial del dispositivo: otro token aleatorio, en una cookie propia, para que volver a iniciar sesión desde ese navegador solo requiera tu dirección de correo. El servidor guarda un hash unidireccional de ella, la cuenta a la que pertenece, el nombre corto del navegador y del sistema, cuándo se creó, cuándo se usó por última vez y cuándo caduca: un año después de su último uso. Cada vez que el navegador inicia sesión con ella, recibe un token nuevo en su lugar, y el que sustituye deja de funcionar un minuto después (ese minuto permite que dos pestañas que inician sesión a la vez lo consigan las dos); una copia de una cookie anterior ya no permite iniciar sesión en nada.',
            'El nombre corto del navegador y del sistema, como "Firefox en Linux" o "Safari en iPhone", se lee de la descripción (User-Agent) que tu navegador envía con cada petición, para que tu página de cuenta pueda distinguir tus inicios de sesión. Solo se guarda ese nombre corto, nunca la descripción en sí.',
            'Para iniciar sesión desde un navegador sin esa credencial, introduces un código de seis cifras que enviamos por correo a la dirección de la cuenta. El servidor guarda un hash unidireccional del código, para qué cuenta es, cuándo caduca, 10 minutos después de enviarse, un hash unidireccional con clave de la dirección de red que lo pidió y, con el mismo tipo de hash, cuántos códigos se han introducido desde cada dirección de red. Cada dirección de red puede introducir hasta 5 códigos, y todas las direcciones distintas de la que lo pidió, no más de 20 entre todas, para que los intentos de un desconocido nunca agoten los tuyos; el código solo funciona una vez.',
            'Quien confirma la dirección de correo es el dueño de la cuenta. Crear una cuenta no comprueba la dirección, así que, si la dirección de una cuenta nunca se ha confirmado con un código, ni al iniciar sesión ni al cambiar la dirección, el primer inicio de sesión con un código enviado a ella cierra todas las sesiones de la cuenta y olvida todos los navegadores recordados para ella, incluido aquel en el que se creó la cuenta; después, solo el navegador que introdujo el código queda con la sesión iniciada.',
            'Ningún token ni código se guarda tal cual, así que nada de la base de datos puede copiarse en un navegador para apoderarse de una cuenta.',
          ],
        },
        {
          type: 'heading',
          text: 'Cuentas que nadie usa',
        },
        {
          type: 'paragraphs',
          items: [
            `Una cuenta en la que nadie ha iniciado sesión durante ${INACTIVE_ACCOUNT_YEARS} años se elimina, exactamente como si la hubieras eliminado tú (consulta Tus derechos y opciones, más abajo). Antes, enviamos un aviso a la dirección de la cuenta ${FIRST_WARNING_DAYS} días antes de la eliminación y otro ${LAST_WARNING_DAYS} días antes, en el idioma en el que usaste el sitio por última vez. Iniciar sesión una vez antes de la eliminación conserva la cuenta, y los ${INACTIVE_ACCOUNT_YEARS} años vuelven a contar desde ese inicio de sesión. Si un aviso sale tarde, la eliminación espera hasta que hayan pasado los días de ese aviso. Guardamos cuándo se envió cada aviso, hasta que tu siguiente inicio de sesión lo borra.`,
          ],
        },
        {
          type: 'heading',
          text: 'Las acciones del administrador',
        },
        {
          type: 'paragraphs',
          items: [
            'Cuando el administrador cambia el nombre de una cuenta, la suspende o la elimina, levanta una suspensión o quita una puntuación, se conserva un registro de ello, como se explica más abajo en Qué ven los demás jugadores y el administrador.',
          ],
        },
        {
          type: 'heading',
          text: 'Los mensajes que nos envías',
        },
        {
          type: 'paragraphs',
          items: [
            `El formulario de contacto guarda tu nombre, tu dirección de correo, el asunto, el mensaje y cuándo llegó, para que podamos leerlo y responder, y lo elimina ${CONTACT_RETENTION_MONTHS} meses después de su llegada. Cuando el sitio está configurado para reenviar los mensajes, también se envía una copia por correo al buzón del equipo, a través del proveedor de correo que se indica más abajo.`,
          ],
        },
        {
          type: 'heading',
          text: 'Donaciones',
        },
        {
          type: 'paragraphs',
          items: [
            [
              'Las donaciones en la página ',
              {
                text: 'Apóyanos',
                to: PATHS.support,
              },
              ` las gestiona PayPal. Los números de tarjeta y los datos bancarios se introducen en PayPal y nunca nos llegan. De cada donación guardamos el número de pedido de PayPal, el importe y la moneda, su estado tal como lo comunica PayPal (como completada, pendiente o rechazada) y cuándo se hizo y cuándo se completó, junto con la confirmación del pago que nos devuelve PayPal, para cuadrar las donaciones con los registros de PayPal. Quitamos de esa confirmación el nombre, la dirección de correo, la cuenta de PayPal y cualquier dirección postal de quien paga antes de guardarla. El número de pedido de PayPal, que sí guardamos, permite aun así al operador buscar la donación en su cuenta de PayPal, donde PayPal muestra quién pagó. Una donación no está vinculada a ninguna cuenta de juego. Los registros de donaciones se eliminan ${DONATION_RETENTION_MONTHS} meses después de hacerse la donación.`,
            ],
            'El script de pago de PayPal solo se carga desde PayPal cuando decides donar en la página Apóyanos. Hasta entonces la página no pide nada a PayPal; a partir de ese momento, PayPal recibe tu dirección de red (IP) y lo que tu navegador envía con cada petición a PayPal, y puede guardar sus propias cookies, según la declaración de privacidad de PayPal.',
          ],
        },
      ],
    },
    {
      id: 'processors',
      title: 'Quién trata datos por nosotros',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            'Estas empresas tratan datos personales por cuenta del operador, solo para prestar su servicio al sitio:',
          ],
        },
        {
          type: 'list',
          items: [
            HOST_PROVIDER
              ? `${HOST_PROVIDER} aloja el sitio: ejecuta el servidor y la base de datos, así que todo lo que esta página describe como guardado en nuestro servidor, y los registros del servidor, se guardan en sus máquinas.`
              : processorNotConfiguredEs(
                  'El proveedor de alojamiento, que ejecuta el servidor y la base de datos',
                  'HOST_PROVIDER_NAME',
                ),
            EMAIL_PROVIDER
              ? `${EMAIL_PROVIDER} envía los correos del sitio: los códigos de inicio de sesión, los códigos para una dirección nueva, los avisos de cambio de dirección, los avisos antes de eliminar una cuenta que nadie usa y, cuando el sitio los reenvía, los mensajes de contacto. Recibe cada mensaje y la dirección a la que va.`
              : processorNotConfiguredEs(
                  'El proveedor de correo, que envía los correos del sitio',
                  'EMAIL_PROVIDER_NAME',
                ),
            REDIS_PROVIDER
              ? `${REDIS_PROVIDER} gestiona el servidor Redis en el que los servidores del sitio comparten sus contadores de límite de peticiones. Cada contador se identifica por una dirección de red, o por el número de un jugador o de una cuenta, y desaparece al final de su intervalo, como mucho una hora.`
              : 'El sitio no usa ningún servidor Redis ni otra caché compartida: cada uno de sus servidores guarda sus contadores de límite de peticiones en su propia memoria.',
            'PayPal gestiona las donaciones, solo si decides donar: el pago se hace en PayPal, según las condiciones y la declaración de privacidad de PayPal.',
          ],
        },
      ],
    },
    {
      id: 'public',
      title: 'Qué ven los demás jugadores y el administrador',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            'Las clasificaciones son públicas. Cada entrada muestra un nombre de usuario, la mejor puntuación, el tiempo que llevó y la fecha en que se consiguió. Tu dirección de correo nunca se muestra a otros jugadores ni en ninguna página pública. El recuento de jugadores de la página de inicio es solo un número.',
            'Iniciar sesión nunca revela si una dirección tiene cuenta. Desde un navegador que no está recordado para la cuenta, sea cual sea la dirección que se introduzca, el sitio da la misma respuesta, que ha enviado un código por correo si alguna cuenta usa esa dirección, y no envía nada a una dirección que no tiene cuenta. Crear una cuenta sí revela si un nombre de usuario o una dirección de correo ya están en uso, ya que dos cuentas no pueden compartirlos; también lo revelan comprobar si un nombre de usuario está libre y, para un jugador con sesión iniciada, cambiar la dirección de la cuenta por una que usa otra cuenta. Para que nadie pueda probar así muchos nombres o direcciones, cada dirección de red solo puede hacer un número limitado de estas peticiones por minuto.',
            'El administrador del sitio puede ver la lista de cuentas (nombre de usuario, dirección de correo, fecha de creación, partidas jugadas, puntuación total y si la cuenta está suspendida), los mensajes de contacto y los registros de donaciones en un panel que solo se abre con la clave del administrador, y puede exportar la lista de cuentas. El panel también muestra los casos atípicos: partidas con puntuación terminadas en el menor tiempo en que una persona puede terminar ese juego, o con una puntuación entre el 0,1\u00a0% mejor de su juego, cada una con el jugador, el tiempo, los movimientos y cuándo se jugó. El administrador puede quitar una puntuación; las clasificaciones, los totales y las estadísticas del jugador dejan entonces de contarla.',
            'El administrador también puede cambiar el nombre de una cuenta, por ejemplo una cuyo nombre de usuario sea ofensivo, con las mismas reglas que al registrarse; suspender una cuenta; y levantar una suspensión. Un jugador suspendido puede seguir iniciando sesión y jugando, pero sus puntuaciones salen de todas las clasificaciones, de los totales del sitio y de la lista de casos atípicos, ninguna partida que tenga en curso puede enviarse ya, y las puntuaciones nuevas se rechazan con un mensaje que dice que la cuenta está suspendida. Las puntuaciones en sí se conservan: cuando se levanta la suspensión, vuelven a las clasificaciones y a los totales. El administrador también puede eliminar una cuenta cuando su dueño lo pide, o cuando incumple los Términos del servicio, del mismo modo que puede hacerlo el dueño (consulta más abajo).',
            `Cada una de estas acciones (cambiar el nombre, suspender, levantar una suspensión, eliminar una cuenta y quitar una puntuación) se registra con su hora, el número de la cuenta (ninguno en una eliminación) y su nombre de usuario en ese momento, y lo que se hizo: el nombre anterior y el nuevo en un cambio de nombre, el motivo de una suspensión cuando el administrador lo indica, y el número, el juego y los puntos de una puntuación quitada. Solo el administrador ve estos registros. Cada uno se elimina ${ADMIN_ACTION_RETENTION_MONTHS} meses después de la acción, también cuando la cuenta se eliminó antes: el registro conserva entonces el nombre de usuario, pero ya no el número de la cuenta.`,
          ],
        },
      ],
    },
    {
      id: 'not',
      title: 'Lo que no hacemos',
      blocks: [
        {
          type: 'list',
          items: [
            'No pedimos ni guardamos contraseñas.',
            'No usamos analítica de terceros, píxeles de seguimiento, widgets de redes sociales ni técnicas de huella digital del navegador (fingerprinting). Las páginas cargan sus scripts, estilos y fuentes solo desde este sitio. La única excepción es el script de pago de PayPal en la página Apóyanos, que solo se carga desde PayPal cuando decides donar.',
            'No mostramos publicidad. La página de inicio reserva un espacio marcado como "Publicidad", pero no hay ninguna red publicitaria conectada: no se ejecuta ningún código de anuncios y no se guardan cookies publicitarias. Si eso cambia algún día, esta política cambiará antes.',
            'No vendemos, alquilamos ni compartimos tus datos con anunciantes ni con intermediarios de datos.',
            [
              'La ',
              {
                text: 'evaluación cognitiva',
                to: PATHS.assessment,
              },
              ' se puntúa en tu navegador. Tus respuestas y resultados no se nos envían y no se guardan.',
            ],
          ],
        },
      ],
    },
    {
      id: 'logs',
      title: 'Registros y protección contra abusos',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            'Como cualquier servidor web, el nuestro escribe una línea de registro por cada petición, también la de un invitado: el método, la página o la llamada pedida (sin nada de lo que va después de un signo de interrogación), la dirección de red (IP) de la que vino, el resultado y cuánto tardó. Cuando una petición falla por un error de nuestra parte, el registro también indica qué falló en nuestro código, pero no lo que contenía la petición. Las direcciones de correo se enmascaran allí donde aparecerían en los registros, y los registros nunca contienen cookies ni claves. Los códigos de inicio de sesión y los códigos para una dirección nueva se envían por correo y nunca se registran: solo una copia del sitio que se ejecuta para desarrollo sin servidor de correo los escribe en su propio registro en su lugar, y el sitio se niega a arrancar como servidor de producción sin uno. Los registros se conservan 14 días y después se eliminan. Solo los usamos para mantener el sitio en funcionamiento y para investigar fallos y abusos.',
            `Para frenar los abusos, el servidor cuenta las peticiones recientes por dirección de red: altas e inicios de sesión, comprobaciones de nombres de usuario, partidas empezadas y jugadas, mensajes de contacto, solicitudes de donación, envíos de puntuaciones, códigos de inicio de sesión pedidos e introducidos, consultas y descargas de la página de cuenta, cambios de nombre de usuario y de dirección, y claves de administrador erróneas. Los envíos de puntuaciones también se cuentan por jugador, y los códigos enviados por correo para iniciar sesión o para una dirección nueva, por cuenta, según el número de la cuenta. ${COUNTERS_KEPT_ES}`,
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
              'El sitio usa tres cookies propias: dos que solo crea cuando te registras o inicias sesión, y una que solo crea cuando eliges el español. Todas están marcadas como HttpOnly (los scripts de la página no pueden leerlas) y SameSite=Lax (otros sitios no pueden usarlas para actuar en tu nombre). Todas están marcadas también como Secure, para que solo se envíen por conexiones cifradas, salvo cuando alguien ejecuta el sitio en su propio ordenador.',
              ' Cuando son Secure, sus nombres empiezan por ',
              { code: '__Host-' },
              ' (',
              { code: '__Host-bts_session' },
              ', ',
              { code: '__Host-bts_device' },
              '), un prefijo que los navegadores solo aceptan desde una conexión cifrada con este mismo sitio.',
            ],
          ],
        },
        {
          type: 'definitions',
          style: 'storage',
          items: [
            {
              term: 'bts_session',
              text: `El token de sesión aleatorio descrito arriba, que mantiene tu sesión iniciada. Dura ${SESSION_DAYS} días, o hasta que eliges Cerrar sesión, que lo borra y termina la sesión en el servidor. Cerrar la sesión en tu página de cuenta, desde este navegador o desde otro, también la termina en el servidor.`,
            },
            {
              term: 'bts_device',
              text: 'La credencial del dispositivo descrita arriba, que permite a este navegador volver a iniciar sesión sin código. Dura un año desde su último uso, y cada inicio de sesión con ella la sustituye por una nueva. Cerrar sesión la conserva, para que tu próximo inicio de sesión aquí no necesite código; olvidar este navegador en tu página de cuenta, o cerrar sesión en todos los demás sitios desde otro navegador, la termina en el servidor, y eliminar tu cuenta la borra. En un dispositivo compartido, borra los datos de este sitio en los ajustes del navegador después de cerrar sesión para quitarla también.',
            },
            {
              term: 'lang',
              text: 'Recuerda que elegiste el español, para que una página que abras sin elegir idioma se muestre en español. Se crea cuando abres una página en español, dura un año y se elimina cuando eliges el inglés.',
            },
          ],
        },
        {
          type: 'paragraphs',
          items: [
            'Como las dos primeras son necesarias para el inicio de sesión que pediste, la tercera solo guarda el idioma que elegiste y no tenemos ninguna otra cookie, el sitio no muestra ningún aviso de cookies.',
            'El script de PayPal no forma parte de las páginas del sitio: solo se carga desde PayPal cuando decides donar en la página Apóyanos, y entonces PayPal puede guardar sus propias cookies, según su propia declaración de privacidad.',
          ],
        },
      ],
    },
    {
      id: 'browser',
      title: 'Almacenamiento en tu navegador',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            'Algunas cosas se guardan solo en el almacenamiento propio de tu navegador, en tu dispositivo. No podemos verlas salvo que formen parte de una petición descrita arriba. Esta es la lista completa:',
          ],
        },
        {
          type: 'definitions',
          style: 'storage',
          items: [
            {
              term: 'brain-training:user',
              text: 'En el almacenamiento local: la cuenta con la sesión iniciada (número, nombre de usuario, dirección de correo y hora de creación), para que el sitio recuerde quién eres cuando se abre una página. Se borra cuando cierras sesión o eliminas tu cuenta.',
            },
            {
              term: 'brain-training:theme',
              text: 'En el almacenamiento local: claro u oscuro, una vez que eliges un tema con el botón de tema. Sin él, el sitio sigue el ajuste de tu sistema.',
            },
            {
              term: 'brain-training:tldr:…',
              text: 'En el almacenamiento local, con nombres que empiezan por brain-training:tldr: qué partida de TL;DR te repartió hoy nuestro servidor, cuándo empezó tu reloj y, cuando termina, su tiempo y su puntuación, para que al recargar la página se retome (los registros de días anteriores se borran la próxima vez que se abre TL;DR); las estadísticas de TL;DR de un invitado (partidas jugadas, victorias, rachas y distribución de intentos), y las que versiones anteriores del sitio guardaban para cada cuenta usada en este navegador, que TL;DR ahora muestra aparte como registradas en este navegador, ya que las estadísticas de un jugador con sesión iniciada vienen de nuestro servidor; el ajuste de colores de alto contraste y el del modo difícil.',
            },
            {
              term: 'brain-training:tldr:archive',
              text: 'En el almacenamiento local: la práctica de TL;DR con el archivo de días pasados. Para cada día pasado que abres, la palabra del día de ese día una vez obtenida de nuestro servidor (la palabra de un día solo se da cuando el día ha terminado, y se guarda para poder volver a jugar ese día sin conexión), tus intentos en la partida de ese día, si el modo difícil estaba activado y si la terminaste; y el primer día del archivo. Nada de ello se nos envía: la práctica no cuenta en ninguna estadística ni racha.',
            },
            {
              term: 'brain-training:tldr:practice-es',
              text: 'En el almacenamiento local, en el sitio en español: la palabra de práctica en español de TL;DR que estás jugando (la palabra, tus intentos y si el modo difícil estaba activado), para que al recargar la página se retome, y cuántas palabras de práctica has terminado. Nada de ello se nos envía.',
            },
            {
              term: 'brain-training:practice-untimed',
              text: 'En el almacenamiento local: que elegiste jugar las partidas de práctica sin tiempo, cuando activas el interruptor Sin tiempo (se borra al desactivarlo). Las partidas de práctica se reparten y se juegan en tu página y nunca se nos envían.',
            },
            {
              term: 'brain-training:practice:…',
              text: 'En el almacenamiento de sesión, con nombres que empiezan por brain-training:practice: una partida de práctica de Memory Match, Number Puzzle o Word Scramble en curso (sus cartas, su tablero o sus palabras, cuándo empezó su reloj y cuándo la tuvo la página por última vez), para que al recargar la página se retome sin contar el tiempo fuera. Se sustituye por la siguiente partida, se borra al terminarla y el navegador la borra al cerrar la pestaña.',
            },
            {
              term: 'brain-training:admin-key',
              text: 'En el almacenamiento de sesión, solo para administradores: la clave del panel una vez que el servidor la ha aceptado. El navegador borra el almacenamiento de sesión al cerrar la pestaña, y el panel quita la clave en cuanto el servidor la rechaza.',
            },
          ],
        },
        {
          type: 'paragraphs',
          items: [
            'Para que el sitio pueda instalarse como una aplicación y funcione sin conexión, una vez cargada una página tu navegador instala también el service worker del sitio (un pequeño script del sitio que se ejecuta en tu navegador) y guarda, en su almacenamiento de caché, una copia de los archivos del propio sitio: todas las páginas en inglés y en español, los scripts, los estilos, los iconos y la descripción de la aplicación. Son los mismos archivos para todos los visitantes, sin nada sobre ti. El service worker no guarda ninguna copia de lo que envías a nuestro servidor o recibes de él: el inicio de sesión, las partidas, las puntuaciones, las clasificaciones y las estadísticas siempre van al servidor. Cuando el sitio se actualiza, el navegador sustituye la copia por los archivos nuevos. Borrar los datos de este sitio en los ajustes del navegador quita el service worker y su copia.',
          ],
        },
        {
          type: 'paragraphs',
          items: [
            'Las versiones anteriores del sitio también guardaban el progreso del día de Word Scramble en brain-training:word-scramble. El sitio ya no lo lee ni lo escribe. Puedes quitar en cualquier momento todo lo que el sitio guarda en tu navegador borrando los datos de este sitio en los ajustes del navegador; tu cuenta y las puntuaciones enviadas al servidor se conservan hasta que eliminas la cuenta.',
          ],
        },
      ],
    },
    {
      id: 'retention',
      title: 'Cuánto tiempo lo conservamos',
      blocks: [
        {
          type: 'list',
          items: [
            `Las cuentas, con sus puntuaciones y las partidas que hay detrás (cada una con sus movimientos), se conservan hasta que eliminas la cuenta, hasta que la eliminamos a petición tuya o por incumplir los Términos del servicio, o hasta que nadie ha iniciado sesión en ella durante ${INACTIVE_ACCOUNT_YEARS} años, tras avisos ${FIRST_WARNING_DAYS} y ${LAST_WARNING_DAYS} días antes (consulta Cuentas que nadie usa). Las clasificaciones mensuales empiezan de nuevo cada mes, pero las puntuaciones que hay detrás siguen en tu historial y en la clasificación histórica.`,
            `Los mensajes de contacto se eliminan ${CONTACT_RETENTION_MONTHS} meses después de su llegada, y los registros de donaciones ${DONATION_RETENTION_MONTHS} meses después de hacerse la donación.`,
            `Los registros del administrador de las acciones sobre cuentas se eliminan ${ADMIN_ACTION_RETENTION_MONTHS} meses después de la acción.`,
            'Cuando una puntuación entra en una clasificación, la clasificación tal como queda (los mismos nombres de usuario, puntuaciones y tiempos que cualquiera ve en ella) se guarda una hora como actualización para las páginas de inicio abiertas, de modo que una página que perdió la conexión pueda ponerse al día; eliminar una cuenta borra al momento esas actualizaciones en las que aparece.',
            `Una partida que no se ha convertido en puntuación, incluida toda partida de invitado, caduca ${UNFINISHED_GAME_HOURS} horas después de repartirse (o al final del día del Pacífico en que se repartió, si es más tarde, como puede ocurrir el día en que se atrasan los relojes) y luego se elimina.`,
            `Las sesiones terminan cuando cierras sesión, cuando se terminan en tu página de cuenta o con el primer inicio de sesión que confirma la dirección, o ${SESSION_DAYS} días después de iniciar sesión; los códigos de inicio de sesión y los códigos para una dirección nueva, 10 minutos después de enviarse; y las credenciales del dispositivo, cuando se olvida el navegador (en tu página de cuenta o con ese primer inicio de sesión) o cuando lleva un año sin iniciar sesión. Cada uno se elimina una vez terminado o caducado.`,
            'Una limpieza en el servidor se ejecuta cada hora para eliminar lo que ha llegado al final de su plazo, así que nada dura más de una hora, aproximadamente, después de su plazo.',
            'Los contadores de límite de peticiones desaparecen al final de su intervalo, que dura como mucho una hora. Los registros del servidor se conservan 14 días.',
            'El almacenamiento del navegador se queda en tu dispositivo hasta que cierras sesión (en el caso de la cuenta) o lo borras.',
          ],
        },
      ],
    },
    {
      id: 'choices',
      title: 'Tus derechos y opciones',
      blocks: [
        {
          type: 'list',
          items: [
            'Juega como invitado: sin cuenta, sin nombre y sin dirección de correo. Tus partidas no pertenecen a ninguna cuenta y se eliminan cuando caducan.',
            'Cierra sesión en los dispositivos compartidos: así termina la sesión y se quita del navegador la cuenta guardada. La credencial del dispositivo del navegador se conserva, así que borra también los datos de este sitio en el navegador si otras personas lo usan.',
            [
              'Consulta dónde tienes la sesión iniciada: la ',
              { text: 'página de tu cuenta', to: PATHS.account },
              ' (Cuenta, en el menú que se abre desde tu nombre de usuario en la parte superior de la página, o en el menú del sitio en una pantalla pequeña) muestra cada sesión y cada navegador recordado con su navegador y su sistema, cuándo se inició la sesión o cuándo se recordó por primera vez y cuándo se usó por última vez. Puedes cerrar cualquier sesión, olvidar cualquier navegador recordado o cerrar sesión en todos los demás sitios: todas las demás sesiones terminan y todos los demás navegadores se olvidan, así que necesitarán un código para volver a iniciar sesión, mientras que el navegador que estás usando sigue con la sesión iniciada.',
            ],
            'Descargar tus datos: en tu página de cuenta, Descargar mis datos guarda lo que tenemos sobre tu cuenta en un único archivo JSON: la cuenta (su número, el nombre de usuario, la dirección de correo, el idioma en el que usaste el sitio por última vez, cuándo se creó, cuándo se inició sesión en ella por última vez, cuándo se confirmó su dirección por última vez, cuándo se suspendió, si lo está, y cuándo se enviaron los avisos de cuenta sin uso, si se enviaron), tus sesiones y navegadores recordados tal como aparecen allí, cada puntuación con su nivel y, en TL;DR, sus intentos y si se ganó, cada partida repartida a tu cuenta con cada uno de tus movimientos y la hora a la que lo recibió el servidor, tus estadísticas por juego, tus estadísticas de TL;DR y tus entradas en las clasificaciones. Deja fuera los hashes de los tokens y de los códigos, un cambio de dirección que aún espera su código, lo que el servidor repartió en cada partida (como la disposición de las cartas o una respuesta) y los registros del administrador de las acciones sobre tu cuenta, que puedes pedirnos.',
            'Corrige tú mismo tu nombre de usuario o tu dirección de correo en tu página de cuenta, como se explica arriba.',
            `Elimina tu cuenta tú mismo: en tu página de cuenta, elige Eliminar cuenta y confirma. La cuenta, sus sesiones, credenciales del dispositivo y códigos de inicio de sesión, cualquier cambio de dirección que espere su código, sus puntuaciones con las partidas que hay detrás y sus estadísticas se eliminan de inmediato; las clasificaciones y los totales del sitio dejan de mostrarlos, y en el navegador que usaste se cierra la sesión y se quitan las dos cookies. Solo se conservan los registros del administrador de las acciones sobre la cuenta, hasta ${ADMIN_ACTION_RETENTION_MONTHS} meses después de cada acción. No se puede deshacer.`,
            'Pídenos una copia de los registros del administrador sobre tu cuenta, la eliminación de una cuenta en la que ya no puedes iniciar sesión o la eliminación de los mensajes que nos enviaste.',
          ],
        },
        {
          type: 'heading',
          text: 'Tus derechos',
        },
        {
          type: 'paragraphs',
          items: [
            'La ley de protección de datos te da estos derechos sobre tus datos personales, y así puedes ejercer cada uno:',
          ],
        },
        {
          type: 'list',
          items: [
            'Acceso: tu página de cuenta muestra tu cuenta y dónde está abierta su sesión, y Descargar mis datos te da todo lo indicado arriba. Para los registros del administrador sobre tu cuenta, tus mensajes de contacto o cualquier otra cosa que tengamos, pídenoslo.',
            'Rectificación: corrige tú mismo tu nombre de usuario o tu dirección de correo en tu página de cuenta; pídenos que corrijamos cualquier otra cosa.',
            'Supresión: elimina tú mismo tu cuenta en tu página de cuenta, o pídenos que eliminemos la cuenta, tus mensajes de contacto u otros datos sobre ti, salvo que la ley nos obligue a conservarlos.',
            'Portabilidad: Descargar mis datos te da tu cuenta, tus puntuaciones y tus partidas en un único archivo JSON, un formato común que otros servicios pueden leer.',
            'Oposición: oponte a lo que hacemos basándonos en nuestros intereses legítimos (los registros del servidor, los contadores de límite de peticiones, los registros del administrador, los mensajes de contacto, los registros de donaciones). Entonces dejamos de hacerlo, salvo que tengamos motivos imperiosos que prevalezcan sobre tus intereses, derechos y libertades, o necesitemos los datos para una reclamación legal.',
            'Limitación: pídenos que conservemos tus datos pero no los usemos, por ejemplo mientras comprobamos una corrección que pediste o una oposición que hiciste.',
            'Reclamación: puedes presentar una reclamación ante una autoridad de control de protección de datos, en particular la del lugar donde vives o trabajas. Nos gustaría tener antes la oportunidad de arreglarlo, pero no necesitas consultarnos antes de reclamar.',
          ],
        },
        {
          type: 'paragraphs',
          items: [
            [
              'Envía tus solicitudes mediante el ',
              {
                text: 'formulario de contacto',
                to: PATHS.contact,
              },
              ' e indica el nombre de usuario y la dirección de correo de la cuenta. Como las cuentas no tienen contraseña, podemos responder a la dirección de correo de la cuenta para asegurarnos de que la solicitud viene de su dueño. Respondemos en el plazo de un mes. El administrador elimina una cuenta exactamente como lo harías tú, con todo lo indicado arriba.',
            ],
            aboutOperatorEs(
              (operator) => `También puedes escribir a ${operator.name} ${reachOperatorEs(operator)}.`,
            ),
          ],
        },
      ],
    },
    {
      id: 'security',
      title: 'Seguridad',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            'Los tokens de sesión, las credenciales del dispositivo y los códigos de inicio de sesión son aleatorios; los dos primeros se guardan en cookies HttpOnly, y los tres se guardan en el servidor solo como hashes. El servidor reparte cada partida, guarda sus partes ocultas hasta que se juegan y solo guarda puntuaciones que ha calculado él mismo a partir de partidas que repartió y vio terminar. También limita la rapidez con la que pueden repetirse las peticiones, rechaza las peticiones de otros sitios que intentan cambiar datos y protege el panel del administrador con una clave.',
            'Ten en cuenta el límite de una cuenta sin contraseña: es tan segura como su buzón de correo y los navegadores desde los que ha iniciado sesión. Conocer una dirección de correo no basta para iniciar sesión desde otro navegador, que necesita el código que enviamos a esa dirección, pero cualquiera que pueda leer tu correo, o que use un navegador desde el que has iniciado sesión y conozca tu dirección, puede iniciar sesión como tú, ver lo que muestra tu página de cuenta, descargar tus datos, cambiar tu nombre de usuario o tu dirección de correo, eliminar la cuenta y jugar en tu nombre. Un cambio de dirección se anuncia por correo a la dirección anterior. La cuenta no contiene datos de pago ni mensajes privados; cierra sesión y borra los datos del sitio en los dispositivos compartidos. Si crees que alguien está usando tu cuenta, elige Cerrar sesión en todos los demás sitios en tu página de cuenta y avísanos.',
          ],
        },
      ],
    },
    {
      id: 'children',
      title: 'Menores',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            'Los juegos son aptos para todas las edades, pero las cuentas son para personas de 13 años o más. Los jugadores más jóvenes pueden jugar a todos los juegos como invitados, sin cuenta ni dirección de correo. No conservamos a sabiendas cuentas de menores de 13 años. Si eres padre, madre o tutor y crees que tu hijo o hija ha creado una cuenta, escríbenos y la eliminaremos.',
          ],
        },
      ],
    },
    {
      id: 'changes',
      title: 'Cambios en esta política',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            'Si el sitio empieza a guardar algo nuevo o a usar los datos de una forma nueva, actualizaremos esta página antes de que el cambio entre en vigor. La política de esta página es siempre la vigente, y la fecha de su parte superior indica cuándo cambió por última vez.',
            'Esta política está escrita en inglés y en español. Si alguna vez las dos versiones no coinciden, prevalece la versión en inglés.',
          ],
        },
      ],
    },
    {
      id: 'contact',
      title: 'Contacto',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            [
              'Las preguntas sobre privacidad y las solicitudes sobre tus datos se envían mediante el ',
              {
                text: 'formulario de contacto',
                to: PATHS.contact,
              },
              '. Las normas de uso del sitio están en los ',
              {
                text: 'Términos del servicio',
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
      text: 'Términos del servicio',
      description: 'Las normas de uso del sitio y de sus clasificaciones.',
    },
    {
      to: PATHS.contact,
      text: 'Contáctanos',
      description: 'Haz una pregunta o pide que se eliminen tus datos.',
    },
    {
      to: PATHS.faq,
      text: 'Preguntas frecuentes',
      description: 'Respuestas rápidas sobre cuentas, puntuaciones y la palabra del día.',
    },
    {
      to: PATHS.about,
      text: 'Acerca de',
      description: 'Para quién es el sitio y los principios en los que se basa.',
    },
  ],
};

export const PRIVACY_POLICY = defineMessages(en, es);
