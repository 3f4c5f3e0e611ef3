import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { okResponseSchema } from '@/contract/auth';
import { errorBodySchema } from '@/contract/errors';
import { passkeyIdParamsSchema, passkeyRegisteredSchema, passkeyRegistrationBodySchema, passkeyRemovalBodySchema, webauthnOptionsSchema } from '@/contract/passkeys';
import { recoveryCodesSchema, totpCodeBodySchema, totpEnrolmentSchema, twoStepPasswordBodySchema, twoStepStatusSchema } from '@/contract/two-step';
import { currentUser } from '../../plugins/guards';
import { adminActorOf } from '../../policy';
import * as passkeyService from './passkey-service';
import * as service from './service';
import { relyingPartyOf } from './webauthn';

const tags = ['2段階認証'];

interface Who {
  account: service.TwoStepAccount;
  label: string;
}

/** The same calls for an account of each kind, under `prefix`; `who` names the signed-in account. */
function twoStepRoutes(prefix: string, who: (request: FastifyRequest) => Who, config: Record<string, unknown>): FastifyPluginAsyncZod {
  return async (app) => {
    const clientOf = (request: FastifyRequest) => ({ ipAddress: request.ip ?? null, userAgent: request.headers['user-agent']?.slice(0, 500) ?? null });
    const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 409: errorBodySchema };
    const rp = relyingPartyOf(app.config.siteUrl);

    app.get(
      prefix,
      { config, schema: { tags, summary: '2段階認証の設定状況', response: { 200: twoStepStatusSchema, ...errors } } },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return service.twoStepStatus(app.db, who(request).account);
      },
    );

    app.post(
      `${prefix}/totp`,
      { config, schema: { tags, summary: '認証アプリの登録を始める（秘密鍵と QR コードを一度だけ返す）', response: { 200: totpEnrolmentSchema, ...errors } } },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        const { account, label } = who(request);
        return service.startTotpEnrolment(app.db, app.fieldCipher, account, label);
      },
    );

    app.post(
      `${prefix}/totp/confirm`,
      {
        config,
        schema: { tags, summary: '認証アプリのコードで登録を確定（リカバリーコード10個を一度だけ返す）', body: totpCodeBodySchema, response: { 200: recoveryCodesSchema, ...errors } },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return service.confirmTotpEnrolment(app.db, app.fieldCipher, who(request).account, request.body.code, clientOf(request));
      },
    );

    app.post(
      `${prefix}/recovery-codes`,
      {
        config,
        schema: { tags, summary: 'リカバリーコードの再発行（パスワードが必要。以前のコードは無効）', body: twoStepPasswordBodySchema, response: { 200: recoveryCodesSchema, ...errors } },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return service.regenerateRecoveryCodes(app.db, who(request).account, request.body.password, clientOf(request));
      },
    );

    app.post(
      `${prefix}/passkeys/options`,
      { config, schema: { tags, summary: 'パスキーの登録を始める（WebAuthn のオプション。チャレンジはサーバーに5分間保存）', response: { 200: webauthnOptionsSchema, ...errors } } },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        const { account, label } = who(request);
        return passkeyService.startPasskeyRegistration(app.db, rp, account, label);
      },
    );
    app.post(
      `${prefix}/passkeys`,
      {
        config,
        schema: {
          tags,
          summary: 'パスキーを登録（最初の2段階認証ならリカバリーコード10個を一度だけ返す）',
          body: passkeyRegistrationBodySchema,
          response: { 200: passkeyRegisteredSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return passkeyService.finishPasskeyRegistration(app.db, rp, who(request).account, request.body, clientOf(request));
      },
    );
    app.post(
      `${prefix}/passkeys/:passkeyId/remove`,
      {
        config,
        schema: {
          tags,
          summary: 'パスキーを削除（パスワードが必要。最後の2段階認証ならリカバリーコードも無効）',
          params: passkeyIdParamsSchema,
          body: passkeyRemovalBodySchema,
          response: { 200: okResponseSchema, ...errors, 404: errorBodySchema },
        },
      },
      async (request) => {
        await passkeyService.removePasskey(app.db, who(request).account, request.params.passkeyId, request.body.password, clientOf(request));
        return { ok: true as const };
      },
    );
    app.post(
      `${prefix}/disable`,
      { config, schema: { tags, summary: '2段階認証の解除（パスワードが必要）', body: twoStepPasswordBodySchema, response: { 200: okResponseSchema, ...errors } } },
      async (request) => {
        await service.disableTwoStep(app.db, who(request).account, request.body.password, clientOf(request));
        return { ok: true as const };
      },
    );
  };
}

/** A guest's or host's own two-step settings (the profile and the host profile). */
export const userTwoStepRoutes = twoStepRoutes(
  '/api/user/two-step',
  (request) => {
    const user = currentUser(request);
    return { account: { kind: 'user', id: user.id }, label: user.email };
  },
  { guard: 'user' },
);

/** An admin's own two-step settings: open before the second step is set up (plugins/areas.ts). */
export const adminTwoStepRoutes = twoStepRoutes(
  '/api/admin/two-step',
  (request) => {
    const admin = adminActorOf(request);
    return { account: { kind: 'admin', id: admin.id }, label: admin.email };
  },
  { beforeTwoStep: true },
);
