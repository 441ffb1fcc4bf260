import type { z } from 'zod';
import type { AdminUser, contactMessageSchema } from '../../../shared/api/admin.ts';
import { ADMIN_KEY_HEADER } from '../../../shared/api/limits.ts';
import type { AnswerShape } from '../../lib/answer-shape.ts';
import {
  adminAccountAnswer,
  adminActionsAnswer,
  adminStatsAnswer,
  adminUsersAnswer,
  contactMessagesAnswer,
  donationsAnswer,
  outliersAnswer,
  refusalsAnswer,
} from '../../lib/answers/admin.ts';
import { submittedScoreAnswer } from '../../lib/answers/scores.ts';
import { userAnswer } from '../../lib/answers/users.ts';
import { parseAnswer, throwIfNotOk } from '../../lib/api.ts';

export type {
  AdminAction,
  AdminActionKind,
  AdminUser,
  Donation,
  Outlier,
  Refusal,
} from '../../../shared/api/admin.ts';
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const STORAGE_KEY = 'brain-training:admin-key';

/** How many outliers, contact messages and donations the dashboard lists. */
export const LIST_LIMIT = 200;

/** A read of the admin API with the key, checked against its answer's shape; failures are ApiErrors as everywhere else. */
async function adminGet<Answer>(path: string, key: string, shape: AnswerShape<Answer>) {
  const response = await fetch(path, { credentials: 'include', headers: { [ADMIN_KEY_HEADER]: key } });
  await throwIfNotOk(response);
  return { body: await parseAnswer(response, shape), headers: response.headers };
}

export async function fetchStats(key: string) {
  return (await adminGet('/api/admin/stats', key, adminStatsAnswer)).body;
}

export async function fetchMessages(key: string) {
  return (await adminGet(`/api/admin/messages?limit=${LIST_LIMIT}`, key, contactMessagesAnswer)).body;
}

export async function fetchDonations(key: string) {
  return (await adminGet(`/api/admin/donations?limit=${LIST_LIMIT}`, key, donationsAnswer)).body;
}

export async function fetchOutliers(key: string) {
  return (await adminGet(`/api/admin/outliers?limit=${LIST_LIMIT}`, key, outliersAnswer)).body;
}

/** How many days back the list of refused score submissions goes. */
export const REFUSAL_DAYS = 30;

export async function fetchRefusals(key: string) {
  return (await adminGet(`/api/admin/refusals?days=${REFUSAL_DAYS}`, key, refusalsAnswer)).body;
}

/** How many recorded actions the dashboard lists at first, and how many more each "show older" adds. */
export const ACTIONS_STEP = 50;
/** The most the server gives in one answer. */
export const ACTIONS_MAX = 1000;

/** The latest `count` things the admin did, newest first. */
export async function fetchActions(key: string, count: number) {
  return (await adminGet(`/api/admin/actions?limit=${count}&offset=0`, key, adminActionsAnswer)).body;
}

/** A change through the admin API with the key (and a JSON body, if any), its answer checked against `shape`. */
async function adminSend<Answer>(
  method: 'PUT' | 'DELETE',
  path: string,
  key: string,
  shape: AnswerShape<Answer>,
  body?: unknown,
) {
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: {
      [ADMIN_KEY_HEADER]: key,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await throwIfNotOk(response);
  return parseAnswer(response, shape);
}

/** Removes a score; the server answers the score it removed. */
export function removeScore(key: string, scoreId: number) {
  return adminSend('DELETE', `/api/admin/scores/${scoreId}`, key, submittedScoreAnswer);
}

/** Deletes an account and everything kept of it; the server answers the user it deleted. */
export function deleteUser(key: string, userId: number) {
  return adminSend('DELETE', `/api/admin/users/${userId}`, key, userAnswer);
}

export { SUSPENSION_REASON_MAX } from '../../../shared/api/limits.ts';

/** Renames an account (the server checks the name as at sign-up); answers the account as it now is. */
export function renameUser(key: string, userId: number, username: string) {
  return adminSend('PUT', `/api/admin/users/${userId}/username`, key, adminAccountAnswer, { username });
}

/** Suspends an account: its scores leave the boards and new ones are refused. An empty reason is left out. */
export function suspendUser(key: string, userId: number, reason: string) {
  const trimmed = reason.trim();
  return adminSend(
    'PUT',
    `/api/admin/users/${userId}/suspension`,
    key,
    adminAccountAnswer,
    trimmed ? { reason: trimmed } : {},
  );
}

/** Lifts an account's suspension: its scores come back on the boards. */
export function liftSuspension(key: string, userId: number) {
  return adminSend('DELETE', `/api/admin/users/${userId}/suspension`, key, adminAccountAnswer);
}

const USERS_PAGE_SIZE = 1000;

function usersPath(query: string, offset = 0): string {
  const params = new URLSearchParams({ limit: String(USERS_PAGE_SIZE), offset: String(offset) });
  if (query.trim()) params.set('q', query.trim());
  return `/api/admin/users?${params.toString()}`;
}

/** The users matching the search and the server's total count of them. */
export async function fetchUsers(key: string, query: string, offset = 0) {
  const { body, headers } = await adminGet(usersPath(query, offset), key, adminUsersAnswer);
  const total = Number(headers.get('x-total-count'));
  return { users: body, total: Number.isFinite(total) ? total : body.length };
}

/** Every user matching the search, page by page (for an export larger than one page). */
export async function fetchAllUsers(key: string, query: string): Promise<AdminUser[]> {
  const byId = new Map<number, AdminUser>();
  for (let offset = 0; ; offset += USERS_PAGE_SIZE) {
    const page = await fetchUsers(key, query, offset);
    // New sign-ups during the export shift the pages; a user seen twice is kept once.
    for (const user of page.users) byId.set(user.id, user);
    if (page.users.length < USERS_PAGE_SIZE || offset + USERS_PAGE_SIZE >= page.total) break;
  }
  return [...byId.values()];
}

/** The accepted key is kept for this tab only, so closing the tab locks the dashboard. */
export const savedKey = {
  read(): string | null {
    try {
      return sessionStorage.getItem(STORAGE_KEY);
    } catch {
      return null;
    }
  },
  write(key: string): void {
    try {
      sessionStorage.setItem(STORAGE_KEY, key);
    } catch {
      // Storage refused (private mode, quota): the dashboard stays open until the page is left.
    }
  },
  clear(): void {
    try {
      sessionStorage.removeItem(STORAGE_KEY);
    } catch {
      // Nothing was stored.
    }
  },
};
