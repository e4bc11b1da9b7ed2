import type { Socket } from 'node:net';
import type { ProblemStatus } from '@portal/contract/problem/problem.schemas';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { sendProblem } from './error-handler';
import { problemBody } from './problem';

/**
 * Failures found before a route runs answer the one Russian problem body too (issue 11), and none of them
 * repeats the request: Fastify's own bodies echo the URL, which may carry a token or a visitor's input.
 */

/** The router's failures: a percent-encoding that does not decode, a path parameter longer than the router takes. */
const ROUTER_ERRORS: Record<string, [ProblemStatus, string]> = {
  FST_ERR_BAD_URL: [400, 'Адрес запроса содержит недопустимые символы'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'Адрес запроса слишком длинный'],
};

export const frameworkErrors = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
  const [status, message] = ROUTER_ERRORS[error.code] ?? [400, 'Некорректный запрос'];
  return sendProblem(request, reply, status, message);
};

/** What Node's HTTP parser refuses before Fastify sees a request: oversized headers, a timeout, a broken request. */
const parserProblem = (code: string | undefined): [ProblemStatus, string, string] => {
  if (code === 'HPE_HEADER_OVERFLOW')
    return [431, 'Request Header Fields Too Large', 'Заголовки или адрес запроса слишком велики'];
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return [408, 'Request Timeout', 'Запрос не получен полностью за отведённое время'];
  if (code === 'HPE_URI_TOO_LONG') return [414, 'URI Too Long', 'Адрес запроса слишком длинный'];
  return [400, 'Bad Request', 'Некорректный HTTP-запрос'];
};

export const clientErrorHandler: NonNullable<FastifyServerOptions['clientErrorHandler']> = (
  error: NodeJS.ErrnoException,
  socket: Socket,
) => {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, message] = parserProblem(error.code);
  if (socket.writable) {
    const body = JSON.stringify(problemBody(status, message));
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/problem+json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
};
