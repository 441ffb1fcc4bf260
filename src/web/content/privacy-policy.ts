// Longer than 300 lines because it is the whole text of one page, as data; it holds no logic.

import {
  ADMIN_ACTION_RETENTION_MONTHS,
  CONTACT_RETENTION_MONTHS,
  DONATION_RETENTION_MONTHS,
  INACTIVE_ACCOUNT_WARNING_DAYS,
  INACTIVE_ACCOUNT_YEARS,
  SESSION_DAYS,
  UNFINISHED_GAME_HOURS,
} from '../../shared/retention.ts';
import { defineMessages, NOT_TRANSLATED } from '../i18n/catalog.ts';
import { PATHS } from '../lib/paths.ts';
import { PROCESSORS } from '../lib/site-identity.ts';
import type { ContentPage } from './content-types.ts';
import { LEGAL_UPDATED } from './legal-date.ts';
import { aboutOperator, processorNotConfigured, reachOperator } from './operator.ts';

const [FIRST_WARNING_DAYS, LAST_WARNING_DAYS] = INACTIVE_ACCOUNT_WARNING_DAYS;
const { email: EMAIL_PROVIDER, host: HOST_PROVIDER, redis: REDIS_PROVIDER } = PROCESSORS;

/** Where the rate-limit counters are kept: in a shared Redis server only when the build names its provider. */
const COUNTERS_KEPT = REDIS_PROVIDER
  ? `The counters are kept in a Redis server that the site's servers share (see Who processes data for us), or in a server's own memory while that Redis server cannot be reached, never in the database, and each one disappears at the end of its time window: from one minute to one hour.`
  : "The counters are kept in each server's own memory, never in the database or anywhere else, and each one disappears at the end of its time window: from one minute to one hour.";

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
            'Two cookies, both for signing in: one keeps you signed in, the other lets a browser you have signed in from sign in again without a code. The browser also keeps a few settings and your TL;DR progress in its own storage.',
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
            'When a signed-in player finishes a game, the browser sends the game, the time taken in seconds and the score. The server stores the score only after checking it against the game it dealt, as its own record with the moment it arrived and its date in Pacific time (for TL;DR, the day the game was dealt). The game stays stored with it, with every move and the time it arrived, as the record of that score, for as long as the account is kept; it is deleted with the account. From these records we keep your best score per game for each month and for all time (the leaderboards), how many games you have played, your best time and your total points. The home page also shows site-wide totals (players, games played, points and average completion time) that name nobody.',
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
              'The site sets two cookies of its own, and only when you sign up or sign in. Both are marked HttpOnly (scripts on the page cannot read them) and SameSite=Lax (other sites cannot use them to act for you). Both are also marked Secure, so that they are only sent over encrypted connections, except when someone runs the site on their own computer.',
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
          ],
        },
        {
          type: 'paragraphs',
          items: [
            'Because these cookies are needed for the sign-in you asked for, and there are no other cookies of ours, the site shows no cookie banner.',
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
              text: "In local storage, under names that start with brain-training:tldr: which TL;DR game our server dealt you today, when your clock started and, once it is over, its time and score, so that a reload resumes it (earlier days' records are removed when TL;DR next opens); your TL;DR statistics (games played, wins, streaks and guess distribution), kept apart for guests and for each account used in this browser; and the high-contrast colour setting.",
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
            "Download your data: on your account page, Download my data saves what we hold about your account as one JSON file: the account (its number, username, e-mail address, the language you last used the site in, when it was created, when it last signed in, when its address was last proven, when it was suspended, if it is, and when the warnings about an unused account were sent, if they were), your sessions and remembered browsers as listed there, every score, every game dealt to your account with each of your moves and the time the server received it, your statistics per game and your leaderboard entries. It leaves out the hashes of tokens and codes, a change of address still waiting for its code, what the server dealt in each game (such as a card layout or an answer), and the administrator's records of actions on your account, which you can ask us for.",
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

export const PRIVACY_POLICY = defineMessages(en, NOT_TRANSLATED);
