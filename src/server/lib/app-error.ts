import type { ErrorCode } from '@/contract/errors';

/** The one error a service throws: a code, an HTTP status and a Japanese message for the user. */
export class AppError extends Error {
  /** Every field a rule refused, when there are several (the first is `field`). */
  issues?: { field: string; message: string }[];
  /**
   * Parts of the message that have an English of their own, Japanese → English (a house's title where
   * its host wrote an English one): used when the answer is in English (src/server/lib/error-language.ts).
   */
  englishParts?: Readonly<Record<string, string>>;

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

/** A 400 naming every refused field (the first as `field`), as a schema's failure does. */
export function invalidFields(issues: { field: string; message: string }[]): AppError {
  const error = new AppError('VALIDATION_ERROR', 400, issues[0]?.message ?? '入力内容が正しくありません', issues[0]?.field);
  error.issues = issues;
  return error;
}
