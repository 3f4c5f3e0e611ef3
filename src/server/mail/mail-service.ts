import type { EmailTemplateType } from '@/contract/enums';
import type { Language } from '@/contract/language';

/**
 * What the rest of the server asks of e-mail. Every message is built from an `email_templates` row
 * (welcome, booking_confirmation, payment_reminder, review_request) or from the app's own Japanese
 * texts (cancellation, check-in information, booking request), stored in `email_outbox`, then sent
 * through SMTP when `SMTP_URL` is set or logged otherwise. A `dedupeKey` makes a message go out once
 * even when two servers try.
 */
export type EmailKind = Exclude<EmailTemplateType, 'newsletter'> | 'review_hidden' | 'booking_request' | 'cancellation' | 'checkin_info' | 'email_changed' | 'email_verification' | 'email_change_verification' | 'sign_in_code' | 'password_reset' | 'password_changed' | 'new_device_sign_in' | 'message_digest' | 'identity_verified' | 'identity_rejected' | 'inquiry_answer' | 'payout_paid' | 'payout_failed' | 'property_approved' | 'property_rejected' | 'request_expired' | 'payment_expired' | 'booking_request_pay_later' | 'payment_request' | 'refund_account_request' | 'refund_account_reminder' | 'host_registry_incomplete' | HostBookingEmailKind | HostRequestEmailKind;

/** The booking messages: the vars come from the booking, its house and its guest. */
export type BookingEmailKind = 'booking_confirmation' | 'booking_request' | 'booking_request_pay_later' | 'payment_request' | 'payment_reminder' | 'review_request' | 'cancellation' | 'request_expired' | 'payment_expired' | 'checkin_info' | 'refund_account_request' | 'refund_account_reminder' | HostBookingEmailKind;

/**
 * To the host of a booking: a request to book at once, and once more 3 hours before its deadline
 * (jobs/request-reminders.ts); a コンビニ払い or 銀行振込 stay released unpaid at its payment deadline.
 */
export type HostRequestEmailKind = 'host_booking_request' | 'host_request_reminder' | 'host_payment_expired';

/** The host's answers to the guest (features/host-bookings): a rejected request, a host cancellation, a no-show; `{{reason}}` and the amounts come through `extra`. */
export type HostBookingEmailKind = 'booking_rejected' | 'host_cancelled' | 'no_show' | 'admin_cancelled';

export interface MailService {
  /**
   * To the guest of a booking, in the account holder's language; answers false when the dedupeKey (default
   * `${kind}:${bookingId}`) was already used. `paymentDeadline` fills `{{paymentDeadline}}` (payment_request).
   */
  sendBookingEmail(kind: BookingEmailKind, bookingId: string, options?: { dedupeKey?: string; extra?: Record<string, string>; paymentDeadline?: Date }): Promise<boolean>;
  /** To the host of a booking (a request to book); answers false when the dedupeKey (default `${kind}:${bookingId}`) was already used. */
  sendHostRequestEmail(kind: HostRequestEmailKind, bookingId: string): Promise<boolean>;
  /**
   * To the host of a confirmed stay on its check-in day when its guest registry lacks entries
   * (`registered` of the party sent; jobs/registry-reminders.ts); once per booking (`host_registry_incomplete:{bookingId}`).
   */
  sendRegistryIncomplete(bookingId: string, registered: number): Promise<boolean>;
  /** To a host when an admin approved (published) or rejected their house, a rejection with its reason. */
  sendPropertyReview(host: { id: string; fullName: string; email: string }, property: { id: string; title: string }, outcome: { approved: true } | { approved: false; reason: string }): Promise<boolean>;
  /** The welcome message after sign-up or host registration. */
  sendWelcome(user: { id: string; email: string; fullName: string }): Promise<boolean>;
  /**
   * An address's single-use confirmation link (the link is in the e-mail only, never in `email_outbox`):
   * a new account's address (`signup`), or a new address asked for in the profile (`change`), to that address.
   */
  sendEmailVerification(user: { id: string; fullName: string }, to: string, verifyUrl: string, lifetimeHours: number, reason: 'signup' | 'change'): Promise<boolean>;
  /** To the old address when an account's sign-in e-mail changed. */
  sendEmailChanged(user: { id: string; fullName: string }, oldEmail: string, newEmail: string): Promise<boolean>;
  /**
   * To an account signed in from a browser it had not used before (features/known-devices): when, which
   * browser, from where, and what to do if it was not the owner.
   */
  sendNewDeviceSignIn(to: { email: string; fullName: string; userId: string | null }, signIn: { at: Date; userAgent: string | null; ipAddress: string | null; securityPath: string }): Promise<boolean>;
  /** To an account past its sign-in ceiling (src/domain/login-throttle.ts): the one-time code, which also tells the owner. */
  sendSignInCode(to: { email: string; fullName: string; userId: string | null }, code: string, lifetimeMinutes: number): Promise<boolean>;
  /** A forgotten password's single-use link, to the account's address (the link is in the e-mail only, never in `email_outbox`). */
  sendPasswordReset(user: { id: string; fullName: string; email: string }, resetUrl: string, lifetimeMinutes: number): Promise<boolean>;
  /** To the account's address once its password was changed: in the profile (`changed`) or through a reset link (`reset`). */
  sendPasswordChanged(user: { id: string; fullName: string; email: string }, how: 'changed' | 'reset'): Promise<boolean>;
  /** To a host when an admin verified or rejected their identity document (a rejection with its reason). */
  sendIdentityReview(host: { id: string; fullName: string; email: string }, outcome: { verified: true } | { verified: false; reason: string }): Promise<boolean>;
  /** To the sender of a contact-form inquiry: an admin's answer, quoting the inquiry's subject (back office, お問い合わせ管理). */
  sendInquiryAnswer(inquiry: { id: string; fullName: string; email: string; subject: string; content: string; createdAt: Date; response: string; userId: string | null }): Promise<boolean>;
  /** To the writer of a review an admin hid (レビュー管理), with the admin's reason. */
  sendReviewHidden(review: { id: string; reviewerUserId: string; reviewerName: string; email: string; propertyTitle: string; reason: string }): Promise<boolean>;
  /** To a host when an admin recorded their month's transfer as paid or failed (送金履歴), a failure with its reason. */
  sendPayoutOutcome(host: { id: string; fullName: string; email: string }, payout: { payoutId: string; periodMonth: string; netJpy: number; transferDate: string } & ({ paid: true } | { paid: false; reason: string })): Promise<boolean>;
  /** A conversation's new messages, one e-mail per batch (jobs/message-digests.ts); false when the dedupeKey was already used. */
  sendMessageDigest(message: { to: { userId: string; email: string; language: Language }; bookingId: string; dedupeKey: string; vars: MessageDigestVars }): Promise<boolean>;
  /** The admin's test send (メール設定): a kind's template, or the given draft, filled with `vars`, to one address; kept in the outbox like any other. */
  sendTemplateTest(kind: EmailKind | 'newsletter', to: string, content: { vars: Record<string, string>; template?: { subject: string; text: string; html: string } }): Promise<boolean>;
  close(): Promise<void>;
}

/** The placeholders of the 'message_digest' text (templates.ts). */
export interface MessageDigestVars {
  recipientName: string;
  senderLabel: string;
  propertyTitle: string;
  messageCount: string;
  quotedMessages: string;
  /** The app path of the conversation (the mail service puts the site's address before it). */
  conversationPath: string;
}
