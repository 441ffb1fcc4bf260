import { describe, expect, it } from 'vitest';
import { textIn } from '../../i18n/catalog.ts';
import { adminMessages } from './messages.ts';

const en = (key: keyof (typeof adminMessages)['en'], values: Record<string, string | number>) =>
  textIn(adminMessages, 'en', key, values);
const es = (key: keyof (typeof adminMessages)['en'], values: Record<string, string | number>) =>
  textIn(adminMessages, 'es', key, values);

describe('the admin’s counts', () => {
  it('say how many users there are, or match a search, with the verb and noun of the count', () => {
    expect(en('userCount', { count: 1 })).toBe('1 user');
    expect(en('userCount', { count: 1234 })).toBe('1,234 users');
    expect(en('usersMatch', { count: 1, query: 'ada' })).toBe('1 user matches “ada”');
    expect(en('usersMatch', { count: 2, query: 'ada' })).toBe('2 users match “ada”');
    expect(es('userCount', { count: 1 })).toBe('1 usuario');
    expect(es('userCount', { count: 0 })).toBe('0 usuarios');
    expect(es('usersMatch', { count: 1, query: 'ada' })).toBe('1 usuario coincide con «ada»');
    expect(es('usersMatch', { count: 10_000, query: 'ada' })).toBe('10.000 usuarios coinciden con «ada»');
    expect(es('usersShown', { sentence: '5000 usuarios', shown: 200 })).toBe(
      '5000 usuarios; se muestran los 200 primeros (la exportación los incluye todos)',
    );
  });

  it('count the points and moves of a score to remove, and the days of the refusals', () => {
    const values = { player: 'ada', game: 'Memory Match', time: '12 s', score: 1, moves: 13 };
    expect(en('confirmText', values)).toMatch(
      /^ada’s 1 point in Memory Match \(12 s, 13 moves\) will be taken/,
    );
    expect(es('confirmText', { ...values, score: 5635 })).toMatch(
      /^La puntuación de ada en Memory Match \(5635 puntos, 12 s, 13 movimientos\) se quitará/,
    );
    expect(en('noRefusals', { days: 30 })).toBe('No score submission was refused in the last 30 days.');
    expect(es('noRefusals', { days: 1 })).toBe('No se rechazó ningún envío de puntuación el último día.');
  });
});
