// Scale-out check: two instances of the real server behind a real load balancer (nginx, started
// here from Debian's package) on one PostgreSQL and one Redis, and a list of checks that what one
// instance does, the other sees: sessions and device credentials, games played move by move across
// both, boards and statistics right after each score, rate limits counted across both by the
// client's own address, the admin key's lockout, sign-in codes, the contact form, the daily picks.
// It prints a table of the checks and exits with 1 when one fails. On two cores this is a
// correctness run, not a measure of how far two instances scale; it prints the load average.
//
// Environment: DATABASE_URL (a PostgreSQL server to create the run's database on; by default the
// one at 127.0.0.1:5432), REDIS_URL (by default redis://127.0.0.1:6379; the run's counters go under
// a key prefix of their own, removed at the end), NGINX (default /usr/sbin/nginx), SCALE_PLAYERS
// (players of the concurrent part, default 20, each playing 3 games).
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import pg from 'pg';
import { freePort } from '../src/server/lib/free-port.ts';
import { tldrAnswerOf } from '../src/server/modules/plays/daily.ts';
import { TLDR_ANSWERS } from '../src/shared/games/tldr/answers.ts';
import { tldrScore } from '../src/shared/games/tldr/scoring.ts';
import { pacificDay } from '../src/shared/time.ts';
import { type FinishedPlay, type GameNumber, playGame, type Send } from '../tests/helpers/play-game.ts';
import { type SmtpSink, startSmtpSink } from '../tests/helpers/smtp-sink.ts';
import { cpuSnapshot, postmasterPid } from './cpu.ts';
import { type Answer, Browser, closeBrowsers, servedCounts } from './support/http-browser.ts';
import { type Instance, startInstance } from './support/instance-process.ts';
import { type Balancer, startNginx } from './support/nginx-balancer.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const GAME_SECRET = randomBytes(24).toString('hex');
const ADMIN_KEY = randomBytes(24).toString('hex');
/** The balancer connects to the instances from this address, the only one they trust as a proxy. */
const BALANCER_ADDRESS = '127.0.0.2';
const TEAM = 'team@scale.example';
const PLAYERS = Math.max(2, Number(process.env.SCALE_PLAYERS) || 20);
const GAMES_EACH = 3;
const TAG = randomBytes(3).toString('hex');
const GAME_NAMES: Record<GameNumber, string> = {
  1: 'Memory Match',
  2: 'Number Puzzle',
  3: 'Word Scramble',
  4: 'TL;DR',
};
/** The server's settings, all set here: none is taken from this process's environment. */
const SERVER_SETTINGS =
  /^(NODE_ENV|PORT|HOST|DATABASE_URL|DATA_DIR|DATABASE_POOL_SIZE|ADMIN_KEY|GAME_SECRET|REDIS_URL|RATE_LIMIT.*|REQUEST_TIMEOUT_SECONDS|TRUST_PROXY|PUBLIC_ORIGIN|COOKIE_SECURE|SMTP_URL|CONTACT_TO|CONTACT_FROM|PAYPAL_.*|SISTER_SITE_.*|OPERATOR_.*|LOG_LEVEL|WEB_ROOT)$/;

const say = (message: string) => process.stdout.write(`${message}\n`);
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const loadText = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** Undone in reverse order at the end, also after a failure or Ctrl-C. */
const cleanups: Array<{ what: string; run: () => Promise<void> }> = [];
let cleaning: Promise<void> | undefined;
/** Set on Ctrl-C: no further check starts while everything is stopped. */
let interrupted = false;

function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    while (cleanups.length > 0) {
      const cleanup = cleanups.pop();
      if (!cleanup) break;
      await cleanup.run().catch((error: Error) => say(`could not ${cleanup.what}: ${error.message}`));
    }
  })();
  return cleaning;
}

// ---------------------------------------------------------------------------------------------
// Checks

interface Check {
  area: string;
  name: string;
  ok: boolean;
  detail: string;
}

const checks: Check[] = [];

class Failed extends Error {}

function expect(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Failed(message);
}

function expectStatus(answer: Answer, status: number, what: string): void {
  expect(
    answer.status === status,
    `${what} answered ${answer.status} (${JSON.stringify(answer.body).slice(0, 160)}), expected ${status}`,
  );
}

/** Runs one check; its detail (or what went wrong) goes in the table. */
async function check(area: string, name: string, run: () => Promise<string>): Promise<void> {
  if (interrupted) return;
  let ok = true;
  let detail: string;
  try {
    detail = await run();
  } catch (error) {
    ok = false;
    detail = error instanceof Failed ? error.message : `error: ${(error as Error).stack ?? error}`;
  }
  if (interrupted) return;
  checks.push({ area, name, ok, detail });
  say(`${ok ? 'pass' : 'FAIL'}  ${area}: ${name}${ok ? '' : `\n      ${detail}`}`);
}

// ---------------------------------------------------------------------------------------------
// The site

interface Site {
  balancer: Balancer;
  a: Instance;
  b: Instance;
  mail: SmtpSink;
  db: pg.Client;
  /** The instances' names by the address the balancer gives in X-Upstream. */
  names: Map<string, string>;
  /** The database's name, and PostgreSQL's main process when it runs on this machine (for its CPU). */
  dbName: string;
  postmasterPid: number | undefined;
  /** Every server process started, restarts included, for their logs. */
  processes: Instance[];
  /** Stops instance A (SIGTERM: it finishes what is in flight) and starts it again on its port. */
  restartA: () => Promise<{ downMs: number; exitedAt: number }>;
}

/** A, B, A, B...: which instance served each request, and whether each was the other than the one before. */
function served(site: Site, list: string[]): { text: string; alternates: boolean; both: boolean } {
  const names = list.map((address) => site.names.get(address) ?? address);
  const alternates = names.every((name, i) => i === 0 || name !== names[i - 1]);
  const both = new Set(names).size === 2;
  const text = names.length > 12 ? `${names.slice(0, 12).join('')}... (${names.length})` : names.join('');
  return { text, alternates, both };
}

/** Addresses of clients: each browser connects from its own, as clients behind the balancer do. */
let nextClient = 10;
function clientAddress(): string {
  nextClient += 1;
  return `127.0.${Math.floor(nextClient / 250)}.${(nextClient % 250) + 3}`;
}

function browser(site: Site): Browser {
  return new Browser(site.balancer.base, clientAddress());
}

async function signUp(who: Browser, name: string) {
  const username = `${name}_${TAG}`;
  const email = `${username}@players.example`;
  const answer = await who.post('/api/users', { username, email });
  expectStatus(answer, 201, `sign-up of ${username}`);
  expect(
    who.hasCookie('bts_session') && who.hasCookie('bts_device'),
    'sign-up set no session or device cookie',
  );
  return { id: answer.body.id as number, username, email, servedBy: answer.servedBy };
}

type Player = Awaited<ReturnType<typeof signUp>>;

/** The sign-in code of the mail number `skip` (0 first) to this address. */
/** How many mails reached an address so far: the `skip` for the next one's code. */
function mailsTo(site: Site, email: string): number {
  return site.mail.received.filter((mail) => mail.rcptTo.includes(email)).length;
}

async function codeMailed(site: Site, email: string, skip: number): Promise<string> {
  const mail = await Promise.race([site.mail.mailTo(email, skip), sleep(10_000).then(() => undefined)]);
  expect(mail, `no sign-in code reached ${email} within 10 s`);
  const code = /\b(\d{6})\b/.exec(mail.headers.get('subject') ?? '')?.[1];
  expect(code, 'the mail holds no six-digit code');
  return code;
}

