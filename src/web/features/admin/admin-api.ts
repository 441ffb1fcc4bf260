import type { z } from 'zod';
import type { AdminStats, AdminUser, contactMessageSchema, Donation } from '../../../shared/api/admin.ts';
import { throwIfNotOk } from '../../lib/api.ts';

export type { AdminStats, AdminUser, Donation };
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** The request header the admin calls carry the key in (ADMIN_KEY_HEADER on the server). */
const KEY_HEADER = 'admin-key';
export const STORAGE_KEY = 'brain-training:admin-key';

/** A read of the admin API with the key; non-success answers become ApiError as everywhere else. */
export async function adminGet<T>(path: string, key: string): Promise<{ body: T; headers: Headers }> {
  const response = await fetch(path, { credentials: 'include', headers: { [KEY_HEADER]: key } });
  await throwIfNotOk(response);
  return { body: (await response.json()) as T, headers: response.headers };
}

const USERS_PAGE_SIZE = 1000;

function usersPath(query: string, offset = 0): string {
  const params = new URLSearchParams({ limit: String(USERS_PAGE_SIZE), offset: String(offset) });
  if (query.trim()) params.set('q', query.trim());
  return `/api/admin/users?${params.toString()}`;
}

/** The users matching the search and the server's total count of them. */
export async function fetchUsers(key: string, query: string, offset = 0) {
  const { body, headers } = await adminGet<AdminUser[]>(usersPath(query, offset), key);
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
