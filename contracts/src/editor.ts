import { z } from 'zod';
import { safeString } from './safe';

/**
 * The author's side of the blog (SPEC §2 'Article editor', §6). The server enforces every write: a write
 * needs an editor session, opened by POST /api/blog/session with the password and kept in an HttpOnly,
 * SameSite=Strict, signed cookie. The password is never in a browser bundle.
 */

/** Name of the session cookie (HttpOnly: the editor only learns the state through GET /api/blog/session). */
export const EDITOR_SESSION_COOKIE = 'ofertas_editor';

/** POST /api/blog/session → 204 and the cookie; 401 EDITOR_MESSAGES.wrongPassword; 429 tooManyAttempts. */
export const EditorLoginRequestSchema = z.object({ password: safeString().min(1).max(200) });
export type EditorLoginRequest = z.output<typeof EditorLoginRequestSchema>;

/** GET /api/blog/session (DELETE /api/blog/session → 204 closes it). */
export const EditorSessionAnswerSchema = z.object({
  authenticated: z.boolean(),
  /** ISO date-time when the session ends (only when authenticated). */
  expiresAt: z.iso.datetime().optional(),
});
export type EditorSessionAnswer = z.output<typeof EditorSessionAnswerSchema>;

/** DELETE /api/blog/{id}?version=N : the version the author saw (409 when someone saved since). */
export const BlogDeleteQuerySchema = z.object({ version: z.coerce.number().int().positive().max(2_147_483_647).optional() });

export const EDITOR_LIMITS = {
  /** Failed passwords allowed per client in the window before 429. */
  loginAttempts: 5,
  loginWindowSeconds: 900,
  /** Cover uploads: decoded bytes. */
  coverBytes: 2 * 1024 * 1024,
  /** Session lifetime. */
  sessionSeconds: 8 * 3600,
} as const;

/** Server answers of the author's side that SPEC §8 does not name (Spanish, shown as they are). */
export const EDITOR_MESSAGES = {
  loginRequired: 'Inicia sesión como editor para guardar cambios (escribe la contraseña y vuelve a intentarlo).',
  tooManyAttempts: 'Demasiados intentos fallidos. Espera 15 minutos antes de volver a intentarlo.',
  originRefused: 'Petición rechazada: el origen no es este sitio.',
  duplicateSlug: 'Ya existe un artículo con ese slug',
  staleVersion: 'El artículo ha cambiado desde que lo abriste: recárgalo antes de guardar',
  coverType: 'image: la portada debe ser una imagen png, gif, jpeg, bmp, ico o webp',
  coverSvg: 'image: no se admiten imágenes SVG',
  coverTooLarge: 'image: la portada no puede superar 2 MB',
} as const;
