import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpGuest, uniqueEmail, type TestApp } from '../testing/test-app';
import { fieldWithUnusableCharacter } from './control-characters';

describe('fieldWithUnusableCharacter', () => {
  it('names the first field holding a control character, and lets tabs and new lines through', () => {
    expect(fieldWithUnusableCharacter({ a: 'ok\tfine\r\nline', b: ['x', { c: 'bad\u0000' }] })).toEqual({ field: 'b.1.c', problem: 'control' });
    expect(fieldWithUnusableCharacter({ name: 'a\u001Fb' })).toEqual({ field: 'name', problem: 'control' });
    expect(fieldWithUnusableCharacter({ name: 'delete\u007F' })).toEqual({ field: 'name', problem: 'control' });
    expect(fieldWithUnusableCharacter({ text: '古民家\n囲炉裏\t土間', n: 3, ok: true, none: null })).toBeNull();
    expect(fieldWithUnusableCharacter('bare\u0000')).toEqual({ field: '', problem: 'control' });
  });

  it('names a field holding half of a surrogate pair, and lets whole pairs (emoji, rare kanji) through', () => {
    expect(fieldWithUnusableCharacter({ reason: 'a\ud800' })).toEqual({ field: 'reason', problem: 'surrogate' });
    expect(fieldWithUnusableCharacter({ list: ['\udfffb'] })).toEqual({ field: 'list.0', problem: 'surrogate' });
    expect(fieldWithUnusableCharacter({ text: '𠮷野家で🍣' })).toBeNull();
  });
});

describe('control characters in requests', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp?.close();
  });

  async function expectRefused(request: InjectOptions, field: string) {
    const response = await testApp.app.inject(request);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field, message: '使用できない文字（制御文字）が含まれています' });
  }

  it('refuses a NUL in a search parameter, naming it', async () => {
    await expectRefused({ method: 'GET', url: '/api/properties-with-booking-status?destination=%E4%BA%AC%00' }, 'destination');
    await expectRefused({ method: 'GET', url: '/api/properties-with-booking-status?kominkaFeatures=irori%00' }, 'kominkaFeatures');
  });

  it('refuses a NUL in sign-up, host registration and contact fields', async () => {
    await expectRefused(
      { method: 'POST', url: '/api/auth/signup', payload: { fullName: '山田\u0000太郎', email: uniqueEmail(), password: 'password123' } },
      'fullName',
    );
    await expectRefused(
      { method: 'POST', url: '/api/auth/register', payload: { fullName: '佐藤', email: uniqueEmail(), phone: '090\u00001234', password: 'password123' } },
      'phone',
    );
    await expectRefused(
      {
        method: 'POST',
        url: '/api/contact',
        payload: { fullName: '山田', email: uniqueEmail(), inquiryType: 'general', subject: '質問', content: '本文\u0000です' },
      },
      'content',
    );
  });

  it('refuses a NUL in a path parameter', async () => {
    await expectRefused({ method: 'GET', url: '/api/payments/local/cs_%00abc' }, 'sessionId');
    const guest = await signUpGuest(testApp.app);
    await expectRefused({ method: 'GET', url: '/api/booking-by-session/cs_%00abc', headers: { cookie: guest.cookie } }, 'sessionId');
  });

  it('refuses half of a surrogate pair in a JSON body, the back office included, naming the field', async () => {
    // As a client sends it: the escape in the JSON text, which JSON.parse turns into a lone surrogate.
    const payload = '{"fullName":"山田","email":"' + uniqueEmail() + '","inquiryType":"general","subject":"質問\\ud800","content":"本文"}';
    const response = await testApp.app.inject({ method: 'POST', url: '/api/contact', payload, headers: { 'content-type': 'application/json' } });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'subject', message: '使用できない文字（文字として読めないデータ）が含まれています' });
  });

  it('still takes text with new lines and tabs', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { fullName: '山田 太郎', email: uniqueEmail(), inquiryType: 'general', subject: '質問', content: '一行目\r\n二行目\tです' },
    });
    expect(response.statusCode, response.body).toBe(201);
  });
});