/** Submits a finished play with the server's own time and score, as a browser does. */
async function submit(who: Browser, player: Player, play: FinishedPlay, via?: string) {
  // Memory Match's last match falls due half a second after its last card.
  await sleep(600);
  const { timeSeconds, score } = play.result;
  const answer = await who.post(
    '/api/scores',
    { userId: player.id, gameId: play.gameId, timeSeconds, score, playId: play.playId },
    { via },
  );
  expectStatus(answer, 201, `POST /api/scores (${GAME_NAMES[play.gameId]})`);
  return { id: answer.body.id as number, score, timeSeconds, servedBy: answer.servedBy };
}

/** What both instances answer to a GET, asked directly; fails unless they answer alike. */
async function onBoth(site: Site, who: Browser, url: string, status = 200, headers?: Record<string, string>) {
  const [a, b] = await Promise.all([
    who.get(url, { via: site.a.base, headers }),
    who.get(url, { via: site.b.base, headers }),
  ]);
  expectStatus(a, status, `A: GET ${url}`);
  expectStatus(b, status, `B: GET ${url}`);
  expect(
    JSON.stringify(a.body) === JSON.stringify(b.body),
    `A and B answer GET ${url} differently: ${JSON.stringify(a.body).slice(0, 200)} / ${JSON.stringify(b.body).slice(0, 200)}`,
  );
  return a.body;
}

// biome-ignore lint/suspicious/noExplicitAny: entries as the API answers them
const entryOf = (board: any[], username: string) => board.find((entry) => entry.username === username);

// ---------------------------------------------------------------------------------------------
// The checks, area by area

async function startUp(site: Site, started: number): Promise<void> {
  await check('start', 'both instances started together on an empty database', async () => {
    const files = readdirSync(path.join(ROOT, 'src/server/db/migrations')).filter((f) => f.endsWith('.sql'));
    const applied = await site.db.query<{ rows: number; hashes: number }>(
      'SELECT count(*)::int AS rows, count(DISTINCT hash)::int AS hashes FROM drizzle.__drizzle_migrations',
    );
    const row = applied.rows[0];
    expect(
      row?.rows === files.length && row.hashes === files.length,
      `migrations recorded ${row?.rows} times (${row?.hashes} distinct) for ${files.length} files`,
    );
    return `both ready in ${((performance.now() - started) / 1000).toFixed(1)} s; each of the ${files.length} migrations applied once (advisory lock)`;
  });
  await check('start', 'the balancer takes the instances in turn', async () => {
    const probe = browser(site);
    for (let i = 0; i < 6; i += 1) expectStatus(await probe.get('/readyz'), 200, 'GET /readyz');
    const turns = served(site, probe.servedBy);
    expect(turns.alternates && turns.both, `served by ${turns.text}`);
    return `6 requests served ${turns.text}`;
  });
}

async function sessions(site: Site): Promise<void> {
  const home = browser(site);
  let alice: Player | undefined;
  await check('sessions', 'a session started on one instance is valid on both', async () => {
    alice = await signUp(home, 'alice');
    const from = home.servedBy.length;
    for (let i = 0; i < 6; i += 1) {
      const me = await home.get('/api/auth/me');
      expectStatus(me, 200, 'GET /api/auth/me');
      expect(me.body.id === alice.id, `GET /api/auth/me named user ${me.body.id}, not ${alice.id}`);
    }
    const turns = served(site, home.servedBy.slice(from));
    expect(turns.alternates && turns.both, `requests served ${turns.text}, not in turn`);
    const direct = await onBoth(site, home, '/api/auth/me');
    expect(direct.id === alice.id, 'asked directly, the instances name another user');
    return `signed up on ${site.names.get(alice.servedBy)}; /me ${turns.text} through the balancer and on A and B directly: ${alice.username}`;
  });
  if (!alice) return;
  const user = alice;

  const phone = browser(site);
  await check(
    'sessions',
    'sign-in from a new browser: code asked on one instance, checked on the other',
    async () => {
      const before = site.mail.received.length;
      const login = await phone.post('/api/auth/login', { email: user.email });
      expectStatus(login, 202, 'POST /api/auth/login from a new browser');
      const code = await codeMailed(site, user.email, 0);
      const verify = await phone.post('/api/auth/verify', { email: user.email, code });
      expectStatus(verify, 200, 'POST /api/auth/verify');
      expect(verify.servedBy !== login.servedBy, 'the code was asked and checked on the same instance');
      expect(phone.hasCookie('bts_device'), 'no device credential was left in the new browser');
      const me = await onBoth(site, phone, '/api/auth/me');
      expect(me.id === user.id, 'the new browser is signed in as someone else');
      return `login on ${site.names.get(login.servedBy)}, code (mail ${site.mail.received.length - before}) checked on ${site.names.get(verify.servedBy)}; signed in on both`;
    },
  );

  await check(
    'sessions',
    "the first code sign-in proves the address and ends the sign-up browser's session and credential on both",
    async () => {
      // Whoever proves the e-mail owns the account: the sign-up browser never proved it.
      await onBoth(site, home, '/api/auth/me', 401);
      const mails = mailsTo(site, user.email);
      const login = await home.post('/api/auth/login', { email: user.email });
      expectStatus(login, 202, 'POST /api/auth/login with the ended device credential');
      expect(login.body.codeRequired === true, 'the ended device credential signed in without a code');
      // Its code is mailed; the browser does not use it.
      await codeMailed(site, user.email, mails);
      return `the new browser's code sign-in ended the sign-up browser's session (401 on A and B) and its device credential (a code asked on ${site.names.get(login.servedBy)})`;
    },
  );

  const tablet = browser(site);
  await check('sessions', 'signing out on one instance ends the session on both', async () => {
    const mails = mailsTo(site, user.email);
    expectStatus(await tablet.post('/api/auth/login', { email: user.email }), 202, 'POST /api/auth/login');
    const code = await codeMailed(site, user.email, mails);
    expectStatus(
      await tablet.post('/api/auth/verify', { email: user.email, code }),
      200,
      'POST /api/auth/verify',
    );
    const oldCookie = phone.cookie();
    const logout = await phone.post('/api/auth/logout');
    expectStatus(logout, 200, 'POST /api/auth/logout');
    for (const instance of [site.a, site.b]) {
      const replay = await phone.get('/api/auth/me', { via: instance.base, cookie: oldCookie });
      expectStatus(replay, 401, `${instance.name}: GET /api/auth/me with the signed-out session`);
    }
    // The address is proven now: a later code sign-in ends no other session.
    const still = await onBoth(site, tablet, '/api/auth/me');
    expect(still.id === user.id, "the other browser's session went too");
    return `signed out on ${site.names.get(logout.servedBy)}; the old cookie gets 401 on A and B; the browser signed in after the address was proven stays signed in on both`;
  });

  await check(
    'sessions',
    'a device credential from one instance signs in on the other (no code)',
    async () => {
      const mails = site.mail.received.length;
      const login = await phone.post('/api/auth/login', { email: user.email });
      expectStatus(login, 200, 'POST /api/auth/login with the device credential');
      expect(
        site.mail.received.length === mails,
        'a code was mailed although the browser holds a credential',
      );
      const me = await onBoth(site, phone, '/api/auth/me');
      expect(me.id === user.id, 'signed in as someone else');
      return `credential left by the code sign-in, after signing out, accepted on ${site.names.get(login.servedBy)} with the address alone; signed in on both`;
    },
  );

  await check('sessions', "a code's five tries are counted across both instances", async () => {
    const stranger = browser(site);
    const mails = mailsTo(site, user.email);
    const login = await stranger.post('/api/auth/login', { email: user.email });
    expectStatus(login, 202, 'POST /api/auth/login');
    const code = await codeMailed(site, user.email, mails);
    const wrong = code === '000000' ? '000001' : '000000';
    const left: string[] = [];
    const from = stranger.servedBy.length;
    for (let i = 0; i < 5; i += 1) {
      const answer = await stranger.post('/api/auth/verify', { email: user.email, code: wrong });
      expectStatus(answer, 400, `wrong code ${i + 1}`);
      left.push(String(answer.body.triesLeft ?? answer.body.code));
    }
    const right = await stranger.post('/api/auth/verify', { email: user.email, code });
    expectStatus(right, 400, 'the right code after five wrong ones');
    expect(right.body.code === 'SIGN_IN_CODE_USED_UP', `the right code answered ${right.body.code}`);
    const turns = served(site, stranger.servedBy.slice(from));
    expect(turns.alternates, `tries served ${turns.text}`);
    // The tries are that address's: the owner's browser elsewhere still signs in with the code.
    const owner = browser(site);
    const signedIn = await owner.post('/api/auth/verify', { email: user.email, code });
    expectStatus(signedIn, 200, 'the right code from another address');
    return `tries left ${left.join(', ')} (served ${turns.text}); then the right code: SIGN_IN_CODE_USED_UP there, 200 from another address`;
  });
}

