import { describe, expect, it } from 'vitest';
import { USERNAME_MAX, USERNAME_MIN } from '../../../shared/api/limits.ts';
import { signInProblem, signUpProblem } from './form-checks.ts';

describe('the sign-in forms before they are sent', () => {
  it('sign in takes an address that looks like one, spaces around it aside', () => {
    expect(signInProblem('  ')).toEqual({ title: 'missingTitle', text: 'missingEmail' });
    expect(signInProblem('alice@')).toEqual({ title: 'invalidEmailTitle', text: 'invalidEmail' });
    expect(signInProblem(' alice@example.com ')).toBeNull();
  });

  it('sign up takes both fields, then a safe address, then a username the server takes', () => {
    expect(signUpProblem('', 'alice@example.com')).toMatchObject({ text: 'missingBoth' });
    expect(signUpProblem('alice', ' ')).toMatchObject({ text: 'missingBoth' });
    expect(signUpProblem('al', 'alice@')).toMatchObject({ text: 'invalidEmail' });
    expect(signUpProblem('al', 'a%b@example.com')).toMatchObject({ text: 'emailCharacters' });
    expect(signUpProblem('al', 'al@example.com')).toEqual({
      title: 'shortTitle',
      text: 'short',
      values: { min: USERNAME_MIN },
    });
    expect(signUpProblem('a'.repeat(USERNAME_MAX + 1), 'al@example.com')).toMatchObject({
      text: 'long',
      values: { max: USERNAME_MAX },
    });
    expect(signUpProblem('ali\u200bce', 'alice@example.com')).toMatchObject({ text: 'invisible' });
    expect(signUpProblem(' alice ', ' alice@example.com ')).toBeNull();
  });
});
