import type { TemplateKind } from './email-kinds';

/** The closing lines of every English e-mail (the Japanese SIGNATURE's counterpart, src/db/seed/email-templates.ts). */
export const ENGLISH_SIGNATURE = '\n\n――――――――――\nKominka Stay Support\nQuestions? Use our contact form (we reply within 3 business days).';

const STAY_LINES = 'Booking number: {{bookingId}}\nStay: {{propertyTitle}}\nCheck-in: {{checkinDate}}\nCheck-out: {{checkoutDate}}';
const TOTAL_LINE = 'Total: {{totalAmount}} (tax included)';

/**
 * The built-in English e-mails to guests (docs/decisions/0042-english-guest-pages.md, "E-mails"), sent to
 * a recipient whose language is English when the admin has not written an English version of their own.
 * The same `{{placeholders}}` as the Japanese; the mail service fills dates and money in English. A kind
 * without an entry (the host's and the back office's e-mails, the newsletter, texts written by an admin)
 * is sent in Japanese.
 */
export const ENGLISH_TEXTS: Partial<Record<TemplateKind, { subject: string; text: string }>> = {
  welcome: {
    subject: 'Welcome to Kominka Stay',
    text: 'Hi {{guestName}},\n\nThanks for joining Kominka Stay.\nTake a look around and find a traditional Japanese house that feels like yours for a few nights.\n\nFind a kominka: {{siteUrl}}/en/search' + ENGLISH_SIGNATURE,
  },
  booking_confirmation: {
    subject: 'Your booking is confirmed: {{propertyTitle}}',
    text:
      `Hi {{guestName}},\n\nThanks for booking with us. Your stay is confirmed.\n\n${STAY_LINES}\n${TOTAL_LINE}\nIncluding accommodation tax: {{accommodationTax}}\n\nTwo days before check-in, we'll send you the address, directions and how to get the key.\n\nView your booking: {{bookingUrl}}` +
      ENGLISH_SIGNATURE,
  },
  payment_reminder: {
    subject: 'Your payment is not complete (booking {{bookingId}})',
    text:
      'Hi {{guestName}},\n\nWe haven\'t received your payment for {{propertyTitle}} ({{checkinDate}} – {{checkoutDate}}) yet.\nTotal: {{totalAmount}} (tax included)\nIncluding accommodation tax: {{accommodationTax}}\n\nIf you don\'t complete the payment, your provisional booking will be released automatically after 30 minutes.\nPay now: {{paymentUrl}}' +
      ENGLISH_SIGNATURE,
  },
  review_request: {
    subject: 'How was your stay at {{propertyTitle}}?',
    text:
      'Hi {{guestName}},\n\nThank you for staying at {{propertyTitle}} ({{checkinDate}} – {{checkoutDate}}).\nWe\'d love to hear how it went. You can write a review for up to 14 days after check-out.\n\nWrite a review: {{reviewUrl}}' +
      ENGLISH_SIGNATURE,
  },
  booking_request: {
    subject: 'We\'ve received your booking request: {{propertyTitle}}',
    text:
      `Hi {{guestName}},\n\nWe've received your booking request. The host will review it and accept or decline within 24 hours.\nFor now, your card is only authorized: you're charged when the host accepts. If the host doesn't reply within 24 hours, the request is cancelled automatically and the authorization is released.\n\n${STAY_LINES}\n${TOTAL_LINE}\n\nCheck your request: {{bookingUrl}}` +
      ENGLISH_SIGNATURE,
  },
  booking_request_pay_later: {
    subject: 'We\'ve received your booking request: {{propertyTitle}}',
    text:
      `Hi {{guestName}},\n\nWe've received your booking request. The host will review it and accept or decline within 24 hours.\nYou pay after the host accepts: we'll then send you the payment deadline and a link to the payment page, where you can pay at a convenience store or by bank transfer. If the host doesn't reply within 24 hours, the request is cancelled automatically.\n\n${STAY_LINES}\n${TOTAL_LINE}\n\nCheck your request: {{bookingUrl}}` +
      ENGLISH_SIGNATURE,
  },
  payment_request: {
    subject: 'Your request was accepted. Please complete your payment: {{propertyTitle}}',
    text:
      `Hi {{guestName}},\n\nGood news: the host accepted your booking request. Please pay at a convenience store or by bank transfer before the deadline. Your booking is confirmed as soon as we receive your payment.\n\nAmount due: {{totalAmount}} (tax included)\nPayment deadline: {{paymentDeadline}}\nPay now: {{paymentUrl}}\n\n${STAY_LINES}\n\nIf we don't receive your payment by the deadline, the booking is cancelled automatically.` +
      ENGLISH_SIGNATURE,
  },
  request_expired: {
    subject: 'Your booking request has expired: {{propertyTitle}}',
    text:
      `Hi {{guestName}},\n\nWe're sorry: the host didn't reply to your booking request within 24 hours, so it has been cancelled.\n\n${STAY_LINES}\n${TOTAL_LINE}\n\nYou haven't been charged. If you used a card, the authorization has been released (it may take a few days to show, depending on your card issuer).\n\nFind another stay: {{siteUrl}}/en/search` +
      ENGLISH_SIGNATURE,
  },
  payment_expired: {
    subject: 'Your booking was cancelled because the payment deadline passed: {{propertyTitle}}',
    text:
      `Hi {{guestName}},\n\nWe're sorry: we didn't receive your convenience store or bank transfer payment by the deadline, so your booking has been cancelled.\n\n${STAY_LINES}\n${TOTAL_LINE}\n\nYou haven't been charged. Your payment number no longer works, so please don't pay at a store or bank.\nIf the dates are still free, you can book again: {{siteUrl}}/en/search` +
      ENGLISH_SIGNATURE,
  },
  booking_rejected: {
    subject: 'Your booking request was declined: {{propertyTitle}}',
    text:
      `Hi {{guestName}},\n\nWe're sorry: the host has declined your booking request.\n\n${STAY_LINES}\n${TOTAL_LINE}\n\nMessage from the host:\n{{reason}}\n\nYou haven't been charged. If you used a card, the authorization has been released (it may take a few days to show, depending on your card issuer).\n\nFind another stay: {{siteUrl}}/en/search` +
      ENGLISH_SIGNATURE,
  },
  refund_account_request: {
    subject: 'Please tell us where to send your refund: {{propertyTitle}}',
    text:
      `Hi {{guestName}},\n\nThe booking below has been cancelled. As you paid at a convenience store or by bank transfer, we'll refund you by bank transfer.\n\n${STAY_LINES}\nRefund: {{refundAmount}}\n\nPlease enter your bank account on the page below (you'll need to log in). We'll send the transfer once we have it.\n{{refundAccountUrl}}` +
      ENGLISH_SIGNATURE,
  },
  refund_account_reminder: {
    subject: 'We still need your bank account for your refund: {{propertyTitle}}',
    text:
      `Hi {{guestName}},\n\nWe still don't have a bank account for the refund of the cancelled booking below. As you paid at a convenience store or by bank transfer, we refund you by bank transfer, and we can't send it until you enter your account.\n\n${STAY_LINES}\nRefund: {{refundAmount}}\n\nPlease enter your bank account on the page below (you'll need to log in).\n{{refundAccountUrl}}\n\nQuestions? Use our contact form: {{siteUrl}}/en/contact` +
      ENGLISH_SIGNATURE,
  },
  cancellation: {
    subject: 'Your booking has been cancelled: {{propertyTitle}}',
    text:
      `Hi {{guestName}},\n\nYour booking below has been cancelled.\n\n${STAY_LINES}\n${TOTAL_LINE}\nCancellation fee: {{cancelFee}}\nRefund: {{refundAmount}}\n\nThe refund goes back to the card you paid with. It may take a few days to show, depending on your card issuer.\n\nView your booking: {{bookingUrl}}` +
      ENGLISH_SIGNATURE,
  },
  host_cancelled: {
    subject: 'The host has cancelled your booking: {{propertyTitle}}',
    text:
      `Hi {{guestName}},\n\nWe're very sorry: the host has had to cancel your booking below.\n\n${STAY_LINES}\n${TOTAL_LINE}\n\nMessage from the host:\n{{reason}}\n\nWe'll refund the full {{refundAmount}} you paid, with no cancellation fee. The refund goes back to the card you paid with and may take a few days to show, depending on your card issuer.\n\nView your booking: {{bookingUrl}}` +
      ENGLISH_SIGNATURE,
  },
  admin_cancelled: {
    subject: 'Your booking has been cancelled: {{propertyTitle}}',
    text:
      `Hi {{guestName}},\n\nWe're very sorry: Kominka Stay Support has cancelled your booking below.\n\n${STAY_LINES}\n${TOTAL_LINE}\n\nReason for the cancellation:\n{{reason}}\n\nRefund: {{refundAmount}}\nThe refund goes back to the card you paid with and may take a few days to show, depending on your card issuer. If you have any questions, please use our contact form.\n\nView your booking: {{bookingUrl}}` +
      ENGLISH_SIGNATURE,
  },
  no_show: {
    subject: 'About your booking at {{propertyTitle}}: no-show',
    text:
      `Hi {{guestName}},\n\nThe host couldn't confirm your arrival after the check-in date, so your booking below has been recorded as a no-show.\n\n${STAY_LINES}\n${TOTAL_LINE}\nCancellation fee (the same as cancelling on the check-in day): {{cancelFee}}\nRefund: {{refundAmount}}\n\nThe refund goes back to the card you paid with. If you think this is a mistake, please contact the host from your booking.\n\nView your booking: {{bookingUrl}}` +
      ENGLISH_SIGNATURE,
  },
  checkin_info: {
    subject: 'Your check-in details: {{propertyTitle}}, {{checkinDate}}',
    text:
      "Hi {{guestName}},\n\nYour stay is coming up soon. Here's everything you need for check-in.\n\nBooking number: {{bookingId}}\nStay: {{propertyTitle}}\nAddress: {{address}}\nCheck-in: {{checkinDate}}, from {{checkinTime}}\nCheck-out: {{checkoutDate}}, by {{checkoutTime}}\n\nGetting there and the key:\n{{accessInfo}}\n\nOnline check-in (guest register):\nPlease enter the name, address and other details of everyone staying before you arrive. Guests who don't live in Japan also need their passport number and a photo of their passport.\n{{checkinUrl}}\n\nView your booking: {{bookingUrl}}\n\nHave a safe trip!" +
      ENGLISH_SIGNATURE,
  },
  message_digest: {
    subject: 'You have new messages: {{propertyTitle}}',
    text:
      'Hi {{recipientName}},\n\nYou have new messages from {{senderLabel}} about your booking at {{propertyTitle}} (unread: {{messageCount}}).\n\n{{quotedMessages}}\n\nRead and reply: {{conversationUrl}}\n\nReplies to this e-mail don\'t reach the other person. Please reply on the page above.' +
      ENGLISH_SIGNATURE,
  },
  email_verification: {
    subject: 'Confirm your e-mail address',
    text:
      "Hi {{recipientName}},\n\nThanks for signing up to Kominka Stay. Please open the link below to confirm your e-mail address.\n\n{{verifyUrl}}\n\nThe link works once and expires in {{expiresHours}} hours. You can browse stays before confirming, but you need a confirmed address to book, to submit a house for review, or to receive payouts.\nIf the link has expired, log in and choose \"Resend confirmation e-mail\" on your profile.\n\nIf you didn't sign up, you can ignore this e-mail.\n\nQuestions? Use our contact form: {{contactUrl}}" +
      ENGLISH_SIGNATURE,
  },
  email_change_verification: {
    subject: 'Confirm your new e-mail address',
    text:
      "Hi {{recipientName}},\n\nWe've received a request to change your account's e-mail address to {{newEmail}}. Open the link below to complete the change.\n\n{{verifyUrl}}\n\nThe link works once and expires in {{expiresHours}} hours. Until the change is complete, keep logging in with your current address. Once it's done, you'll be logged out on your other devices and we'll let your old address know.\n\nIf you didn't ask for this, you can ignore this e-mail. Your address won't change.\n\nQuestions? Use our contact form: {{contactUrl}}" +
      ENGLISH_SIGNATURE,
  },
  email_changed: {
    subject: 'Your e-mail address has been changed',
    text:
      "Hi {{guestName}},\n\nYour account's e-mail address was changed from this address to {{newEmail}} ({{changedAt}}, Japan time).\nPlease use the new address to log in from now on.\n\nIf you didn't make this change, please contact us right away using our contact form: {{contactUrl}}" +
      ENGLISH_SIGNATURE,
  },
  sign_in_code: {
    subject: 'Your login verification code',
    text:
      "Hi {{recipientName}},\n\nThere have been several failed attempts to log in to your account. To keep it safe, for a while you need a verification code as well as your password to log in.\n\nVerification code: {{code}} (valid for {{expiresMinutes}} minutes)\n\nIf you're trying to log in, enter this code on the login page.\nIf it isn't you, someone may be trying to guess your password. Don't share this code with anyone, and consider changing your password to one that's harder to guess.\n\nQuestions? Use our contact form: {{contactUrl}}" +
      ENGLISH_SIGNATURE,
  },
  password_reset: {
    subject: 'Reset your password',
    text:
      "Hi {{recipientName}},\n\nWe've received a request to reset your password. Open the link below to choose a new one.\n\n{{resetUrl}}\n\nThe link works once and expires in {{expiresMinutes}} minutes. If it has expired, you can ask for a new one here: {{forgotPasswordUrl}}\n\nResetting your password logs you out on all your devices.\nIf you didn't ask for this, you can ignore this e-mail. Your password won't change.\n\nQuestions? Use our contact form: {{contactUrl}}" +
      ENGLISH_SIGNATURE,
  },
  new_device_sign_in: {
    subject: 'New login to your account',
    text:
      "Hi {{recipientName}},\n\nSomeone just logged in to your account from a device (browser) that hasn't been used with it before.\n\nWhen: {{signedInAt}} (Japan time)\nDevice: {{deviceLabel}}\nIP address: {{ipAddress}}\n\nIf this was you, there's nothing else to do.\nIf it wasn't, someone else may know your password. Change your password right away and turn on two-step verification.\nAccount settings: {{securityUrl}}\nContact us: {{contactUrl}}" +
      ENGLISH_SIGNATURE,
  },
  password_changed: {
    subject: 'Your password has been changed',
    text:
      "Hi {{recipientName}},\n\nYour account's password was changed {{howChanged}} ({{changedAt}}, Japan time). To keep your account safe, you've been logged out on your other devices.\n\nIf you made this change, there's nothing else to do.\nIf you didn't, someone else may be using your account. Reset your password right away using the link below and let us know through our contact form.\nReset your password: {{forgotPasswordUrl}}\nContact us: {{contactUrl}}" +
      ENGLISH_SIGNATURE,
  },
};