/** Reads a game's boards and statistics on both instances twice, so that both hold them in memory. */
async function warmBoards(site: Site, who: Browser, gameId: number): Promise<void> {
  for (let i = 0; i < 2; i += 1) {
    await onBoth(site, who, `/api/leaderboard/${gameId}`);
    await onBoth(site, who, `/api/leaderboard/${gameId}?period=all`);
  }
}

/** Right after a score: both instances' boards, own entry, statistics and the player's summary. */
async function seenOnBoth(
  site: Site,
  who: Browser,
  player: Player,
  gameId: number,
  score: number,
  statsBefore: { gamesPlayed: number; totalScores: number },
): Promise<void> {
  for (const period of ['month', 'all']) {
    const board = await onBoth(site, who, `/api/leaderboard/${gameId}?period=${period}`);
    const entry = entryOf(board, player.username);
    expect(entry, `the ${period} board of game ${gameId} lacks ${player.username} right after the score`);
    expect(entry.score >= score, `the ${period} board shows ${entry.score}, below the score ${score}`);
    const own = await onBoth(site, who, `/api/leaderboard/${gameId}/me?period=${period}`);
    expect(own.entry?.score === entry.score, `the own entry (${period}) differs from the board`);
  }
  const stats = await onBoth(site, who, '/api/stats');
  expect(
    stats.gamesPlayed === statsBefore.gamesPlayed + 1 &&
      stats.totalScores === statsBefore.totalScores + score,
    `stats ${stats.gamesPlayed} games / ${stats.totalScores} points, expected ${statsBefore.gamesPlayed + 1} / ${statsBefore.totalScores + score}`,
  );
  const summary = await onBoth(site, who, `/api/users/${player.id}/scores`);
  expect(summary[String(gameId)]?.gamesPlayed >= 1, "the player's summary lacks the game");
}

async function games(site: Site): Promise<void> {
  const who = browser(site);
  const bob = await signUp(who, 'bob');
  let firstScramble: { words: string[]; dealtOn: string } | undefined;

  for (const gameId of [1, 2, 3] as GameNumber[]) {
    await check(
      'games',
      `${GAME_NAMES[gameId]}: played move by move across both, seen on both at once`,
      async () => {
        await warmBoards(site, who, gameId);
        const statsBefore = await onBoth(site, who, '/api/stats');
        const from = who.servedBy.length;
        const play = await playGame(who.sender(), {
          gameId,
          difficulty: 'easy',
          cookie: who.cookie(),
          wait: sleep,
        });
        const turns = served(site, who.servedBy.slice(from));
        expect(turns.alternates && turns.both, `the deal and moves were served ${turns.text}`);
        if (gameId === 3) firstScramble = { words: scrambleWords(play), dealtOn: who.servedBy[from] ?? '' };
        const submitted = await submit(who, bob, play);
        await seenOnBoth(site, who, bob, gameId, submitted.score, statsBefore);
        return `deal and ${play.requests.length - 1} move requests ${turns.text}; ${submitted.score} points submitted on ${site.names.get(submitted.servedBy)}, on both boards, own entries and stats at once`;
      },
    );
  }

  await check(
    'games',
    "Word Scramble: the next game, dealt on the other instance, repeats none of the day's words",
    async () => {
      expect(firstScramble, 'the first Word Scramble was not played');
      const { words, dealtOn } = firstScramble;
      const other = dealtOn === site.a.address ? site.b : site.a;
      const second = await playGame(viaFirst(who, other.base), {
        gameId: 3,
        difficulty: 'easy',
        cookie: who.cookie(),
      });
      const again = scrambleWords(second);
      const repeated = again.filter((word) => words.includes(word));
      expect(words.length === 5 && again.length === 5, `games of ${words.length} and ${again.length} words`);
      expect(repeated.length === 0, `repeated ${repeated.join(', ')}`);
      return `first game dealt on ${site.names.get(dealtOn)}, the next on ${other.name}: 10 different words`;
    },
  );

  await check(
    'games',
    "TL;DR: the day's ranked play resumes on the other instance, scores once, then comes back finished on both",
    async () => {
      await warmBoards(site, who, 4);
      const statsBefore = await onBoth(site, who, '/api/stats');
      const dealt = await who.post('/api/plays', { gameId: 4 }, { via: site.a.base });
      expectStatus(dealt, 201, 'A: POST /api/plays (TL;DR)');
      const day: string = dealt.body.view.day;
      const answer = tldrAnswerOf(GAME_SECRET, day, bob.id);
      const wrong = TLDR_ANSWERS.find((word) => word !== answer) as string;
      await who.post(
        `/api/plays/${dealt.body.playId}/moves`,
        { moves: [{ type: 'start' }] },
        { via: site.a.base },
      );
      await sleep(1500);
      const guess = await who.post(
        `/api/plays/${dealt.body.playId}/moves`,
        { moves: [{ type: 'guess', word: wrong }] },
        { via: site.b.base },
      );
      expectStatus(guess, 200, 'B: a wrong guess');
      const resumed = await who.post('/api/plays', { gameId: 4 }, { via: site.b.base });
      expectStatus(resumed, 200, 'B: POST /api/plays again the same day');
      expect(resumed.body.playId === dealt.body.playId, 'B dealt another play instead of resuming');
      expect(
        resumed.body.view.rows.length === 1,
        `the resumed play shows ${resumed.body.view.rows.length} rows, not 1`,
      );
      await sleep(1500);
      const won = await who.post(
        `/api/plays/${dealt.body.playId}/moves`,
        { moves: [{ type: 'guess', word: answer }] },
        { via: site.a.base },
      );
      expectStatus(won, 200, 'A: the right guess');
      expect(won.body.status === 'over', `after the right guess the play is ${won.body.status}`);
      const play: FinishedPlay = {
        playId: dealt.body.playId,
        gameId: 4,
        scoreFor: (seconds) => tldrScore(true, 2, seconds),
        dealtAt: new Date(Date.parse(dealt.body.expiresAt) - 24 * 60 * 60_000).toISOString(),
        requests: [],
        answers: [],
        result: won.body.result,
      };
      const submitted = await submit(who, bob, play, site.b.base);
      await seenOnBoth(site, who, bob, 4, submitted.score, statsBefore);
      for (const instance of [site.a, site.b]) {
        const another = await who.post('/api/plays', { gameId: 4 }, { via: instance.base });
        expectStatus(another, 200, `${instance.name}: POST /api/plays after the day's TL;DR`);
        expect(
          another.body.playId === dealt.body.playId && another.body.status === 'over',
          `${instance.name} did not answer the day's finished play`,
        );
      }
      return `dealt on A, wrong guess on B, resumed on B, won on A, ${submitted.score} points submitted on B, on both boards; a new deal: the finished play on A and B`;
    },
  );

  await check('games', 'TL;DR: both instances pick the same word of the day and of past days', async () => {
    const guests: string[] = [];
    for (const instance of [site.a, site.b]) {
      const guest = browser(site);
      const play = await playGame(viaFirst(guest, instance.base), { gameId: 4, secret: GAME_SECRET });
      guests.push(`dealt on ${instance.name}, won in ${play.answers.length - 1} guess`);
    }
    // The word of the day is stored when first dealt: both instances read the one row.
    const day = pacificDay(new Date());
    const stored = await site.db.query('SELECT answer FROM tldr_daily_words WHERE day = $1', [day]);
    expect(
      stored.rows[0]?.answer === tldrAnswerOf(GAME_SECRET, day, null),
      `the stored word of the day is ${stored.rows[0]?.answer}`,
    );
    return `guests' plays (${guests.join('; ')}) with the word from the shared GAME_SECRET, stored once for both`;
  });
}

