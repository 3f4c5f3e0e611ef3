import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@/contract/language';
import type { Database } from '@/db/client';
import { deviceLabel } from '@/domain/device-label';
import { monthLabel } from '@/domain/display-format';
import { fillPlaceholders, htmlValue } from '@/domain/email-text';
import { formatJapaneseDateTime } from '@/domain/japan-date';
import type { AppConfig } from '../config';
import { bookingMailVars, extraMailVars, hostRegistryMailVars, hostRequestMailVars, siteLink } from './booking-mail-vars';
import { formatAmount } from './mail-format';
import type { TemplateKind, VarsOf } from './email-kinds';
import { createLogTransport } from './log-transport';
import type { MailService } from './mail-service';
import { findBookingMailContext, findUserLanguage, insertQueuedEmail, markEmail, sumRefunds } from './mail-repository';
import type { MailTransport } from './mailer';
import { createSmtpTransport } from './smtp-transport';
import { loadTemplate, type MailTemplate } from './templates';

interface Envelope {
  kind: TemplateKind;
  /** A template given by the caller (the admin's test send of a draft) instead of the kind's own. */
  template?: MailTemplate;
  dedupeKey: string;
  to: string;
  vars: Record<string, string>;
  /**
   * Values that go to the recipient only (a reset link): the e-mail carries them, the copy kept in
   * `email_outbox` shows SECRET_KEPT_AS instead, so that the database never holds a usable secret.
   */
  secretVars?: Record<string, string>;
  userId?: string;
  bookingId?: string;
  /** The recipient's language (users.language): the template's English version when it has one. Japanese by default. */
  language?: Language;
}

/** How a password was changed, as `{{howChanged}}` reads in each language. */
const HOW_CHANGED: Record<Language, Record<'reset' | 'changed', string>> = {
  ja: { reset: '再設定用のリンクから', changed: 'プロフィール画面で' },
  en: { reset: 'using a reset link', changed: 'on your profile page' },
};

/** What the kept copy of an e-mail shows in place of a secret value (a reset link). */
export const SECRET_KEPT_AS = '（安全のため、この控えには記録していません）';

/**
 * The app's e-mail: render → keep in `email_outbox` as queued (once per dedupeKey, whichever server
 * gets there first) → send through the transport → record sent / logged / failed. It never throws: a
 * mail that fails must not fail the booking or the sign-up that asked for it; the outbox row and the
 * log keep the error.
 */
