import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import proxyAddr from 'proxy-addr';
import type { AppConfig } from '../config/config';

/** What a proxy may hand on: short, and nothing that could break a log line or a header. */
const ACCEPTED_ID = /^[\w.:@/+=-]{1,128}$/;

/** Whether the address a request came from is a proxy TRUST_PROXY allows to speak for the client. */
export function trustsPeer(setting: AppConfig['TRUST_PROXY']): (address: string) => boolean {
  if (setting === false) return () => false;
  if (typeof setting === 'number') return () => setting > 0;
  const trust = proxyAddr.compile(setting);
  return (address) => trust(address, 0);
}

/** Fastify's genReqId: a trusted proxy's X-Request-Id, else a new UUID. */
export function requestIdGenerator(setting: AppConfig['TRUST_PROXY']): (req: IncomingMessage) => string {
  const trusted = trustsPeer(setting);
  return (req) => {
    const given = req.headers['x-request-id'];
    if (typeof given === 'string' && ACCEPTED_ID.test(given) && trusted(req.socket.remoteAddress ?? '')) return given;
    return randomUUID();
  };
}

function isApiError(payload: unknown): payload is Record<string, unknown> & { statusCode: number; message: string } {
  return typeof payload === 'object' && payload !== null && typeof (payload as { statusCode?: unknown }).statusCode === 'number' && typeof (payload as { message?: unknown }).message === 'string';
}

/**
 * Every answer says its request id (X-Request-Id) and every JSON error names it in its body (`requestId`), so a
 * user's report or a proxy's log leads to the server's lines of that request.
 */
export function registerRequestId(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    done();
  });
  fastify.addHook('preSerialization', (request, reply, payload, done) => {
    if (reply.statusCode >= 400 && isApiError(payload) && !('requestId' in payload)) done(null, { ...payload, requestId: request.id });
    else done(null, payload);
  });
}