/** The words a Word Scramble play solved, in order. */
function scrambleWords(play: FinishedPlay): string[] {
  const words: string[] = [];
  for (const answer of play.answers as Array<{ reveals?: Array<{ kind?: string; word?: string }> }>) {
    for (const reveal of answer.reveals ?? [])
      if (reveal.kind === 'correct' && reveal.word) words.push(reveal.word);
  }
  return words;
}

/** The browser's sender, with the deal sent to one instance directly and the moves through the balancer. */
function viaFirst(who: Browser, base: string): Send {
  let first = true;
  return async ({ method, url, payload }) => {
    const via = first ? base : undefined;
    first = false;
    const answer = await who.request(method, url, { body: payload, via });
    return { status: answer.status, body: answer.body };
  };
}

async function limitedAfter(
  who: Browser,
  count: number,
  request: (i: number) => Promise<Answer>,
): Promise<{ statuses: Set<number>; last: Answer; from: number }> {
  const from = who.servedBy.length;
  const statuses = new Set<number>();
  for (let i = 0; i < count; i += 1) {
    const answer = await request(i);
    expect(answer.status !== 429, `refused (429) at request ${i + 1} of ${count} allowed`);
    statuses.add(answer.status);
  }
  const last = await request(count);
  return { statuses, last, from };
}

/** Sends the same request to A and to B at the same moment. */
function atOnce(site: Site, send: (via: string) => Promise<Answer>): Promise<[Answer, Answer]> {
  return Promise.all([send(site.a.base), send(site.b.base)]);
}

const statusesOf = (answers: Answer[]) =>
  answers
    .map((answer) => answer.status)
    .sort()
    .join(' and ');

/** A live board stream opened through the balancer from `address`: the instance behind it and the events' arrivals. */
function liveStream(site: Site, address: string) {
  const base = new URL(site.balancer.base);
  const arrivals = new Map<string, number>();
  return new Promise<{ servedBy: string; arrivals: Map<string, number>; close: () => void }>(
    (resolve, reject) => {
      const request = http.get(
        {
          host: base.hostname,
          port: base.port,
          path: '/api/live/boards',
          headers: { accept: 'text/event-stream' },
          localAddress: address,
          agent: false,
        },
        (response) => {
          if (response.statusCode !== 200) {
            reject(new Failed(`the stream answered ${response.statusCode} through nginx`));
            return;
          }
          response.setEncoding('utf8');
          let buffer = '';
          let ready = false;
          response.on('data', (chunk: string) => {
            buffer += chunk;
            let end = buffer.indexOf('\n\n');
            while (end !== -1) {
              const block = buffer.slice(0, end);
              buffer = buffer.slice(end + 2);
              const id = /^id: (\d+)$/m.exec(block)?.[1];
              if (block.includes('event: board') && id) arrivals.set(id, performance.now());
              if (block.includes('event: ready') && !ready) {
                ready = true;
                resolve({
                  servedBy: String(response.headers['x-upstream'] ?? ''),
                  arrivals,
                  close: () => request.destroy(),
                });
              }
              end = buffer.indexOf('\n\n');
            }
          });
        },
      );
      request.on('error', reject);
    },
  );
}

async function live(site: Site): Promise<void> {
  await check(
    'live boards',
    'a score stored through one instance reaches the streams held by both, through nginx, at once',
    async () => {
      // Round robin: two streams opened one after the other are held by the two instances.
      const streams = [await liveStream(site, clientAddress()), await liveStream(site, clientAddress())];
      const holders = streams.map((stream) => site.names.get(stream.servedBy) ?? stream.servedBy);
      expect(new Set(holders).size === 2, `both streams are held by ${holders.join(' and ')}`);
      const who = browser(site);
      const player = await signUp(who, 'lena');
      const play = await playGame(who.sender(), {
        gameId: 4,
        cookie: who.cookie(),
        userId: player.id,
        secret: GAME_SECRET,
        wait: sleep,
      });
      const submitted = await submit(who, player, play);
      const acknowledged = performance.now();
      const deadline = acknowledged + 2000;
      const seen = () => streams.map((stream) => [...stream.arrivals.values()]);
      while (seen().some((times) => times.length < 2) && performance.now() < deadline) await sleep(10);
      for (const stream of streams) stream.close();
      const delays = seen().map((times) => Math.max(...times) - acknowledged);
      expect(
        seen().every((times) => times.length >= 2),
        `events received: ${seen()
          .map((times) => times.length)
          .join(' and ')} of 2 each within 2 s`,
      );
      return `streams held by ${holders.join(' and ')}; the score stored on ${site.names.get(submitted.servedBy)} reached both ${delays.map((delay) => `${delay.toFixed(0)} ms`).join(' and ')} after its 201 (its two boards' events)`;
    },
  );
}

