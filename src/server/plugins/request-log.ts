import { LogController, type FastifyReply, type FastifyRequest, type RawRequestDefaultExpression } from 'fastify';

/**
 * One log line per request instead of Fastify's two ("incoming request", then "request completed"):
 * written when the answer is sent, at `info` (`error` when the answer failed), with the fields of both —
 * the request id, method, url, host and client address (`req`), the status (`res`) and the time taken
 * in milliseconds (`responseTime`). Under load a line costs as much as a small plugin; a request that
 * never gets its answer is seen in the client's log, not here. Every other log line of Fastify stays.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

/** Query parameters whose values are secrets (a password-reset link's token): never written to the log. */
const SECRET_QUERY = /([?&]token=)[^&#]*/gi;

/** A request's url as the log shows it: a reset link's token is replaced by `[redacted]`. */
export function loggableUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[redacted]');
}

/** The log's `req`: Fastify's own fields, with the url through `loggableUrl`. */
export function serializeRequest(request: FastifyRequest | RawRequestDefaultExpression) {
  const fastifyRequest = request as FastifyRequest;
  return {
    method: request.method,
    url: loggableUrl(request.url ?? ''),
    host: fastifyRequest.host ?? request.headers.host,
    remoteAddress: fastifyRequest.ip ?? request.socket?.remoteAddress,
    remotePort: request.socket?.remotePort,
  };
}
