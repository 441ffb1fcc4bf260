import { useSyncExternalStore } from 'react';
import type { LeaderboardEntry } from '../../../shared/api/leaderboard.ts';

/**
 * What the live boards tell the page (live-boards.ts, loaded with the stream): the entries a board
 * gained (a board shows them highlighted for a moment) and the sentence the section's polite live
 * region reads out. Kept apart from the stream's code so that the section's region costs the page's
 * first script a few hundred bytes only.
 */
export interface BoardNews {
  gameId: number;
  period: 'month' | 'all';
  /** The board's new or improved entries, best first. */
  entries: LeaderboardEntry[];
}

const newsListeners = new Set<(news: BoardNews) => void>();

export function onBoardNews(listener: (news: BoardNews) => void): () => void {
  newsListeners.add(listener);
  return () => newsListeners.delete(listener);
}

export function tellBoardNews(news: BoardNews): void {
  for (const listener of newsListeners) listener(news);
}

let announcement = { text: '', key: 0 };
const announcementListeners = new Set<() => void>();

/** Reads `text` out through the section's polite live region (the same text again is read again). */
export function announce(text: string): void {
  announcement = { text, key: announcement.key + 1 };
  for (const listener of announcementListeners) listener();
}

const subscribe = (listener: () => void) => {
  announcementListeners.add(listener);
  return () => announcementListeners.delete(listener);
};
const EMPTY = { text: '', key: 0 };

/** The sentence to read out now (empty in the prerendered page). */
export function useAnnouncement(): { text: string; key: number } {
  return useSyncExternalStore(
    subscribe,
    () => announcement,
    () => EMPTY,
  );
}
