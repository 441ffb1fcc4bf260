import { CSV_BOM, datedFileName, toCsv } from '../../../shared/csv/csv.ts';
import type { AdminUser } from './admin-api.ts';

/**
 * The users as CSV under the header of the page's language (`usersCsvMessages`: in English
 * the specification's six columns, then when the account was suspended, empty when it is not).
 */
export function usersCsv(users: readonly AdminUser[], header: readonly string[]): string {
  return toCsv(
    [...header],
    users.map((user) => [
      user.id,
      user.username,
      user.email,
      user.createdAt,
      user.gamesPlayed,
      user.totalScore,
      user.suspendedAt,
    ]),
  );
}

/** Saves the users as users-YYYY-MM-DD.csv (today's local date), readable by spreadsheets as UTF-8. */
export function downloadUsersCsv(
  users: readonly AdminUser[],
  header: readonly string[],
  today = new Date(),
): void {
  const blob = new Blob([CSV_BOM, usersCsv(users, header)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = datedFileName('users', today);
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