async function races(site: Site): Promise<void> {
  await check('races', 'the same username signed up on A and B at once: one account', async () => {
    const [first, second] = [browser(site), browser(site)];
    const username = `twin_${TAG}`;
    const answers = await Promise.all([
      first.post('/api/users', { username, email: `${username}_1@players.example` }, { via: site.a.base }),
      second.post('/api/users', { username, email: `${username}_2@players.example` }, { via: site.b.base }),
    ]);
    expect(statusesOf(answers) === '201 and 409', `answered ${statusesOf(answers)}`);
    const rows = await site.db.query('SELECT 1 FROM users WHERE lower(username) = $1', [username]);
    expect(rows.rowCount === 1, `${rows.rowCount} accounts named ${username}`);
    return 'answered 201 and 409; one account stored';
  });

  await check('races', 'the right sign-in code sent to A and B at once: one sign-in', async () => {
    const owner = browser(site);
    const ivy = await signUp(owner, 'ivy');
    const mails = site.mail.received.filter((mail) => mail.rcptTo.includes(ivy.email)).length;
    const stranger = browser(site);
    expectStatus(
      await stranger.post('/api/auth/login', { email: ivy.email }),
      202,
      'login from a new browser',
    );
    const code = await codeMailed(site, ivy.email, mails);
    const answers = await atOnce(site, (via) =>
      stranger.post('/api/auth/verify', { email: ivy.email, code }, { via }),
    );
    expect(statusesOf(answers) === '200 and 400', `answered ${statusesOf(answers)}`);
    return `answered ${statusesOf(answers)} (${answers.find((answer) => answer.status === 400)?.body.code})`;
  });

  await check('races', 'one finished game submitted to A and B at once: scored once', async () => {
    const who = browser(site);
    const gina = await signUp(who, 'gina');
    const play = await playGame(who.sender(), { gameId: 2, difficulty: 'easy', cookie: who.cookie() });
    const { timeSeconds, score } = play.result;
    const body = { userId: gina.id, gameId: 2, timeSeconds, score, playId: play.playId };
    const statsBefore = await onBoth(site, who, '/api/stats');
    const answers = await atOnce(site, (via) => who.post('/api/scores', body, { via }));
    expect(statusesOf(answers) === '201 and 422', `answered ${statusesOf(answers)}`);
    const refused = answers.find((answer) => answer.status === 422)?.body.code;
    expect(refused === 'PLAY_SUBMITTED', `the second answered ${refused}`);
    const stats = await onBoth(site, who, '/api/stats');
    expect(
      stats.gamesPlayed === statsBefore.gamesPlayed + 1,
      `stats count ${stats.gamesPlayed - statsBefore.gamesPlayed} games`,
    );
    const stored = await site.db.query('SELECT 1 FROM scores WHERE user_id = $1', [gina.id]);
    expect(stored.rowCount === 1, `${stored.rowCount} scores stored`);
    return 'answered 201 and 422 PLAY_SUBMITTED; one score stored and counted on both';
  });

  await check('races', "the day's TL;DR dealt on A and B at once: one play", async () => {
    const who = browser(site);
    await signUp(who, 'hal');
    const answers = await atOnce(site, (via) => who.post('/api/plays', { gameId: 4 }, { via }));
    expect(statusesOf(answers) === '200 and 201', `answered ${statusesOf(answers)}`);
    expect(answers[0].body.playId === answers[1].body.playId, 'two different plays were dealt');
    return 'answered 201 and 200 with the same play';
  });
}

async function rateLimits(site: Site): Promise<void> {
  await check(
    'rate limits',
    'sign-ins per address: 20 a minute across both, by the client behind the balancer',
    async () => {
      const client = browser(site);
      const nobody = (i: number) => ({ email: `nobody_${TAG}_${i}@players.example` });
      const { last, from } = await limitedAfter(client, 20, (i) => client.post('/api/auth/login', nobody(i)));
      expectStatus(last, 429, 'the 21st sign-in of one address');
      const turns = served(site, client.servedBy.slice(from, from + 20));
      expect(turns.alternates, `the 20 were served ${turns.text}`);
      const forged = await client.post('/api/auth/login', nobody(99), {
        headers: { 'x-forwarded-for': '198.51.100.7' },
      });
      expectStatus(forged, 429, 'the same client naming another address in X-Forwarded-For');
      const direct = await client.post('/api/auth/login', nobody(98), {
        via: site.a.base,
        headers: { 'x-forwarded-for': '198.51.100.8' },
      });
      expectStatus(direct, 429, 'the same client on A directly, naming another address in X-Forwarded-For');
      const neighbour = browser(site);
      const other = await neighbour.post('/api/auth/login', nobody(97));
      // An address without an account gets the 202 of every address, so that login tells nothing.
      expectStatus(other, 202, 'another client through the same balancer');
      return `20 served ${turns.text} (10 each), the 21st 429; a forged X-Forwarded-For, through the balancer or directly: 429; another client: 202 (not limited)`;
    },
  );

  await check('rate limits', 'games dealt per address: 30 a minute across both', async () => {
    const client = browser(site);
    const { last, from } = await limitedAfter(client, 30, () => client.post('/api/plays', { gameId: 1 }));
    expectStatus(last, 429, 'the 31st deal');
    const turns = served(site, client.servedBy.slice(from, from + 30));
    expect(turns.alternates, `served ${turns.text}`);
    return `30 deals served ${turns.text}, the 31st 429`;
  });

  await check(
    'rate limits',
    'score submissions per player: 12 a minute across both, whatever the address',
    async () => {
      const home = browser(site);
      const carol = await signUp(home, 'carol');
      const bogus = (i: number) => ({
        userId: carol.id,
        gameId: 2,
        timeSeconds: 30,
        score: 100,
        playId: `${TAG}${String(i).padStart(16, '0')}`,
      });
      const { statuses, last, from } = await limitedAfter(home, 12, (i) =>
        home.post('/api/scores', bogus(i)),
      );
      expectStatus(last, 429, 'the 13th submission');
      const turns = served(site, home.servedBy.slice(from, from + 12));
      expect(turns.alternates, `served ${turns.text}`);
      // The same player from another address (the cookie copied into another browser).
      const elsewhere = browser(site);
      const moved = await elsewhere.post('/api/scores', bogus(20), { cookie: home.cookie() });
      expectStatus(moved, 429, 'the same player from another address');
      return `12 answered ${[...statuses].join('/')} (${turns.text}), the 13th 429, also from another address`;
    },
  );

  await check('rate limits', 'sign-in codes per account: 6 an hour across both', async () => {
    const owner = browser(site);
    const dave = await signUp(owner, 'dave');
    const before = site.mail.received.length;
    const strangers: Browser[] = [];
    const stranger = () => {
      const fresh = new Browser(site.balancer.base, strangers[0]?.address ?? clientAddress());
      strangers.push(fresh);
      return fresh;
    };
    const held = (instance: Instance) =>
      instance.problems().filter((entry) => entry.msg.includes('the account had its codes for this hour'))
        .length;
    const heldBefore = held(site.a) + held(site.b);
    // Past the limit the answer stays the 202 of every address (it would tell that the account exists):
    // the 7th code is held back, which each instance logs, and never mailed.
    for (let i = 0; i < 7; i += 1) {
      const answer = await stranger().post('/api/auth/login', { email: dave.email });
      expectStatus(answer, 202, `login ${i + 1} from a new browser`);
    }
    const turns = served(site, strangers.flatMap((one) => one.servedBy).slice(0, 7));
    expect(turns.alternates, `served ${turns.text}`);
    const deadline = Date.now() + 10_000;
    const mailed = () =>
      site.mail.received.slice(before).filter((mail) => mail.rcptTo.includes(dave.email)).length;
    while ((mailed() < 6 || held(site.a) + held(site.b) === heldBefore) && Date.now() < deadline)
      await sleep(50);
    expect(held(site.a) + held(site.b) === heldBefore + 1, 'no instance logged the 7th code as held back');
    expect(mailed() === 6, `${mailed()} codes mailed, not 6`);
    return `7 codes asked (${turns.text}), all answered 202; 6 mailed, the 7th held back`;
  });

  await check(
    'rate limits',
    'contact messages per address: 5 an hour across both; each stored and forwarded once',
    async () => {
      const client = browser(site);
      const subject = `Scale check ${TAG}`;
      const { last, from } = await limitedAfter(client, 5, (i) =>
        client.post('/api/contact', {
          name: 'Visitor',
          email: 'visitor@players.example',
          subject,
          message: `Message ${i}`,
        }),
      );
      expectStatus(last, 429, 'the 6th message');
      const turns = served(site, client.servedBy.slice(from, from + 5));
      expect(turns.alternates, `served ${turns.text}`);
      const deadline = Date.now() + 10_000;
      const forwarded = () =>
        site.mail.received.filter((mail) => mail.rcptTo.includes(TEAM) && mail.text.includes('Message'))
          .length;
      while (forwarded() < 5 && Date.now() < deadline) await sleep(50);
      expect(forwarded() === 5, `${forwarded()} messages forwarded, not 5`);
      const admin = browser(site);
      const key = { 'admin-key': ADMIN_KEY };
      // Each message is marked forwarded once its mail is sent, just after the mail arrives.
      await sleep(300);
      const messages = await onBoth(site, admin, '/api/admin/messages', 200, key);
      // biome-ignore lint/suspicious/noExplicitAny: messages as the API answers them
      const ours = messages.filter((message: any) => message.subject === subject);
      // biome-ignore lint/suspicious/noExplicitAny: messages as the API answers them
      const marked = ours.filter((message: any) => message.forwarded).length;
      expect(
        ours.length === 5 && marked === 5,
        `the admin lists ${ours.length} messages, ${marked} forwarded`,
      );
      return `5 sent (${turns.text}), the 6th 429; 5 mails to the team; the admin lists the 5, forwarded, on both`;
    },
  );
}

