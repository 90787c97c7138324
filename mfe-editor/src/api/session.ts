/**
 * The editor session (contracts/src/editor.ts): GET tells whether the HttpOnly cookie is
 * there, POST opens it with the password. The password lives only in the form and in this request.
 */
import { EDITOR_MESSAGES, EditorSessionAnswerSchema } from '@ofertas/contracts/editor';
import { WRONG_PASSWORD } from '@ofertas/contracts/messages';
import { ApiError, apiJson } from './http';

export const SESSION_URL = '/api/blog/session';

export async function isAuthenticated(): Promise<boolean> {
  const answer = EditorSessionAnswerSchema.parse(await apiJson('GET', SESSION_URL));
  return answer.authenticated;
}

/** 204 on success; a wrong password is an ApiError 401, too many tries 429 (both with the server's message). */
export async function logIn(password: string): Promise<void> {
  await apiJson('POST', SESSION_URL, { password });
}

/** Whether a write may go ahead: yes; no, a password is needed (none typed, no session); or no, with a reason. */
export type SessionCheck = { ok: true } | { ok: false; needsPassword: true } | { ok: false; needsPassword: false; message: string };

/**
 * Before a write: nothing to do when a session is open; else log in with the form's password (SPEC §8
 * WRONG_PASSWORD on 401; the server's own message on 429).
 */
export async function ensureSession(password: string, describe: (err: unknown) => string): Promise<SessionCheck> {
  try {
    if (await isAuthenticated()) return { ok: true };
  } catch {
    // The state is unknown: logging in settles it (a wrong password is refused there).
  }
  if (password.trim() === '') return { ok: false, needsPassword: true };
  try {
    await logIn(password);
    return { ok: true };
  } catch (err) {
    const refused = (message: string): SessionCheck => ({ ok: false, needsPassword: false, message });
    if (err instanceof ApiError && err.status === 401) return refused(WRONG_PASSWORD);
    if (err instanceof ApiError && err.status === 429) return refused(err.serverMessage || EDITOR_MESSAGES.tooManyAttempts);
    return refused(describe(err));
  }
}
