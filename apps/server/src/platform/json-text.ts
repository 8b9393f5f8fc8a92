import type { FastifyReply } from 'fastify';

/**
 * Sends JSON that was serialized ahead of time (a cached page). The route keeps its response
 * schema for the OpenAPI document and its tests check the contract; the type provider cannot see
 * that a string already has that shape, hence the cast in this one place.
 */
export function sendJsonText(reply: FastifyReply, body: string | Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body as never);
}
