import type { Language } from '@/contract/language';
import { houseTitle } from '@/domain/house-title';
import { formatJapaneseDateTime } from '@/domain/japan-date';
import { dueMessageBatches, messageBatchKey, quotedMessages } from '@/domain/message-batches';
import { claimForNotice, findConversationBooking, findUnnotifiedMessages, partyNames } from '../features/messages/repository';
import { excerpt, STAFF_NAME } from '../features/messages/service';
import { findUserLanguage } from '../mail/mail-repository';
import { localizedPath } from '@/web/lib/i18n/localized-path';
import { hostBookingLink } from '../notifications/notify';
import type { JobDeps } from './send-booking-emails';

/** How the digest names the writers and the messages left out, in the recipient's language (users.language). */
const DIGEST_WORDS: Record<Language, { guest: (name: string | undefined) => string; host: (name: string | undefined) => string; staff: string; omitted: (n: number) => string; joiner: string }> = {
  ja: { guest: (name) => `${name ?? 'ゲスト'} 様`, host: (name) => `ホストの${name ?? ''} 様`, staff: STAFF_NAME, omitted: (n) => `（ほか${n}件は省略しています）`, joiner: '・' },
  en: { guest: (name) => name ?? 'your guest', host: (name) => (name ? `your host ${name}` : 'your host'), staff: 'Kominka Stay Support', omitted: (n) => `(${n} earlier message${n === 1 ? '' : 's'} not shown)`, joiner: ', ' },
};

/** How many unread, un-mailed messages one round reads at most. */
const SCAN = 1000;

/**
 * Every minute (booking-jobs.ts): a conversation's new messages are e-mailed to their recipient once
 * per batch (src/domain/message-batches.ts) — when the writer has been quiet for 3 minutes — with the
 * last 3 quoted and a link to the booking. The batch's messages get `notifiedAt` before the e-mail
 * goes, so that another server running the job at once takes none of them; the e-mail's dedupe key
 * `messages:{recipient}:{newestMessageId}` guards the same. Messages read in the meantime are never
 * e-mailed. Answers how many e-mails went out.
 */
export async function sendMessageDigests(deps: JobDeps, now: Date): Promise<number> {
  const pending = await findUnnotifiedMessages(deps.db, now, SCAN);
  const candidates = pending.flatMap((m) => (m.bookingId && m.toUserId ? [{ ...m, bookingId: m.bookingId, toUserId: m.toUserId }] : []));
  let sent = 0;
  for (const batch of dueMessageBatches(candidates, now)) {
    const taken = new Set(await claimForNotice(deps.db, batch.messages.map((m) => m.id), now));
    const messages = batch.messages.filter((m) => taken.has(m.id));
    if (messages.length === 0) continue;
    const booking = await findConversationBooking(deps.db, batch.bookingId);
    if (!booking) continue;
    const names = await partyNames(deps.db, booking);
    const toGuest = batch.toUserId === booking.guestUserId;
    const recipient = toGuest ? names.guest : batch.toUserId === booking.hostUserId ? names.host : null;
    if (!recipient) continue;
    const language = await findUserLanguage(deps.db, recipient.id);
    const words = DIGEST_WORDS[language];
    const senderLabel = (fromUserId: string | null) =>
      fromUserId && fromUserId === booking.guestUserId ? words.guest(names.guest?.name) : fromUserId && fromUserId === booking.hostUserId ? words.host(names.host?.name) : words.staff;
    const senders = [...new Set(messages.map((m) => senderLabel(m.fromUserId)))];
    const quoted = quotedMessages(messages)
      .map((m) => `${senderLabel(m.fromUserId)}${language === 'en' ? ` (${timeInJapan(m.createdAt, language)})` : `（${timeInJapan(m.createdAt, language)}）`}\n> ${m.content.split('\n').join('\n> ')}`)
      .join('\n\n');
    const omitted = messages.length - quotedMessages(messages).length;
    const ok = await deps.mail.sendMessageDigest({
      to: { userId: recipient.id, email: recipient.email, language },
      bookingId: booking.id,
      dedupeKey: messageBatchKey({ toUserId: batch.toUserId, newest: messages[messages.length - 1] }),
      vars: {
        recipientName: recipient.name,
        senderLabel: senders.join(words.joiner),
        propertyTitle: houseTitle({ title: booking.propertyTitle, titleEn: booking.propertyTitleEn }, language),
        messageCount: String(messages.length),
        quotedMessages: omitted > 0 ? `${words.omitted(omitted)}\n\n${quoted}` : quoted,
        conversationPath: toGuest ? localizedPath(`/booking/${booking.id}`, language) : hostBookingLink(booking.id),
      },
    });
    if (ok) sent += 1;
    else deps.log.warn({ bookingId: booking.id, first: excerpt(messages[0].content, 20) }, 'メッセージのお知らせメールを送れませんでした');
  }
  return sent;
}

/** 2027年2月2日(火) 14:05 */
function timeInJapan(date: Date, language: Language): string {
  return formatJapaneseDateTime(date, language);
}
