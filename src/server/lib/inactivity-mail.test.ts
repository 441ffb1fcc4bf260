import { describe, expect, it } from 'vitest';
import { inactivityWarningMail } from './inactivity-mail.ts';

const warning = {
  username: 'Ada',
  lastSignInAt: new Date('2026-01-10T18:00:00Z'),
  // 02:00 UTC on March 5 is still March 4 in Pacific time, the site's day.
  deletionAt: new Date('2029-03-05T02:00:00Z'),
  final: false,
};

describe('the inactivity warning', () => {
  it('says in English since when, from when, how to keep the account and where to download its data', () => {
    const mail = inactivityWarningMail({ ...warning, lang: 'en' }, 'https://brain.example');
    expect(mail.subject).toBe('Your Brain Training Puzzles account will be deleted from March 4, 2029');
    expect(mail.text).toContain('"Ada" since January 10, 2026.');
    expect(mail.text).toContain('from March 4, 2029 (Pacific time)');
    expect(mail.text).toContain('sign in once before then: https://brain.example/');
    expect(mail.text).toContain('your account page: https://brain.example/account');
    expect(mail.text).not.toContain('last reminder');
  });

  it('says it in Spanish, under the Spanish name of the site, with Spanish pages', () => {
    const mail = inactivityWarningMail({ ...warning, lang: 'es', final: true }, 'https://brain.example');
    expect(mail.subject).toBe(
      'Último aviso: tu cuenta de Rompecabezas para el Cerebro se eliminará a partir del 4 de marzo de 2029',
    );
    expect(mail.text).toContain(
      'tu cuenta «Ada» de Rompecabezas para el Cerebro desde el 10 de enero de 2026.',
    );
    expect(mail.text).toContain('https://brain.example/?lang=es');
    expect(mail.text).toContain('https://brain.example/account?lang=es');
    expect(mail.text).toContain('Este es el último aviso.');
    expect(mail.text).not.toMatch(/Brain Training Puzzles/);
  });

  it('names the site without a link when no public address is configured', () => {
    const mail = inactivityWarningMail({ ...warning, lang: 'en' }, undefined);
    expect(mail.text).not.toMatch(/https?:/);
    expect(mail.text).toContain('To keep it, sign in once to Brain Training Puzzles before then.');
  });
});