async function admin(site: Site): Promise<void> {
  const key = { 'admin-key': ADMIN_KEY };
  await check('admin', 'wrong admin keys lock the address out across both (10 in 15 minutes)', async () => {
    const client = browser(site);
    const wrongKey = { headers: { 'admin-key': `wrong-${TAG}-0123456789` } };
    const { last, from } = await limitedAfter(client, 10, () => client.get('/api/admin/stats', wrongKey));
    expect(
      last.status === 429 && last.body.code === 'ADMIN_KEY_LOCKED',
      `the 11th attempt answered ${last.status} ${last.body.code}`,
    );
    const turns = served(site, client.servedBy.slice(from, from + 10));
    expect(turns.alternates, `served ${turns.text}`);
    // Locked on both: a wrong key sent to each instance directly is refused with the lockout.
    for (const instance of [site.a, site.b]) {
      const direct = await client.get('/api/admin/stats', { ...wrongKey, via: instance.base });
      expect(
        direct.status === 429 && direct.body.code === 'ADMIN_KEY_LOCKED',
        `${instance.name}: a wrong key then answered ${direct.status}`,
      );
    }
    // The right key is still taken from that address, so nobody sharing it can lock the admin out.
    const right = await onBoth(site, client, '/api/admin/stats', 200, key);
    return `10 wrong keys (${turns.text}) 401, then 429 ADMIN_KEY_LOCKED on A and B; the right key still reads both (${right.totalGames} games)`;
  });

  const adminBrowser = browser(site);
  const withKey = (via: string) => ({ via, headers: key });
  const player = browser(site);
  const erin = await signUp(player, 'erin');
  const play = await playGame(player.sender(), { gameId: 2, difficulty: 'easy', cookie: player.cookie() });
  const scored = await submit(player, erin, play);

  await check(
    'admin',
    "a score removed on one instance is gone at once from the other's cached board",
    async () => {
      await warmBoards(site, player, 2);
      const before = await onBoth(site, player, '/api/leaderboard/2?period=all');
      expect(entryOf(before, erin.username), 'the score is not on the board before its removal');
      const removed = await adminBrowser.request(
        'DELETE',
        `/api/admin/scores/${scored.id}`,
        withKey(site.a.base),
      );
      expectStatus(removed, 200, 'A: DELETE /api/admin/scores/:id');
      const after = await onBoth(site, player, '/api/leaderboard/2?period=all');
      expect(!entryOf(after, erin.username), "B's board still shows the removed score");
      const stats = await adminBrowser.get('/api/admin/stats', withKey(site.b.base));
      expectStatus(stats, 200, 'B: admin stats');
      return `removed on A; gone at once from the boards of A and B (${after.length} entries left)`;
    },
  );

  await check(
    'admin',
    'an account deleted on one instance: its session ends and its scores leave the boards on both',
    async () => {
      const again = await playGame(player.sender(), {
        gameId: 2,
        difficulty: 'easy',
        cookie: player.cookie(),
      });
      await submit(player, erin, again);
      await warmBoards(site, player, 2);
      const before = await onBoth(site, player, '/api/leaderboard/2?period=all');
      expect(entryOf(before, erin.username), 'the new score is not on the board');
      const oldCookie = player.cookie();
      const deleted = await player.request('DELETE', '/api/users/me', { via: site.b.base });
      expectStatus(deleted, 200, 'B: DELETE /api/users/me');
      for (const instance of [site.a, site.b]) {
        const replay = await player.get('/api/auth/me', { via: instance.base, cookie: oldCookie });
        expectStatus(replay, 401, `${instance.name}: the deleted account's session`);
      }
      const after = await onBoth(site, player, '/api/leaderboard/2?period=all');
      expect(!entryOf(after, erin.username), 'a board still shows the deleted account');
      const users = await adminBrowser.get(`/api/admin/users?q=${erin.username}`, withKey(site.a.base));
      expectStatus(users, 200, 'A: admin users');
      expect(users.body.length === 0, 'the admin still lists the account');
      return 'deleted on B; its session gets 401 on A and B; gone from both boards and from the admin list on A';
    },
  );
}

/** CPU time of the instances, nginx and PostgreSQL, and the requests each instance served. */
function usage(site: Site) {
  const served = new Map(servedCounts);
  return {
    at: performance.now(),
    a: cpuSnapshot(site.a.child.pid, undefined).server ?? 0,
    b: cpuSnapshot(site.b.child.pid, undefined).server ?? 0,
    nginx: cpuSnapshot(undefined, site.balancer.pid).database ?? 0,
    postgres: cpuSnapshot(undefined, site.postmasterPid).database,
    load: os.loadavg()[0] ?? 0,
    requests: (address: string) => served.get(address) ?? 0,
  };
}

/** Samples the run's database connections (pool and listeners) until stopped; keeps the peak. */
function connectionSampler(site: Site) {
  const peak = { total: 0, pool: 0, other: 0 };
  let running = true;
  const sampling = (async () => {
    while (running) {
      const result = await site.db.query<{ pool: number; other: number }>(
        `SELECT count(*) FILTER (WHERE application_name = 'brain-training-site')::int AS pool,
                count(*) FILTER (WHERE application_name <> 'brain-training-site' AND pid <> pg_backend_pid())::int AS other
           FROM pg_stat_activity WHERE datname = $1`,
        [site.dbName],
      );
      const row = result.rows[0] ?? { pool: 0, other: 0 };
      if (row.pool + row.other > peak.total) Object.assign(peak, { total: row.pool + row.other, ...row });
      await sleep(100);
    }
  })();
  return async () => {
    running = false;
    await sampling;
    return peak;
  };
}

const resources: string[] = [];

