import { httpStatusOf, RESPONSE_CODES } from '@ciao/shared/contracts';
import type { FastifyReply } from 'fastify';

/** Success: `{ response_code: 0, data }`. */
export function sendData(reply: FastifyReply, data: unknown): FastifyReply {
  return reply.status(200).send({ response_code: RESPONSE_CODES.SUCCESS, data });
}

/** Failure: `{ response_code, message }` with the HTTP status of the code (response-codes.ts). */
export function sendFailure(
  reply: FastifyReply,
  code: number,
  message: string,
  status = httpStatusOf(code),
  data?: Record<string, unknown>,
): FastifyReply {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .send({ response_code: code, message, ...(data ? { data } : {}) });
}
