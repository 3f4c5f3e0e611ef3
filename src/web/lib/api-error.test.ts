import { describe, expect, it } from 'vitest';
import { ApiError, isApiError } from './api-error';

const json = (body: unknown) => JSON.stringify(body);

describe('ApiError', () => {
  it('keeps the seed message "{status}: {body}" and reads the error body into typed fields', () => {
    const text = json({ code: 'EMAIL_TAKEN', message: 'このメールアドレスは既に登録されています', field: 'email' });
    const error = new ApiError(409, text, 'Conflict');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(error.message).toBe(`409: ${text}`);
    expect(error.status).toBe(409);
    expect(error.code).toBe('EMAIL_TAKEN');
    expect(error.serverMessage).toBe('このメールアドレスは既に登録されています');
    expect(error.field).toBe('email');
    expect(error.issues).toEqual([]);
  });

  it('reads the issues of a validation error, skipping malformed ones', () => {
    const body = {
      code: 'VALIDATION_ERROR',
      message: '有効なメールアドレスを入力してください',
      field: 'email',
      issues: [{ field: 'email', message: '有効なメールアドレスを入力してください' }, { field: 'phone' }, 'x', { field: 'firstName', message: '必須です' }],
    };
    const error = new ApiError(400, json(body));
    expect(error.issues).toEqual([
      { field: 'email', message: '有効なメールアドレスを入力してください' },
      { field: 'firstName', message: '必須です' },
    ]);
  });

  it('keeps extra keys of the body (e.g. redirectUrl) in `body`', () => {
    const error = new ApiError(402, json({ code: 'CARD_DECLINED', message: 'カードが拒否されました', redirectUrl: '/booking-failed?x=1' }));
    expect(error.body?.redirectUrl).toBe('/booking-failed?x=1');
  });

  it('falls back to the status text, with null fields, when the body is empty or not JSON', () => {
    const empty = new ApiError(502, '', 'Bad Gateway');
    expect(empty.message).toBe('502: Bad Gateway');
    expect([empty.code, empty.serverMessage, empty.field, empty.body]).toEqual([null, null, null, null]);

    const html = new ApiError(503, '<html>down</html>', 'Service Unavailable');
    expect(html.message).toBe('503: <html>down</html>');
    expect(html.serverMessage).toBeNull();

    for (const text of ['"just a string"', '[1,2]', 'null', json({ message: '', code: 7 })]) {
      const error = new ApiError(500, text);
      expect(error.serverMessage).toBeNull();
      expect(error.code).toBeNull();
    }
  });

  it('is made from a Response, its body read once as text', async () => {
    const res = new Response(json({ code: 'NOT_FOUND', message: 'お探しのページは見つかりません' }), { status: 404, statusText: 'Not Found' });
    const error = await ApiError.fromResponse(res);
    expect(error.status).toBe(404);
    expect(error.code).toBe('NOT_FOUND');
    expect(error.message).toBe(`404: ${json({ code: 'NOT_FOUND', message: 'お探しのページは見つかりません' })}`);
    expect(isApiError(error)).toBe(true);
    expect(isApiError(new Error('404: x'))).toBe(false);
  });
});
