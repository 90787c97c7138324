import { EDITOR_MESSAGES, type ApiError } from '@ofertas/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { EditorSessions } from './editor-session.service';

/** Routes (method and Fastify route path) that need the site's Origin and an open session. */
const WRITES = new Set(['POST /api/blog/new', 'PUT /api/blog', 'DELETE /api/blog/:id']);
/** Login and logout: the site's Origin only. */
const SESSION_CHANGES = new Set(['POST /api/blog/session', 'DELETE /api/blog/session']);

function refuse(reply: FastifyReply, status: 401 | 403, message: string): FastifyReply {
  const body: ApiError = { statusCode: status, error: status === 401 ? 'Unauthorized' : 'Forbidden', message };
  return reply.code(status).header('cache-control', 'no-store').send(body);
}

/**
 * Judges the editor's writes in Fastify's onRequest hook, before their body is read: a request from
 * elsewhere than the site → 403, an article write without an open session → 401. A refused request costs its
 * headers only, never its (up to several MB of) body.
 */
export function registerEditorWriteGate(fastify: FastifyInstance, sessions: EditorSessions): void {
  fastify.addHook('onRequest', async (request, reply) => {
    const route = `${request.method} ${request.routeOptions.url ?? ''}`;
    const write = WRITES.has(route);
    if (!write && !SESSION_CHANGES.has(route)) return;
    if (!sessions.originAllowed(request.headers)) return refuse(reply, 403, EDITOR_MESSAGES.originRefused);
    if (write && !(await sessions.expiresAt(request.headers))) return refuse(reply, 401, EDITOR_MESSAGES.loginRequired);
  });
}
