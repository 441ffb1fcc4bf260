import { describe, expect, it } from 'vitest';
import { checkNewUsername } from './new-username.ts';

describe('checkNewUsername', () => {
  it('answers the name as the server stores it: NFKC normalised and trimmed', () => {
    expect(checkNewUsername('  ｎｅｗ_ｎａｍｅ ', 'old')).toEqual({ name: 'new_name', problem: null });
  });

  it('refuses what sign-up refuses', () => {
    expect(checkNewUsername('   ', 'old').problem).toBe('required');
    expect(checkNewUsername('ab', 'old').problem).toBe('tooShort');
    expect(checkNewUsername('a'.repeat(51), 'old').problem).toBe('tooLong');
    expect(checkNewUsername('ab\u200bc', 'old').problem).toBe('invisible');
    expect(checkNewUsername('ab\u00a0cd', 'old').problem).toBe('space');
  });

  it('counts characters as a reader does, so 50 characters outside the BMP are allowed', () => {
    expect(checkNewUsername('𠀀'.repeat(50), 'old').problem).toBeNull();
  });

  it('refuses the current name but takes a change of case', () => {
    expect(checkNewUsername(' ada ', 'ada').problem).toBe('unchanged');
    expect(checkNewUsername('Ada', 'ada')).toEqual({ name: 'Ada', problem: null });
  });
});
