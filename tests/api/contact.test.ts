// The contact form's API: what it accepts, what it stores for the admin, what it e-mails and how it
// is rate-limited.
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_THANKS } from '../../src/shared/api/contact.ts';
import { startTestApp, TEST_ADMIN_KEY, type TestApp } from '../helpers/app.ts';
import { type SmtpSink, startSmtpSink } from '../helpers/smtp-sink.ts';

const VALID = {
  name: 'Ann Example',
  email: 'ann@example.com',
  subject: 'Hello there',
  message: 'I like the puzzles.',
};

interface StoredMessage {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: string;
  forwarded: boolean;
}

function send(app: FastifyInstance, payload: unknown, extra: Partial<InjectOptions> = {}) {
  return app.inject({ method: 'POST', url: '/api/contact', payload: payload as object, ...extra });
}

async function messages(app: FastifyInstance): Promise<StoredMessage[]> {
  const response = await app.inject({ url: '/api/admin/messages', headers: { 'admin-key': TEST_ADMIN_KEY } });
  expect(response.statusCode).toBe(200);
  return response.json();
}

function expectJsonError(
  response: { statusCode: number; headers: Record<string, unknown>; json: () => unknown },
  status: number,
) {
  expect(response.statusCode).toBe(status);
  expect(String(response.headers['content-type'])).toMatch(/^application\/json/);
  const body = response.json() as { message?: unknown };
  expect(typeof body.message).toBe('string');
  expect(body.message).not.toBe('');
}

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 5000): Promise<T | undefined> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A port where nothing listens: one the system just handed out and took back. */
async function closedPort(): Promise<number> {
  const sink = await startSmtpSink();
  await sink.close();
  return sink.port;
}

// --- Tests ---

describe('contact messages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  it('stores a valid message trimmed, with the address in lower case, and thanks the sender', async () => {
    const response = await send(t.app, {
      name: '  Ann Example ',
      email: ' Ann.Example@Example.COM ',
      subject: '\tHello there  ',
      message: '\n  I like the puzzles.\nEspecially TL;DR.  \n',
    });
    expect(response.statusCode).toBe(201);
    expect(String(response.headers['content-type'])).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ message: CONTACT_THANKS });

    const [stored] = await messages(t.app);
    expect(stored).toEqual({
      id: expect.any(Number),
      name: 'Ann Example',
      email: 'ann.example@example.com',
      subject: 'Hello there',
      message: 'I like the puzzles.\nEspecially TL;DR.',
      createdAt: expect.any(String),
      forwarded: false,
    });
    expect(Date.now() - Date.parse(stored?.createdAt ?? '')).toBeLessThan(60_000);
  });

  it('names the first refused field and what is wrong with it, beside the message', async () => {
    const blank = await send(t.app, { ...VALID, name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({
      code: 'INVALID_REQUEST',
      message: expect.stringMatching(/Name is required/),
      field: 'name',
      problem: 'required',
    });
    const long = (await send(t.app, { ...VALID, subject: 'S'.repeat(201) })).json();
    expect(long).toMatchObject({ field: 'subject', problem: 'tooLong', limit: 200 });
    expect((await send(t.app, { ...VALID, email: 'ann@' })).json()).toMatchObject({
      field: 'email',
      problem: 'invalid',
    });
    // Nothing to name: a body that is not an object.
    const bare = (await send(t.app, [])).json();
    expect(bare).toMatchObject({ code: 'INVALID_REQUEST' });
    expect(bare.field).toBeUndefined();
  });

  it('accepts every field at its longest and text from any script', async () => {
    const longest = {
      name: 'N'.repeat(100),
      email: `${'a'.repeat(64)}@${'b'.repeat(60)}.example.com`,
      subject: 'S'.repeat(200),
      message: 'M'.repeat(5000),
    };
    expect((await send(t.app, longest)).statusCode).toBe(201);
    const world = {
      name: 'Zoë Ñandú 李',
      email: 'zoe@example.org',
      subject: 'Héllo 🧠',
      message: 'مرحبا\n¡Hola!',
    };
    expect((await send(t.app, world)).statusCode).toBe(201);
    const stored = await messages(t.app);
    expect(stored[0]).toMatchObject(world);
    expect(stored[1]).toMatchObject(longest);
  });

  const invalid: Array<[string, unknown]> = [];
  for (const field of ['name', 'email', 'subject', 'message'] as const) {
    const { [field]: _left, ...without } = VALID;
    invalid.push([`without ${field}`, without]);
    invalid.push([`with an empty ${field}`, { ...VALID, [field]: '' }]);
    invalid.push([`with a blank ${field}`, { ...VALID, [field]: '   \n ' }]);
    invalid.push([`with ${field} null`, { ...VALID, [field]: null }]);
    invalid.push([`with ${field} a number`, { ...VALID, [field]: 42 }]);
  }
  invalid.push(
    ['with a name of 101 characters', { ...VALID, name: 'N'.repeat(101) }],
    ['with a subject of 201 characters', { ...VALID, subject: 'S'.repeat(201) }],
    ['with a message of 5001 characters', { ...VALID, message: 'M'.repeat(5001) }],
    ['with an email of 255 characters', { ...VALID, email: `${'a'.repeat(64)}@${'b'.repeat(186)}.com` }],
    ['with an email without @', { ...VALID, email: 'ann.example.com' }],
    ['with an email without a domain dot', { ...VALID, email: 'ann@example' }],
    ['with an email with a space', { ...VALID, email: 'ann example@example.com' }],
    ['with an email with two addresses', { ...VALID, email: 'ann@example.com, bob@example.com' }],
    ['with a line break in the subject', { ...VALID, subject: 'Hi\r\nBcc: victim@example.com' }],
    ['with a line break in the name', { ...VALID, name: 'Ann\nBcc: victim@example.com' }],
    ['with a NUL in the message', { ...VALID, message: 'ab\u0000cd' }],
    ['with a lone surrogate in the message', { ...VALID, message: 'ab\ud800cd' }],
    ['with an extra field', { ...VALID, phone: '555-0100' }],
    ['with a honeypot that is not text', { ...VALID, website: 42 }],
  );

  it.each(invalid)('answers 400 JSON to a message %s and stores nothing', async (_name, payload) => {
    const before = (await messages(t.app)).length;
    expectJsonError(await send(t.app, payload), 400);
    expect((await messages(t.app)).length).toBe(before);
  });

  it.each([
    ['malformed JSON', '{"name": "Ann",'],
    ['a JSON array', '[]'],
    ['JSON null', 'null'],
    ['an empty body', ''],
  ])('answers 400 JSON to %s', async (_name, body) => {
    expectJsonError(
      await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { 'content-type': 'application/json' },
        body,
      }),
      400,
    );
  });

  it('thanks a bot that fills in the hidden field exactly as a person, and stores nothing', async () => {
    const person = await send(t.app, { ...VALID, subject: 'From a person', website: '' });
    const before = await messages(t.app);
    expect(before[0]?.subject).toBe('From a person');

    const bot = await send(t.app, { ...VALID, subject: 'Cheap pills', website: 'http://spam.example' });
    expect(bot.statusCode).toBe(person.statusCode);
    expect(bot.json()).toEqual(person.json());
    expect(await messages(t.app)).toEqual(before);
  });
});

