// An e-mail address is written into the admin dashboard's reply link (mailto:). The addresses the
// site stores to write to (contact messages and accounts) may not hold the characters that would end
// the address there and add fields of the sender's choosing: ?, & and %.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_ADMIN_KEY, type TestApp } from '../helpers/app.ts';

const CRAFTED = [
  'x@y.com?bcc=attacker%40evil.com&body=Click%20here',
  'x@y.com?cc=attacker@evil.com',
  'a&b@example.com',
  'x%40evil.com@example.com',
  'ann?@example.com',
];

describe('e-mail addresses that would change a reply link', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  const storedMessages = async () =>
    (await t.app.inject({ url: '/api/admin/messages', headers: { 'admin-key': TEST_ADMIN_KEY } })).json()
      .length as number;

  it.each(CRAFTED)('a contact message from %s gets 400 with a message and is not stored', async (email) => {
    const before = await storedMessages();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Eve', email, subject: 'Hello', message: 'Hi there' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'INVALID_REQUEST',
      message: expect.stringContaining('Email address must not contain ?, & or %'),
      field: 'email',
      problem: 'invalid',
    });
    expect(await storedMessages()).toBe(before);
  });

  it.each(CRAFTED)('a sign-up with %s gets 400 with a message and creates no account', async (email) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: { username: `eve_${Math.random().toString(36).slice(2, 8)}`, email },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Email address must not contain ?, & or %');
    const users = await t.app.inject({ url: '/api/admin/users', headers: { 'admin-key': TEST_ADMIN_KEY } });
    expect(users.json()).toEqual([]);
  });

  it('still takes an ordinary address with + and dots', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Ann', email: 'ann.b+site@mail.example.com', subject: 'Hi', message: 'Hello' },
    });
    expect(response.statusCode).toBe(201);
  });
});
