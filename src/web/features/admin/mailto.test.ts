import { describe, expect, it } from 'vitest';
import { replyLink } from './mailto.ts';

describe('replyLink', () => {
  it('writes the address and a reply subject', () => {
    expect(replyLink('ann@example.com', 'Hello there')).toBe(
      'mailto:ann@example.com?subject=Re%3A%20Hello%20there',
    );
  });

  it('keeps a crafted address from adding fields to the link', () => {
    const link = replyLink('x@y.com?bcc=attacker%40evil.com&body=Click%20here', 'Hi');
    expect(link).toBe(
      'mailto:x@y.com%3Fbcc%3Dattacker%2540evil.com%26body%3DClick%2520here?subject=Re%3A%20Hi',
    );
    const url = new URL(link);
    expect([...url.searchParams.keys()]).toEqual(['subject']);
    expect(decodeURIComponent(url.pathname)).toBe('x@y.com?bcc=attacker%40evil.com&body=Click%20here');
  });

  it('keeps a crafted subject inside the subject', () => {
    const url = new URL(replyLink('ann@example.com', 'Hi&bcc=attacker@evil.com&body=x#y'));
    expect([...url.searchParams.entries()]).toEqual([['subject', 'Re: Hi&bcc=attacker@evil.com&body=x#y']]);
    expect(url.hash).toBe('');
  });

  it('encodes text from any script', () => {
    expect(replyLink('zoë@example.org', '¿Qué tal? 🧠')).toBe(
      'mailto:zo%C3%AB@example.org?subject=Re%3A%20%C2%BFQu%C3%A9%20tal%3F%20%F0%9F%A7%A0',
    );
  });
});