async function concurrent(site: Site): Promise<void> {
  await check(
    'concurrent',
    `${PLAYERS} players, ${GAMES_EACH} games each at once: every score acknowledged is stored and counted on both`,
    async () => {
      const watcher = browser(site);
      for (const gameId of [1, 2, 3]) await warmBoards(site, watcher, gameId);
      const statsBefore = await onBoth(site, watcher, '/api/stats');
      const started = performance.now();
      const stopSampling = connectionSampler(site);
      const before = usage(site);
      let reading = true;
      let reads = 0;
      const readers = [site.a, site.b].map(async (instance) => {
        while (reading) {
          const answer = await watcher.get('/api/leaderboard/2', { via: instance.base });
          expectStatus(answer, 200, `${instance.name}: board read during the load`);
          reads += 1;
        }
      });
      const results = await Promise.all(
        Array.from({ length: PLAYERS }, async (_, i) => {
          const who = browser(site);
          const player = await signUp(who, `crowd${i}`);
          const acknowledged: number[] = [];
          for (let k = 0; k < GAMES_EACH; k += 1) {
            const gameId = (k % 2 === 0 ? 2 : 3) as GameNumber;
            const play = await playGame(who.sender(), {
              gameId,
              difficulty: 'easy',
              cookie: who.cookie(),
              wait: sleep,
            });
            const submitted = await submit(who, player, play);
            acknowledged.push(submitted.score);
          }
          return { player, acknowledged };
        }),
      ).finally(() => {
        reading = false;
      });
      await Promise.all(readers);
      const after = usage(site);
      const peak = await stopSampling();
      const seconds = (performance.now() - started) / 1000;
      const perRequest = (cpu: number, requests: number) =>
        requests > 0 ? `${((1000 * cpu) / requests).toFixed(2)} ms` : 'n/a';
      const servedBy = (address: string) => after.requests(address) - before.requests(address);
      const [onA, onB] = [servedBy(site.a.address), servedBy(site.b.address)];
      const postgres =
        after.postgres !== undefined && before.postgres !== undefined
          ? after.postgres - before.postgres
          : undefined;
      resources.push(
        `concurrent part: ${seconds.toFixed(1)} s, ${onA + onB} requests (A ${onA}, B ${onB}), load average ${before.load.toFixed(2)} -> ${after.load.toFixed(2)}`,
        `  CPU per request: A ${perRequest(after.a - before.a, onA)}, B ${perRequest(after.b - before.b, onB)}, ` +
          `nginx ${perRequest(after.nginx - before.nginx, onA + onB)}` +
          (postgres === undefined
            ? ''
            : `, PostgreSQL (all its processes) ${perRequest(postgres, onA + onB)}`),
        `  CPU over the part: A ${(((after.a - before.a) / seconds) * 100).toFixed(0)}% of a core, B ${(((after.b - before.b) / seconds) * 100).toFixed(0)}%`,
        `  PostgreSQL connections to the run's database at the peak: ${peak.total} (the instances' pools ${peak.pool}, of at most 2 × 20, the default DATABASE_POOL_SIZE; listeners and others ${peak.other})`,
      );
      const ids = results.map((result) => result.player.id);
      const points = results.flatMap((result) => result.acknowledged);
      const stored = await site.db.query<{ count: number; points: number }>(
        'SELECT count(*)::int AS count, coalesce(sum(score), 0)::int AS points FROM scores WHERE user_id = ANY($1)',
        [ids],
      );
      const sum = points.reduce((total, value) => total + value, 0);
      expect(
        stored.rows[0]?.count === points.length && stored.rows[0]?.points === sum,
        `${points.length} acknowledged (${sum} points), ${stored.rows[0]?.count} stored (${stored.rows[0]?.points})`,
      );
      const stats = await onBoth(site, watcher, '/api/stats');
      expect(
        stats.gamesPlayed === statsBefore.gamesPlayed + points.length &&
          stats.totalScores === statsBefore.totalScores + sum,
        `stats count ${stats.gamesPlayed - statsBefore.gamesPlayed} games, ${stats.totalScores - statsBefore.totalScores} points`,
      );
      for (const gameId of [2, 3]) {
        const board = await onBoth(site, watcher, `/api/leaderboard/${gameId}?period=all`);
        // Fewer players than a board holds: each of them is on it.
        for (const { player } of results) {
          expect(
            entryOf(board, player.username) || board.length === 30,
            `board ${gameId} lacks ${player.username}`,
          );
        }
      }
      return `${points.length} acknowledged = stored = counted on A and B; boards alike on both; ${reads} board reads alongside; ${seconds.toFixed(1)} s`;
    },
  );
}

async function restart(site: Site): Promise<void> {
  await check(
    'restart',
    'an instance restarted under load: no request fails, a game in play carries on',
    async () => {
      const who = browser(site);
      const frank = await signUp(who, 'frank');
      await warmBoards(site, who, 1);
      // Other clients read boards and play moves through the balancer all along.
      let running = true;
      const failures: string[] = [];
      let background = 0;
      const loads = Array.from({ length: 4 }, async (_, k) => {
        const guest = browser(site);
        const dealt = await guest.post('/api/plays', { gameId: 3, difficulty: 'easy' });
        expectStatus(dealt, 201, 'a guest deal');
        while (running) {
          const answer =
            k % 2 === 0
              ? await guest.get('/api/leaderboard/1')
              : await guest.post(`/api/plays/${dealt.body.playId}/moves`, {
                  moves: [{ type: 'guess', text: 'WRONG' }],
                });
          background += 1;
          if (answer.status !== 200)
            failures.push(`${answer.status} ${JSON.stringify(answer.body).slice(0, 80)}`);
          await sleep(50);
        }
      });
      // Frank's Memory Match takes several seconds (the pairs' pauses): A goes down and comes back meanwhile.
      const moves: Array<{ at: number; servedBy: string }> = [];
      const send: Send = async ({ method, url, payload }) => {
        const answer = await who.request(method, url, { body: payload });
        moves.push({ at: performance.now(), servedBy: answer.servedBy });
        return { status: answer.status, body: answer.body };
      };
      const game = playGame(send, { gameId: 1, cookie: who.cookie(), wait: sleep });
      await sleep(1500);
      const { downMs, exitedAt } = await site.restartA();
      const back = performance.now();
      const play = await game;
      const submitted = await submit(who, frank, play);
      running = false;
      await Promise.all(loads);
      expect(
        failures.length === 0,
        `${failures.length} of ${background} requests failed: ${failures.slice(0, 3).join('; ')}`,
      );
      // From A's exit until it was ready again (while it stopped, it still served what it had).
      const during = moves.filter((move) => move.at >= exitedAt && move.at <= back);
      const aName = site.names.get(site.a.address);
      expect(
        during.every((move) => site.names.get(move.servedBy) !== aName),
        'a move was answered by A while it was down',
      );
      const board = await onBoth(site, who, '/api/leaderboard/1?period=all');
      expect(
        entryOf(board, frank.username)?.score >= submitted.score,
        'the restarted A does not show the new score',
      );
      const me = await onBoth(site, who, '/api/auth/me');
      expect(me.id === frank.id, 'the session is not valid on both after the restart');
      return `A down ${(downMs / 1000).toFixed(1)} s (SIGTERM to ready); ${during.length} of the game's ${moves.length} requests answered by B while A was gone; ${background} other requests through the balancer, none failed; the score is on both boards after`;
    },
  );
}

