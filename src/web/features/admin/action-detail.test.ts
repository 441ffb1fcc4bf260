import { describe, expect, it } from 'vitest';
import { type Lang, textIn } from '../../i18n/catalog.ts';
import { actionDetail } from './action-detail.ts';
import type { AdminAction } from './admin-api.ts';
import { adminMessages } from './messages.ts';

const inLanguage =
  (lang: Lang): Parameters<typeof actionDetail>[1] =>
  (key, values) =>
    textIn(adminMessages, lang, key, values);
const english = inLanguage('en');
const spanish = inLanguage('es');

function action(kind: AdminAction['action'], detail: AdminAction['detail']): AdminAction {
  return { id: 1, action: kind, userId: 7, username: 'ada', detail, at: '2026-11-28T15:04:00.000Z' };
}

describe('actionDetail', () => {
  it('writes a rename as old → new', () => {
    expect(actionDetail(action('rename', { from: 'ada', to: 'Ada L' }), english)).toBe('ada → Ada L');
  });

  it("writes a suspension's reason, or that none was given, in the page's language", () => {
    expect(actionDetail(action('suspend', { reason: 'Bot-like games' }), english)).toBe(
      'Reason: Bot-like games',
    );
    expect(actionDetail(action('suspend', {}), english)).toBe('No reason given');
    expect(actionDetail(action('suspend', {}), spanish)).toBe('Sin motivo');
  });

  it("writes a removed score's id, points and game", () => {
    expect(actionDetail(action('remove-score', { scoreId: 42, gameId: 2, score: 12500 }), english)).toBe(
      'Score #42: 12,500 points in Number Puzzle',
    );
    expect(actionDetail(action('remove-score', { scoreId: 42, gameId: 2, score: 12500 }), spanish)).toBe(
      'Puntuación n.º 42: 12.500 puntos en Number Puzzle',
    );
    expect(actionDetail(action('remove-score', { scoreId: 42, gameId: 2, score: 1 }), english)).toBe(
      'Score #42: 1 point in Number Puzzle',
    );
    expect(actionDetail(action('remove-score', { scoreId: 42 }), spanish)).toBe('Puntuación n.º 42');
  });

  it('shows nothing for an action without detail, and anything else recorded as key: value', () => {
    expect(actionDetail(action('lift', {}), english)).toBe('');
    expect(actionDetail(action('delete', { email: 'a@example.com' }), english)).toBe('email: a@example.com');
    expect(actionDetail(action('rename', { before: 'x' }), english)).toBe('before: x');
  });
});