export function createMailService({ db, config, log, transport }: { db: Database; config: AppConfig; log: FastifyBaseLogger; transport?: MailTransport }): MailService {
  const mailer = transport ?? (config.mail.smtpUrl ? createSmtpTransport(config.mail.smtpUrl) : createLogTransport(log));
  const { siteUrl } = config;
  /** A page of the site in the recipient's language (guest pages under /en in English). */
  const link = (path: string, language: Language) => siteLink(siteUrl, path, language);
  /** A link of the site made by the caller (a reset or confirmation link), to the page in the recipient's language. */
  const localizedUrl = (url: string, language: Language) => (url.startsWith(`${siteUrl}/`) ? link(url.slice(siteUrl.length), language) : url);
  // Messages under way, so that close() lets them finish before the transport and database go.
  const inFlight = new Set<Promise<boolean>>();

  async function deliver(envelope: Envelope): Promise<boolean> {
    const template = envelope.template ?? (await loadTemplate(db, envelope.kind, envelope.language));
    const render = (vars: Record<string, string>) => ({
      subject: fillPlaceholders(template.subject, vars).replace(/\s*\n\s*/g, ' '),
      text: fillPlaceholders(template.text, vars),
      html: fillPlaceholders(template.html, vars, htmlValue),
    });
    const secrets = envelope.secretVars ?? {};
    const { subject, text, html } = render({ ...envelope.vars, ...secrets });
    const kept = envelope.secretVars ? render({ ...envelope.vars, ...Object.fromEntries(Object.keys(secrets).map((name) => [name, SECRET_KEPT_AS])) }) : { subject, text, html };
    const id = await insertQueuedEmail(db, {
      dedupeKey: envelope.dedupeKey,
      kind: envelope.kind,
      toAddress: envelope.to,
      subject: kept.subject,
      textContent: kept.text,
      htmlContent: kept.html,
      userId: envelope.userId,
      bookingId: envelope.bookingId,
    });
    if (!id) return false;
    try {
      await mailer.send({ from: config.mail.from, to: envelope.to, subject, text, html });
    } catch (error) {
      log.error({ err: error, kind: envelope.kind, dedupeKey: envelope.dedupeKey }, 'メールの送信に失敗しました');
      await markEmail(db, id, { status: 'failed', errorMessage: error instanceof Error ? error.message : String(error) });
      return false;
    }
    await markEmail(db, id, { status: mailer.kind === 'smtp' ? 'sent' : 'logged', sentAt: new Date() });
    return true;
  }

  /** Runs one message, tracked and never rejecting (answers false on any error). */
  function track(work: () => Promise<boolean>, what: Record<string, string>): Promise<boolean> {
    const run = work().catch((error: unknown) => {
      log.error({ err: error, ...what }, 'メールを作成できませんでした');
      return false;
    });
    inFlight.add(run);
    void run.finally(() => inFlight.delete(run));
    return run;
  }

  return {
    sendBookingEmail(kind, bookingId, options = {}) {
      const dedupeKey = options.dedupeKey ?? `${kind}:${bookingId}`;
      return track(async () => {
        const booking = await findBookingMailContext(db, bookingId);
        if (!booking) {
          log.warn({ kind, bookingId }, 'メールの宛先の予約が見つかりません');
          return false;
        }
        const refunded = kind === 'cancellation' ? await sumRefunds(db, bookingId) : 0;
        const language = booking.guestLanguage;
        const { to, vars } = bookingMailVars(booking, siteUrl, refunded, language);
        return deliver({ kind, dedupeKey, to, vars: { ...vars, ...extraMailVars(options.extra, options.paymentDeadline, language) }, userId: booking.guestUserId, bookingId, language });
      }, { kind, dedupeKey });
    },

    sendHostRequestEmail(kind, bookingId) {
      const dedupeKey = `${kind}:${bookingId}`;
      return track(async () => {
        const booking = await findBookingMailContext(db, bookingId);
        if (!booking) {
          log.warn({ kind, bookingId }, 'メールの宛先の予約が見つかりません');
          return false;
        }
        const { to, vars } = hostRequestMailVars(booking, siteUrl);
        return deliver({ kind, dedupeKey, to, vars, userId: booking.hostUserId, bookingId });
      }, { kind, dedupeKey });
    },

    sendRegistryIncomplete(bookingId, registered) {
      const kind = 'host_registry_incomplete';
      const dedupeKey = `${kind}:${bookingId}`;
      return track(async () => {
        const booking = await findBookingMailContext(db, bookingId);
        if (!booking) {
          log.warn({ kind, bookingId }, 'メールの宛先の予約が見つかりません');
          return false;
        }
        const { to, vars } = hostRegistryMailVars(booking, registered, siteUrl);
        return deliver({ kind, dedupeKey, to, vars, userId: booking.hostUserId, bookingId });
      }, { kind, dedupeKey });
    },

    sendPropertyReview(host, property, outcome) {
      const kind = outcome.approved ? 'property_approved' : 'property_rejected';
      const dedupeKey = `${kind}:${property.id}:${Date.now()}`;
      const vars: VarsOf<'propertyReview'> = {
        hostName: host.fullName,
        propertyTitle: property.title,
        reason: outcome.approved ? '' : outcome.reason,
        propertyUrl: `${siteUrl}/host/properties/${property.id}/edit`,
        propertiesUrl: `${siteUrl}/host/properties`,
        siteUrl,
      };
      return track(() => deliver({ kind, dedupeKey, to: host.email, vars, userId: host.id }), { kind, dedupeKey });
    },

    sendWelcome(user) {
      const dedupeKey = `welcome:${user.id}`;
      return track(async () => {
        const language = await findUserLanguage(db, user.id);
        return deliver({ kind: 'welcome', dedupeKey, to: user.email, vars: { guestName: user.fullName, siteUrl } satisfies VarsOf<'welcome'>, userId: user.id, language });
      }, { kind: 'welcome', dedupeKey });
    },

    sendEmailVerification(user, to, verifyUrl, lifetimeHours, reason) {
      const kind = reason === 'signup' ? 'email_verification' : 'email_change_verification';
      const dedupeKey = `${kind}:${user.id}:${randomUUID()}`;
      return track(async () => {
        const language = await findUserLanguage(db, user.id);
        // The link proves the address like a reset link proves the account: the kept copy does not hold it.
        const secretVars: Pick<VarsOf<'emailVerification'>, 'verifyUrl'> = { verifyUrl: localizedUrl(verifyUrl, language) };
        const common = { recipientName: user.fullName, expiresHours: String(lifetimeHours), contactUrl: link('/contact', language), siteUrl };
        const vars: Omit<VarsOf<'emailVerification'>, 'verifyUrl'> | Omit<VarsOf<'emailChangeVerification'>, 'verifyUrl'> = reason === 'signup' ? common : { ...common, newEmail: to };
        return deliver({ kind, dedupeKey, to, vars, secretVars, userId: user.id, language });
      }, { kind, dedupeKey });
    },

    sendEmailChanged(user, oldEmail, newEmail) {
      const changedAt = new Date();
      const dedupeKey = `email_changed:${user.id}:${changedAt.getTime()}`;
      return track(async () => {
        const language = await findUserLanguage(db, user.id);
        const vars: VarsOf<'emailChanged'> = {
          guestName: user.fullName,
          newEmail,
          changedAt: formatJapaneseDateTime(changedAt, language),
          contactUrl: link('/contact', language),
          siteUrl,
        };
        return deliver({ kind: 'email_changed', dedupeKey, to: oldEmail, vars, userId: user.id, language });
      }, { kind: 'email_changed', dedupeKey });
    },

    sendSignInCode(to, code, lifetimeMinutes) {
      const dedupeKey = `sign_in_code:${to.email}:${randomUUID()}`;
      // The code is a secret like a reset link: the kept copy does not hold it.
      const secretVars: Pick<VarsOf<'signInCode'>, 'code'> = { code };
      return track(async () => {
        const language = await findUserLanguage(db, to.userId);
        const vars: Omit<VarsOf<'signInCode'>, 'code'> = { recipientName: to.fullName, expiresMinutes: String(lifetimeMinutes), contactUrl: link('/contact', language), siteUrl };
        return deliver({ kind: 'sign_in_code', dedupeKey, to: to.email, vars, secretVars, userId: to.userId ?? undefined, language });
      }, { kind: 'sign_in_code', dedupeKey });
    },

    sendNewDeviceSignIn(to, signIn) {
      const dedupeKey = `new_device_sign_in:${to.email}:${randomUUID()}`;
      return track(async () => {
        const language = await findUserLanguage(db, to.userId);
        const vars: VarsOf<'newDeviceSignIn'> = {
          recipientName: to.fullName,
          signedInAt: formatJapaneseDateTime(signIn.at, language),
          deviceLabel: deviceLabel(signIn.userAgent, language),
          ipAddress: signIn.ipAddress ?? (language === 'en' ? 'unknown' : '不明'),
          securityUrl: link(signIn.securityPath, language),
          contactUrl: link('/contact', language),
          siteUrl,
        };
        return deliver({ kind: 'new_device_sign_in', dedupeKey, to: to.email, vars, userId: to.userId ?? undefined, language });
      }, { kind: 'new_device_sign_in', dedupeKey });
    },

    sendPasswordReset(user, resetUrl, lifetimeMinutes) {
      const dedupeKey = `password_reset:${user.id}:${randomUUID()}`;
      return track(async () => {
        const language = await findUserLanguage(db, user.id);
        const vars: Omit<VarsOf<'passwordReset'>, 'resetUrl'> = {
          recipientName: user.fullName,
          expiresMinutes: String(lifetimeMinutes),
          forgotPasswordUrl: link('/forgot-password', language),
          contactUrl: link('/contact', language),
          siteUrl,
        };
        const secretVars: Pick<VarsOf<'passwordReset'>, 'resetUrl'> = { resetUrl: localizedUrl(resetUrl, language) };
        return deliver({ kind: 'password_reset', dedupeKey, to: user.email, vars, secretVars, userId: user.id, language });
      }, { kind: 'password_reset', dedupeKey });
    },

    sendPasswordChanged(user, how) {
      const changedAt = new Date();
      const dedupeKey = `password_changed:${user.id}:${randomUUID()}`;
      return track(async () => {
        const language = await findUserLanguage(db, user.id);
        const vars: VarsOf<'passwordChanged'> = {
          recipientName: user.fullName,
          changedAt: formatJapaneseDateTime(changedAt, language),
          howChanged: HOW_CHANGED[language][how],
          forgotPasswordUrl: link('/forgot-password', language),
          contactUrl: link('/contact', language),
          siteUrl,
        };
        return deliver({ kind: 'password_changed', dedupeKey, to: user.email, vars, userId: user.id, language });
      }, { kind: 'password_changed', dedupeKey });
    },

    sendMessageDigest({ to, bookingId, dedupeKey, vars }) {
      return track(
        () =>
          deliver({ kind: 'message_digest', dedupeKey, to: to.email, vars: { ...vars, conversationUrl: `${siteUrl}${vars.conversationPath}` } satisfies VarsOf<'messageDigest'>, userId: to.userId, bookingId, language: to.language }),
        { kind: 'message_digest', dedupeKey },
      );
    },

    sendIdentityReview(host, outcome) {
      const kind = outcome.verified ? 'identity_verified' : 'identity_rejected';
      const dedupeKey = `${kind}:${host.id}:${Date.now()}`;
      const vars: VarsOf<'identity'> = {
        hostName: host.fullName,
        reason: outcome.verified ? '' : outcome.reason,
        profileUrl: `${siteUrl}/host/profile`,
        propertiesUrl: `${siteUrl}/host/properties`,
        siteUrl,
      };
      return track(() => deliver({ kind, dedupeKey, to: host.email, vars, userId: host.id }), { kind, dedupeKey });
    },

    sendInquiryAnswer(inquiry) {
      // One answer per inquiry: an inquiry is answered once (src/domain/inquiry-life.ts).
      const dedupeKey = `inquiry_answer:${inquiry.id}`;
      const vars: VarsOf<'inquiryAnswer'> = {
        senderName: inquiry.fullName,
        inquirySubject: inquiry.subject,
        inquiredAt: formatJapaneseDateTime(inquiry.createdAt),
        quotedContent: inquiry.content
          .split(/\r?\n/)
          .map((line) => `> ${line}`)
          .join('\n'),
        response: inquiry.response,
        contactUrl: `${siteUrl}/contact`,
        siteUrl,
      };
      return track(
        () => deliver({ kind: 'inquiry_answer', dedupeKey, to: inquiry.email, vars, userId: inquiry.userId ?? undefined }),
        { kind: 'inquiry_answer', dedupeKey },
      );
    },

    sendReviewHidden(review) {
      const dedupeKey = `review_hidden:${review.id}:${Date.now()}`;
      const vars: VarsOf<'reviewHidden'> = { reviewerName: review.reviewerName, propertyTitle: review.propertyTitle, reason: review.reason, contactUrl: `${siteUrl}/contact`, siteUrl };
      return track(() => deliver({ kind: 'review_hidden', dedupeKey, to: review.email, vars, userId: review.reviewerUserId }), { kind: 'review_hidden', dedupeKey });
    },

    sendPayoutOutcome(host, payout) {
      const kind = payout.paid ? 'payout_paid' : 'payout_failed';
      const dedupeKey = `${kind}:${payout.payoutId}:${Date.now()}`;
      const vars: VarsOf<'payout'> = {
        hostName: host.fullName,
        periodLabel: monthLabel(payout.periodMonth),
        netAmount: formatAmount(payout.netJpy),
        transferDate: payout.transferDate,
        reason: payout.paid ? '' : payout.reason,
        revenueUrl: `${siteUrl}/host/revenue`,
        profileUrl: `${siteUrl}/host/profile`,
        siteUrl,
      };
      return track(() => deliver({ kind, dedupeKey, to: host.email, vars, userId: host.id }), { kind, dedupeKey });
    },

    sendTemplateTest(kind, to, { vars, template }) {
      const dedupeKey = `test:${kind}:${randomUUID()}`;
      return track(() => deliver({ kind, dedupeKey, to, vars, template }), { kind, dedupeKey });
    },

    async close() {
      await Promise.allSettled([...inFlight]);
      await mailer.close();
    },
  };
}
