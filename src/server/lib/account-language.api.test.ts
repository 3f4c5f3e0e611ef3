import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpGuest, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const english = { 'accept-language': 'en' };

/** The guest's own pages in English (issue 32): their refusals answer in English, with the same codes and fields. */
describe('the guest account calls in English', () => {
  it('refuse a wrong current password and a new password like the current one in English, the same code and field', async () => {
    const { cookie } = await signUpGuest(t.app);
    const change = (payload: object, headers: Record<string, string>) =>
      t.app.inject({ method: 'PUT', url: '/api/user/password', payload, headers: { cookie, ...headers }, remoteAddress: '203.0.113.71' });
    const wrong = await change({ currentPassword: 'not-it-at-all', newPassword: 'brand-new-789' }, english);
    const wrongJapanese = await change({ currentPassword: 'not-it-at-all', newPassword: 'brand-new-789' }, {});
    expect(wrong.statusCode).toBe(wrongJapanese.statusCode);
    expect(wrong.json()).toMatchObject({ code: wrongJapanese.json().code, field: 'currentPassword', message: 'The current password is wrong' });
    expect(wrongJapanese.json().message).toBe('現在のパスワードが正しくありません');

    const same = await change({ currentPassword: 'password123', newPassword: 'password123' }, english);
    expect(same.statusCode).toBe(400);
    expect(same.json().issues).toContainEqual({ field: 'newPassword', message: 'Choose a new password that differs from the current one' });
  });

  it('refuse a contact form without its fields in English, each issue at its field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload: { fullName: '', email: 'guest@example.com', inquiryType: 'general', subject: '', content: '' }, headers: english });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(res.json().issues).toEqual(
      expect.arrayContaining([
        { field: 'fullName', message: 'Enter your name' },
        { field: 'subject', message: 'Enter a subject' },
        { field: 'content', message: 'Enter your message' },
      ]),
    );
  });

  it('refuse a date of birth in the future and a taken address in English', async () => {
    const { user, cookie } = await signUpGuest(t.app);
    const { email: taken } = (await signUpGuest(t.app)).user;
    const put = (payload: object) => t.app.inject({ method: 'PUT', url: '/api/user/profile', payload, headers: { cookie, ...english } });
    const base = { firstName: 'Smith', lastName: 'Emma', email: user.email, phone: '', address: '', fullNameKana: '' };
    const future = await put({ ...base, dateOfBirth: '2999-01-01' });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'dateOfBirth', message: 'The date of birth cannot be in the future' });
    const takenAnswer = await put({ ...base, email: taken, currentPassword: 'password123' });
    expect(takenAnswer.statusCode).toBe(409);
    expect(takenAnswer.json()).toMatchObject({ code: 'EMAIL_TAKEN', field: 'email', message: 'This e-mail address is already registered' });
  });

  it('answer what closing the account erases and keeps in English to an English page, and in Japanese otherwise', async () => {
    const { cookie } = await signUpGuest(t.app);
    const preview = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/user/closure', headers: { cookie, ...headers } });
    const inEnglish = (await preview(english)).json();
    const inJapanese = (await preview({})).json();
    expect(inEnglish.canClose).toBe(inJapanese.canClose);
    expect(inEnglish.erased).toHaveLength(inJapanese.erased.length);
    expect(inEnglish.erased).toContain('Favourites and notifications');
    expect(inJapanese.erased).toContain('お気に入り・通知');
    const japanese = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;
    expect([...inEnglish.erased, ...inEnglish.kept].filter((line: string) => japanese.test(line))).toEqual([]);
  });
});
