import { messageAnswer } from './answers/common.ts';
import { userAnswer } from './answers/users.ts';
import { apiGetOrNullWhenSignedOut, apiSend } from './api.ts';

/**
 * Whether the server still knows this browser's session as `userId`: false when it does not, null when
 * it cannot say right now (no answer, or an error of its own).
 */
export async function sessionIsUser(userId: number): Promise<boolean | null> {
  try {
    const me = await apiGetOrNullWhenSignedOut('/api/auth/me', userAnswer);
    return me?.id === userId;
  } catch {
    // A server that cannot answer right now, or answers oddly, says nothing about the session.
    return null;
  }
}

export async function logOut(): Promise<void> {
  await apiSend('POST', '/api/auth/logout', messageAnswer);
}

/** Deletes the signed-in account and everything kept of it; the server also ends the session. */
export async function deleteOwnAccount(): Promise<void> {
  await apiSend('DELETE', '/api/users/me', messageAnswer);
}
