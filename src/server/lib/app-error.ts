import type { ErrorCode } from '@/contract/errors';

/** The one error a service throws: a code, an HTTP status and a Japanese message for the user. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly statusCode: number,
    message: string,
    readonly field?: string,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message = '指定されたデータが見つかりません') => new AppError('NOT_FOUND', 404, message);
export const unauthenticated = (message = 'ログインが必要です') => new AppError('UNAUTHENTICATED', 401, message);
export const forbidden = (message = 'この操作を行う権限がありません') => new AppError('FORBIDDEN', 403, message);
/** Input the schema let through but a rule refuses: a 400 naming the field. */
export const badRequest = (message: string, field?: string) => new AppError('VALIDATION_ERROR', 400, message, field);
