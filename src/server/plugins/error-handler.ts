import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorBody } from '@/contract/errors';
import { AppError } from '../lib/app-error';
import { errorBodyFor } from '../lib/error-language';

const FIELD_LABELS: Record<string, string> = {
  body: 'リクエスト本文',
  querystring: 'クエリ',
  params: 'パス',
};

/**
 * A multipart body the parser could not read (no boundary, no closing boundary, a broken part header):
 * busboy throws plain errors without a status, which would otherwise answer 500.
 */
function isMalformedMultipart(error: Error, request: FastifyRequest): boolean {
  const type = request.headers['content-type'] ?? '';
  return type.toLowerCase().startsWith('multipart/') && /[\\/]busboy[\\/]/.test(error.stack ?? '');
}

/** An error's answer, its messages in the language the request asks for (src/server/lib/error-language.ts). */
function send(reply: FastifyReply, status: number, body: ErrorBody, englishParts?: Readonly<Record<string, string>>) {
  return reply.code(status).type('application/json; charset=utf-8').send(errorBodyFor(reply.request, body, englishParts));
}

/**
 * One error handler for the whole API: services throw AppError, validation failures become a 400
 * naming the field, and the detail of unexpected errors never reaches the client. Messages are Japanese,
 * or English for a request that asks for English (docs/decisions/0042-english-guest-pages.md).
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return send(reply, error.statusCode, { code: error.code, message: error.message, field: error.field, ...(error.issues ? { issues: error.issues } : {}) }, error.englishParts);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = (error as { validationContext?: string }).validationContext ?? 'body';
      const issues = error.validation.map((v) => ({
        field: v.instancePath.replace(/^\//, '').replaceAll('/', '.') || context,
        message: v.message ?? '入力内容が正しくありません',
      }));
      const first = issues[0];
      const where = FIELD_LABELS[first.field];
      return send(reply, 400, {
        code: 'VALIDATION_ERROR',
        message: where ? `${where}の形式が正しくありません: ${first.message}` : first.message,
        field: first.field,
        issues,
      });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return send(reply, 500, { code: 'INTERNAL', message: 'サーバーでエラーが発生しました。しばらくしてからお試しください。' });
    }
    if (!error.statusCode && isMalformedMultipart(error, request)) {
      return send(reply, 400, { code: 'VALIDATION_ERROR', message: 'アップロードされたデータの形式が正しくありません', field: 'body' });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      return send(reply, 413, { code: 'PAYLOAD_TOO_LARGE', message: '送信されたデータが大きすぎます' });
    }
    if (status === 415) {
      return send(reply, 415, { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'この形式のデータは受け付けていません' });
    }
    if (status === 429) {
      return send(reply, 429, { code: 'TOO_MANY_ATTEMPTS', message: 'リクエストが多すぎます。しばらくしてからお試しください。' });
    }
    if (status === 404) {
      return send(reply, 404, { code: 'NOT_FOUND', message: 'お探しのページは見つかりません' });
    }
    if (status === 403) {
      return send(reply, 403, { code: 'FORBIDDEN', message: 'この操作を行う権限がありません' });
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, an empty body where one is required, and other client errors of Fastify itself.
      return send(reply, 400, { code: 'VALIDATION_ERROR', message: 'リクエストの形式が正しくありません', field: 'body' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, { code: 'INTERNAL', message: 'サーバーでエラーが発生しました。しばらくしてからお試しください。' });
  });
}
