import { describe, expect, it } from 'vitest';
import { usersCsvMessages } from './messages.ts';
import { usersCsv } from './users-csv.ts';

describe('usersCsv', () => {
  it('writes the six columns of the specification and when the account was suspended, one user per line, every text quoted and no formula', () => {
    const text = usersCsv(
      [
        {
          id: 7,
          username: '=cmd|calc',
          email: null,
          createdAt: '2026-11-22T10:00:00.000Z',
          gamesPlayed: 3,
          totalScore: 12500,
          suspendedAt: null,
        },
        {
          id: 8,
          username: 'x;=1+1',
          email: 'x@example.com',
          createdAt: '2026-11-22T10:30:00.000Z',
          gamesPlayed: 1,
          totalScore: 900,
          suspendedAt: '2026-11-28T15:04:00.000Z',
        },
        {
          id: 9,
          username: 'zoë, "the brain"',
          email: 'zoe@example.com',
          createdAt: '2026-11-22T11:00:00.000Z',
          gamesPlayed: 0,
          totalScore: 0,
          suspendedAt: null,
        },
      ],
      usersCsvMessages.en.header,
    );
    expect(usersCsvMessages.en.header).toEqual([
      'ID',
      'Username',
      'Email',
      'Created At',
      'Games Played',
      'Total Score',
      'Suspended At',
    ]);
    expect(text).toBe(
      '"ID","Username","Email","Created At","Games Played","Total Score","Suspended At"\r\n' +
        `7,"'=cmd|calc",,"2026-11-22T10:00:00.000Z",3,12500,\r\n` +
        `8,"x;'=1+1","x@example.com","2026-11-22T10:30:00.000Z",1,900,"2026-11-28T15:04:00.000Z"\r\n` +
        '9,"zoë, ""the brain""","zoe@example.com","2026-11-22T11:00:00.000Z",0,0,\r\n',
    );
  });

  it('writes the header of a Spanish page in Spanish', () => {
    const spanish = usersCsvMessages.es?.header ?? [];
    expect(usersCsv([], spanish).split('\r\n')[0]).toBe(
      '"ID","Nombre de usuario","Correo electrónico","Creada el","Partidas jugadas","Puntuación total","Suspendida el"',
    );
  });
});