describe('contact messages forwarded by e-mail', () => {
  let sink: SmtpSink;
  let t: TestApp;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await startTestApp({
      env: {
        SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
        CONTACT_TO: 'team@brain.example',
        CONTACT_FROM: 'site@brain.example',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it('e-mails the message to the team with the sender as reply-to, and marks it forwarded', async () => {
    const response = await send(t.app, {
      name: 'Ann Example',
      email: 'Ann@Example.com',
      subject: 'Puzzle idea',
      message: 'How about a sudoku?\nThanks!',
    });
    expect(response.statusCode).toBe(201);

    const mail = await waitFor(async () =>
      sink.received.find((m) => m.headers.get('subject')?.includes('Puzzle idea')),
    );
    expect(mail).toBeDefined();
    expect(mail?.mailFrom).toBe('site@brain.example');
    expect(mail?.rcptTo).toEqual(['team@brain.example']);
    expect(mail?.headers.get('subject')).toBe('[Contact] Puzzle idea');
    expect(mail?.headers.get('to')).toContain('team@brain.example');
    expect(mail?.headers.get('from')).toContain('site@brain.example');
    expect(mail?.headers.get('reply-to')).toBe('Ann Example <ann@example.com>');
    expect(mail?.text).toContain('How about a sudoku?\nThanks!');
    expect(mail?.text).toContain('Ann Example');

    const forwarded = await waitFor(async () =>
      (await messages(t.app)).find((m) => m.subject === 'Puzzle idea' && m.forwarded),
    );
    expect(forwarded).toMatchObject({ email: 'ann@example.com', forwarded: true });
  });

  it('keeps the reply-to pointed at the sender whatever the name says', async () => {
    const name = 'Eve "Boss" <boss@evil.example>, Mallory';
    expect(
      (await send(t.app, { ...VALID, name, email: 'eve@example.com', subject: 'Name trick' })).statusCode,
    ).toBe(201);
    const mail = await waitFor(async () =>
      sink.received.find((m) => m.headers.get('subject')?.includes('Name trick')),
    );
    const replyTo = mail?.headers.get('reply-to') ?? '';
    const addresses = replyTo.replace(/"(?:[^"\\]|\\.)*"/g, '').match(/<[^>]*>|[^\s<>,]+@[^\s<>,]+/g);
    expect(addresses).toEqual(['<eve@example.com>']);
    expect(mail?.rcptTo).toEqual(['team@brain.example']);
  });

  it('carries text from any script intact', async () => {
    const world = {
      name: 'Zoë Ñandú',
      email: 'zoe@example.org',
      subject: 'Héllo 🧠 idea',
      message: '¡Hola! مرحبا 李\n'.repeat(20),
    };
    expect((await send(t.app, world)).statusCode).toBe(201);
    const mail = await waitFor(async () =>
      sink.received.find((m) => m.headers.get('subject')?.includes('Héllo')),
    );
    expect(mail?.headers.get('subject')).toBe('[Contact] Héllo 🧠 idea');
    expect(mail?.headers.get('reply-to')).toContain('<zoe@example.org>');
    expect(mail?.text).toContain(world.message.trim());
  });

  it('sends nothing for a bot that fills in the hidden field', async () => {
    const before = sink.received.length;
    expect((await send(t.app, { ...VALID, subject: 'Bot mail', website: 'x' })).statusCode).toBe(201);
    // A person's message sent after the bot's: once its mail has arrived, a mail for the bot's,
    // which would have been handed to the mail server first, would have arrived too.
    expect((await send(t.app, { ...VALID, subject: 'After the bot' })).statusCode).toBe(201);
    const after = await waitFor(async () =>
      sink.received.find((m) => m.headers.get('subject')?.includes('After the bot')),
    );
    expect(after).toBeDefined();
    expect(sink.received.length - 1).toBe(before);
    expect((await messages(t.app)).some((m) => m.subject === 'Bot mail')).toBe(false);
  });
});

describe('contact messages while the mail server is down', () => {
  let t: TestApp;
  /** Resolves when the app has given up forwarding a message (it logs that). */
  let notForwarded: Promise<void>;
  beforeAll(async () => {
    let givenUp: () => void = () => undefined;
    notForwarded = new Promise((resolve) => {
      givenUp = resolve;
    });
    t = await startTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${await closedPort()}`, CONTACT_TO: 'team@brain.example' },
      onLog: (entry) => {
        if (entry.msg === 'contact message not forwarded') givenUp();
      },
    });
  });
  afterAll(async () => t.close());

  it('still stores the message and answers 201; it stays not forwarded', async () => {
    const response = await send(t.app, { ...VALID, subject: 'Mail is down' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: CONTACT_THANKS });
    await notForwarded;
    const stored = (await messages(t.app)).find((m) => m.subject === 'Mail is down');
    expect(stored).toMatchObject({ name: VALID.name, email: VALID.email, forwarded: false });
  });
});

describe('contact rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { RATE_LIMIT: 'on', RATE_LIMIT_CONTACT_PER_HOUR: '2' } });
  });
  afterAll(async () => t.close());

  it('refuses the third message in an hour from one address with 429 JSON, and stores only two', async () => {
    const from = { remoteAddress: '203.0.113.7' };
    expect((await send(t.app, { ...VALID, subject: 'one' }, from)).statusCode).toBe(201);
    expect((await send(t.app, { ...VALID, subject: 'two' }, from)).statusCode).toBe(201);
    const third = await send(t.app, { ...VALID, subject: 'three' }, from);
    expectJsonError(third, 429);
    expect(third.json().message).toMatch(/too many/i);
    expect(Object.keys(third.json()).sort()).toEqual(['code', 'message', 'retryAfterSeconds']);
    expect(third.json().retryAfterSeconds).toBe(Number(third.headers['retry-after']));
    // The other test here sends messages of its own subjects.
    const sent = new Set(['one', 'two', 'three']);
    expect(
      (await messages(t.app))
        .map((m) => m.subject)
        .filter((subject) => sent.has(subject))
        .sort(),
    ).toEqual(['one', 'two']);
  });

  it('counts each address on its own', async () => {
    const busy = { remoteAddress: '192.0.2.44' };
    for (const subject of ['busy 1', 'busy 2']) {
      expect((await send(t.app, { ...VALID, subject }, busy)).statusCode).toBe(201);
    }
    expect((await send(t.app, { ...VALID, subject: 'busy 3' }, busy)).statusCode).toBe(429);
    const other = await send(t.app, { ...VALID, subject: 'other' }, { remoteAddress: '198.51.100.9' });
    expect(other.statusCode).toBe(201);
  });
});
