import type { AdminAction } from './admin-api.ts';
import { gameName } from './game-name.ts';
import type { adminMessages } from './messages.ts';

type Text = (
  key: Extract<keyof (typeof adminMessages)['en'], string>,
  values?: Record<string, string | number>,
) => string;

/**
 * What an action's recorded detail says, in words: a rename's old and new names, a suspension's
 * reason (or that none was given), a removed score's id, points and game. Anything else recorded with it follows as
 * `key: value`, so that nothing kept is hidden from the admin.
 */
export function actionDetail(action: AdminAction, text: Text): string {
  const { detail } = action;
  const parts: string[] = [];
  const used = new Set<string>();
  const use = (...keys: string[]) => {
    for (const key of keys) used.add(key);
  };
  if (action.action === 'rename' && detail.from !== undefined && detail.to !== undefined) {
    parts.push(text('detailRename', { old: detail.from, new: detail.to }));
    use('from', 'to');
  } else if (action.action === 'suspend') {
    const reason = typeof detail.reason === 'string' ? detail.reason.trim() : '';
    parts.push(reason ? text('detailReason', { reason }) : text('detailNoReason'));
    use('reason');
  } else if (action.action === 'remove-score' && detail.scoreId !== undefined) {
    const { scoreId: id, score, gameId } = detail;
    if (typeof score === 'number' && typeof gameId === 'number') {
      parts.push(text('detailScoreOf', { id, score, game: gameName(gameId) }));
      use('scoreId', 'score', 'gameId');
    } else {
      parts.push(text('detailScore', { id }));
      use('scoreId');
    }
  }
  for (const [key, value] of Object.entries(detail)) {
    if (!used.has(key)) parts.push(`${key}: ${value}`);
  }
  return parts.join('; ');
}
