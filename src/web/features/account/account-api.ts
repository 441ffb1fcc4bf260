import type { SiteLanguage } from '../../../shared/api/auth.ts';
import { accountAnswer, accountExportAnswer, signedOutOthersAnswer } from '../../lib/answers/account.ts';
import { messageAnswer } from '../../lib/answers/common.ts';
import { userAnswer } from '../../lib/answers/users.ts';
import { apiGet, apiSend, isAnswer, throwIfNotOk, UnexpectedAnswerError } from '../../lib/api.ts';

/** The signed-in player's own account, under /api/account (src/shared/api/account.ts). */

export const loadAccount = () => apiGet('/api/account', accountAnswer);

export const endSession = (sessionId: number) =>
  apiSend('DELETE', `/api/account/sessions/${sessionId}`, messageAnswer);

export const forgetDevice = (deviceId: number) =>
  apiSend('DELETE', `/api/account/devices/${deviceId}`, messageAnswer);

export const signOutOthers = () => apiSend('POST', '/api/account/sign-out-others', signedOutOthersAnswer);

export const changeUsername = (username: string) =>
  apiSend('PUT', '/api/account/username', userAnswer, { username });

/** Asks for a code at the new address (202); the address changes only once the code comes back. */
export const requestEmailChange = (email: string, lang: SiteLanguage) =>
  apiSend('POST', '/api/account/email', messageAnswer, { email, lang });

export const verifyEmailChange = (email: string, code: string, lang: SiteLanguage) =>
  apiSend('POST', '/api/account/email/verify', userAnswer, { email, code, lang });

/**
 * Everything the site keeps about the player, as the server wrote it, and the Content-Disposition
 * that names the file. It is checked to be the export before it is saved.
 */
export async function fetchExport(): Promise<{ text: string; contentDisposition: string | null }> {
  const path = '/api/account/export';
  const response = await fetch(path, { credentials: 'include' });
  await throwIfNotOk(response);
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new UnexpectedAnswerError(path, 'the body is not JSON');
  }
  if (!isAnswer(accountExportAnswer, body))
    throw new UnexpectedAnswerError(path, 'the body does not match the expected shape');
  return { text, contentDisposition: response.headers.get('content-disposition') };
}
