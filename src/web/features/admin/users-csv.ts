import { CSV_BOM, datedFileName, toCsv } from '../../../shared/csv/csv.ts';
import type { AdminUser } from './admin-api.ts';

/** The specification's six columns, then when the account was suspended (empty when it is not). */
export const USER_CSV_HEADER = [
  'ID',
  'Username',
  'Email',
  'Created At',
  'Games Played',
  'Total Score',
  'Suspended At',
];

export function usersCsv(users: readonly AdminUser[]): string {
  return toCsv(
    USER_CSV_HEADER,
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
export function downloadUsersCsv(users: readonly AdminUser[], today = new Date()): void {
  const blob = new Blob([CSV_BOM, usersCsv(users)], { type: 'text/csv;charset=utf-8' });
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
