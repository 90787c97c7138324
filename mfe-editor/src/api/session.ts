/**
 * The editor session (/work/brief contract, contracts/src/editor.ts): GET tells whether the HttpOnly cookie is
 * there, POST opens it with the password. The password lives only in the form and in this request.
 */
import { EDITOR_MESSAGES, EditorSessionAnswerSchema } from '@ofertas/contracts/editor';
import { EDITOR_LABELS, WRONG_PASSWORD } from '@ofertas/contracts/messages';
import { required } from '../lib/messages';
import { ApiError, requestJson } from './http';

export const SESSION_URL = '/api/blog/session';

export async function isAuthenticated(): Promise<boolean> {
  const answer = EditorSessionAnswerSchema.parse(await requestJson('GET', SESSION_URL));
  return answer.authenticated;
}

/** 204 on success; a wrong password is an ApiError 401, too many tries 429 (both with the server's message). */
export async function logIn(password: string): Promise<void> {
  await requestJson('POST', SESSION_URL, { password });
}

/**
 * Before a write: nothing to do when a session is open; else log in with the form's password. Returns null when
 * the write may go ahead, or the message to show (SPEC §8 WRONG_PASSWORD on 401; the server's own on 429).
 */
export async function ensureSession(password: string, describe: (err: unknown) => string): Promise<string | null> {
  try {
    if (await isAuthenticated()) return null;
  } catch {
    // The state is unknown: logging in settles it (a wrong password is refused there).
  }
  if (password.trim() === '') return required(EDITOR_LABELS.password);
  try {
    await logIn(password);
    return null;
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return WRONG_PASSWORD;
    if (err instanceof ApiError && err.status === 429) return err.serverMessage || EDITOR_MESSAGES.tooManyAttempts;
    return describe(err);
  }
}