async function quiet(site: Site): Promise<void> {
  await check('logs', 'neither instance logged an error', async () => {
    const found = site.processes.flatMap((instance) =>
      instance
        .problems()
        .filter((entry) => entry.level >= 50)
        .map((entry) => `${instance.name}: ${entry.msg}`),
    );
    expect(found.length === 0, found.slice(0, 5).join('; '));
    const warnings = [site.a, site.b].flatMap((instance) =>
      instance.problems().filter((entry) => entry.level === 40),
    );
    const kinds = [...new Set(warnings.map((entry) => entry.msg))];
    return `${warnings.length} warning(s)${kinds.length ? `: ${kinds.join('; ')}` : ''}`;
  });
}

// ---------------------------------------------------------------------------------------------

function printTable(site: Site | undefined): void {
  const width = (values: string[]) => Math.max(...values.map((value) => value.length));
  const areaWidth = width(['area', ...checks.map((c) => c.area)]);
  const nameWidth = Math.min(96, width(['check', ...checks.map((c) => c.name)]));
  say('');
  say(`${'area'.padEnd(areaWidth)}  ${'check'.padEnd(nameWidth)}  result`);
  say(`${'-'.repeat(areaWidth)}  ${'-'.repeat(nameWidth)}  ------`);
  for (const c of checks) {
    say(`${c.area.padEnd(areaWidth)}  ${c.name.padEnd(nameWidth)}  ${c.ok ? 'pass' : 'FAIL'}`);
    say(`${''.padEnd(areaWidth)}    ${c.detail}`);
  }
  const failed = checks.filter((c) => !c.ok).length;
  say('');
  say(`${checks.length - failed} of ${checks.length} checks passed${failed ? `, ${failed} FAILED` : ''}`);
  if (site) {
    const counts = [...servedCounts]
      .map(([address, count]) => `${site.names.get(address) ?? address} ${count}`)
      .sort();
    say(`requests served, through the balancer and directly: ${counts.join(', ')}`);
  }
}

async function main(): Promise<void> {
  say(`${os.cpus().length} CPUs, load average (1, 5, 15 min) at the start: ${loadText()}`);
  say(
    'a correctness run: two instances on this machine share its cores; no figure here is a scaling measure',
  );
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'bts-scale-'));
  cleanups.push({
    what: 'remove the temporary folder',
    run: () => rm(workDir, { recursive: true, force: true }),
  });

  // The database.
  const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `bts_scale_${TAG}`;
  const adminDb = new pg.Client({ connectionString: serverUrl });
  await adminDb.connect();
  cleanups.push({ what: 'disconnect', run: () => adminDb.end() });
  await adminDb.query(`CREATE DATABASE ${name}`);
  cleanups.push({
    what: 'drop the database',
    run: async () => void (await adminDb.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  });
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${name}`;

  // Redis, with a key prefix of this run's own.
  const redisUrl = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  const prefix = `bts-scale-${TAG}:`;
  const redis = new Redis(redisUrl.toString(), { lazyConnect: true, maxRetriesPerRequest: 1 });
  redis.on('error', () => undefined);
  await redis.connect().catch((error: Error) => {
    throw new Error(
      `Redis at ${redisUrl.host} does not answer (${error.message}): the instances need it to share their limits`,
    );
  });
  cleanups.push({
    what: "remove the run's Redis keys",
    run: async () => {
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
        if (keys.length > 0) await redis.del(...keys);
        cursor = next;
      } while (cursor !== '0');
      redis.disconnect();
    },
  });
  redisUrl.searchParams.set('keyPrefix', prefix);

  const mail = await startSmtpSink();
  cleanups.push({ what: 'stop the mail sink', run: () => mail.close() });

  const env: NodeJS.ProcessEnv = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !SERVER_SETTINGS.test(key)),
  );
  Object.assign(env, {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl.toString(),
    REDIS_URL: redisUrl.toString(),
    TRUST_PROXY: BALANCER_ADDRESS,
    GAME_SECRET,
    ADMIN_KEY,
    SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
    CONTACT_TO: TEAM,
    OPERATOR_NAME: 'Benchmark Operator',
    OPERATOR_EMAIL: TEAM,
    EMAIL_PROVIDER_NAME: 'Example Mail',
    HOST_PROVIDER_NAME: 'Example Hosting',
    REDIS_PROVIDER_NAME: 'Example Cache',
  });
  const [portA, portB, portBalancer] = [await freePort(), await freePort(), await freePort()];
  const processes: Instance[] = [];
  const launch = async (label: string, port: number, run: number) => {
    const instance = await startInstance(label, env, {
      dataDir: path.join(workDir, `instance-${label}-${run}`),
      host: '127.0.0.1',
      port,
    });
    processes.push(instance);
    cleanups.push({ what: `stop instance ${label}`, run: () => instance.stop() });
    return instance;
  };
  const started = performance.now();
  const [a, b] = await Promise.all([launch('A', portA, 1), launch('B', portB, 1)]);

  const balancer = await startNginx({
    dir: path.join(workDir, 'nginx'),
    port: portBalancer,
    upstreams: [a.address, b.address],
    bindAddress: BALANCER_ADDRESS,
  });
  cleanups.push({ what: 'stop nginx', run: () => balancer.stop() });
  cleanups.push({ what: 'close connections', run: async () => closeBrowsers() });

  const db = new pg.Client({ connectionString: databaseUrl.toString() });
  await db.connect();
  cleanups.push({ what: 'disconnect', run: () => db.end() });
  const postgresPid = await postmasterPid(db);

  const site: Site = {
    balancer,
    a,
    b,
    mail,
    db,
    names: new Map([
      [a.address, 'A'],
      [b.address, 'B'],
    ]),
    dbName: name,
    postmasterPid: postgresPid,
    processes,
    restartA: async () => {
      const stopping = performance.now();
      await site.a.stop();
      const exitedAt = performance.now();
      site.a = await launch('A', portA, processes.length + 1);
      return { downMs: performance.now() - stopping, exitedAt };
    },
  };
  say(
    `instances A (${a.address}) and B (${b.address}): NODE_ENV=production, one PostgreSQL database (${databaseUrl.host}/${name}), ` +
      `Redis ${redisUrl.host} (key prefix ${prefix}), TRUST_PROXY=${BALANCER_ADDRESS}, one GAME_SECRET and ADMIN_KEY, rate limits as shipped`,
  );
  say(
    `balancer: ${balancer.version} at ${balancer.base}, round robin, connecting from ${BALANCER_ADDRESS}; clients connect from their own 127.0.x.y`,
  );
  say('');

  await startUp(site, started);
  await sessions(site);
  await games(site);
  await live(site);
  await races(site);
  await rateLimits(site);
  await admin(site);
  await concurrent(site);
  await restart(site);
  await quiet(site);

  if (interrupted) return;
  printTable(site);
  if (resources.length > 0) {
    say('');
    say('resources (for orientation only: the instances, nginx, PostgreSQL and this client share the cores)');
    for (const line of resources) say(line);
  }
  say(`load average (1, 5, 15 min) at the end: ${loadText()}`);
  if (checks.some((c) => !c.ok)) process.exitCode = 1;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    interrupted = true;
    say(`${signal}: cleaning up`);
    cleanUp().finally(() => process.exit(130));
  });
}

main()
  .catch((error: unknown) => {
    if (interrupted) return;
    say(
      `the scale-out check could not run: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    if (checks.length > 0) printTable(undefined);
    process.exitCode = 1;
  })
  .finally(async () => {
    await cleanUp();
  });
