import { describe, expect, it } from 'vitest';
import { forgetOtherDays, type KeyValueStorage, playKey, readPlayRecord, statsKey } from './storage.ts';

function memoryStorage(): KeyValueStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
    key: (index) => [...entries.keys()][index] ?? null,
    get length() {
      return entries.size;
    },
  };
}

const DAY = '2026-11-22';
const PLAY_ID = 'AAAAAAAAAAAAAAAAAAAAAA';

describe('the record of the day’s play', () => {
  it('is kept per day and per player (user or guest)', () => {
    expect(playKey(DAY, 7)).not.toBe(playKey(DAY, 8));
    expect(playKey(DAY, 7)).not.toBe(playKey(DAY, null));
    expect(playKey(DAY, null)).not.toBe(playKey('2026-11-23', null));
    expect(statsKey(7)).not.toBe(statsKey(null));
    expect(playKey(DAY, null)).toMatch(/^brain-training:tldr:/);
  });

  it('reads back the play id, the clock’s start and the end', () => {
    const storage = memoryStorage();
    const record = { playId: PLAY_ID, startedAt: 1_000, ended: { timeSeconds: 42, score: 1_858 } };
    storage.setItem(playKey(DAY, 7), JSON.stringify(record));
    expect(readPlayRecord(storage, DAY, 7)).toEqual(record);
    expect(readPlayRecord(storage, DAY, 8)).toBeNull();
    expect(readPlayRecord(storage, '2026-11-23', 7)).toBeNull();
  });

  it('reads as none when malformed, and drops a malformed clock or end', () => {
    const storage = memoryStorage();
    storage.setItem(playKey(DAY, null), 'not json');
    expect(readPlayRecord(storage, DAY, null)).toBeNull();
    storage.setItem(playKey(DAY, null), JSON.stringify({ playId: 'short' }));
    expect(readPlayRecord(storage, DAY, null)).toBeNull();
    storage.setItem(
      playKey(DAY, null),
      JSON.stringify({ playId: PLAY_ID, startedAt: 'x', ended: { score: 1 } }),
    );
    expect(readPlayRecord(storage, DAY, null)).toEqual({ playId: PLAY_ID, startedAt: null, ended: null });
  });

  it('of earlier days is removed, with whole games and completions kept by earlier versions', () => {
    const storage = memoryStorage();
    storage.setItem(playKey('2026-11-21', null), '{}');
    storage.setItem(playKey('2026-11-21', 3), '{}');
    storage.setItem(playKey(DAY, null), '{}');
    storage.setItem(`brain-training:tldr:game:${DAY}:guest`, '{"answer":"PLANET"}');
    storage.setItem(`brain-training:tldr:completed:3:${DAY}`, '{}');
    storage.setItem(statsKey(null), '{}');
    storage.setItem('brain-training:theme', 'dark');
    forgetOtherDays(storage, DAY);
    expect([...storage.entries.keys()].sort()).toEqual(
      [playKey(DAY, null), statsKey(null), 'brain-training:theme'].sort(),
    );
  });
});
