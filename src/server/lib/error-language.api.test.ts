import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSKEY_REFUSED_MESSAGE, PASSKEY_REGISTRATION_REFUSED_MESSAGE, SECOND_STEP_EXPIRED_MESSAGE, SECOND_STEP_USED_MESSAGE, SECOND_STEP_WRONG_MESSAGE } from '@/domain/two-step';
import { englishOrJapanese } from './error-language';
import { createTestApp, signUpGuest, uniqueEmail, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: object, language?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: language ? { 'accept-language': language } : {} });

describe('the language of error answers', () => {
  it('answers a wrong password in English to a request that asks for English, with the same code', async () => {
    const email = uniqueEmail('error-language');
    await signUpGuest(t.app, { email });
    const english = await post('/api/auth/login', { email, password: 'not-the-password' }, 'en');
    expect(english.statusCode).toBe(401);
    expect(english.json()).toEqual({ code: 'INVALID_CREDENTIALS', message: 'The e-mail address or password is wrong' });
    const japanese = await post('/api/auth/login', { email, password: 'not-the-password' }, 'ja');
    expect(japanese.json()).toEqual({ code: 'INVALID_CREDENTIALS', message: 'メールアドレスまたはパスワードが正しくありません' });
    // A browser's own header: English first.
    const browser = await post('/api/auth/login', { email, password: 'not-the-password' }, 'en-GB,en;q=0.9,ja;q=0.5');
    expect(browser.json().message).toBe('The e-mail address or password is wrong');
  });

  it('has English for the refusals a guest meets in the second step, the refund account and a request from another site', () => {
    const refusals = [
      SECOND_STEP_WRONG_MESSAGE,
      SECOND_STEP_USED_MESSAGE,
      SECOND_STEP_EXPIRED_MESSAGE,
      PASSKEY_REFUSED_MESSAGE,
      PASSKEY_REGISTRATION_REFUSED_MESSAGE,
      '支店コードが見つかりません',
      '支店名が支店コードと一致しません',
      '他のサイトからのリクエストは受け付けていません',
    ];
    const japanese = /\p{Script=Hiragana}|\p{Script=Katakana}|\p{Script=Han}/u;
    expect(refusals.filter((message) => japanese.test(englishOrJapanese(message)))).toEqual([]);
  });

  it('keeps Japanese without the header, and for a language that puts Japanese first', async () => {
    const email = uniqueEmail('error-language-ja');
    const res = await post('/api/auth/login', { email, password: 'x' }, 'ja,en;q=0.8');
    expect(res.json().message).toBe('メールアドレスまたはパスワードが正しくありません');
    const none = await post('/api/auth/login', { email, password: 'x' });
    expect(none.json().message).toBe('メールアドレスまたはパスワードが正しくありません');
  });

  it('answers a sign-up’s refused fields in English, each issue with its field, and a varying part filled in', async () => {
    const taken = uniqueEmail('error-language-taken');
    await signUpGuest(t.app, { email: taken });
    const again = await post('/api/auth/signup', { fullName: 'Hanako Yamada', email: taken, password: 'secret1' }, 'en');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'EMAIL_TAKEN', field: 'email', message: 'This e-mail address is already registered' });

    const res = await post('/api/auth/signup', { fullName: 'Hanako Yamada', email: 'not-an-address', password: 'abc' }, 'en');
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { field: 'email', message: 'Enter a valid e-mail address' },
        { field: 'password', message: 'The password needs at least 6 characters' },
      ]),
    );
  });

  it('answers the search’s refusals in English', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/properties-with-booking-status?checkIn=2030-05-02&checkOut=2030-05-01', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'checkOut', message: 'The check-out date must be after the check-in date' });
    const tooLong = await t.app.inject({ method: 'GET', url: '/api/properties-with-booking-status?checkIn=2030-05-01&checkOut=2031-06-01', headers: { 'accept-language': 'en' } });
    expect(tooLong.json().message).toMatch(/^A search can cover at most \d+ nights$/);
  });
});
