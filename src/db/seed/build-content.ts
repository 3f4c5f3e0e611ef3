import { randomUUID } from 'node:crypto';
import type { SeededProperty } from './build-properties';
import type { SeededPeople } from './build-users';
import { htmlFromText } from '@/domain/email-text';
import { EMAIL_TEMPLATES } from './email-templates';
import { FAQ_ITEMS } from './faq';
import { INQUIRIES } from './inquiries';
import type { SeedContext } from './seed-context';
import { addHours } from './seed-dates';
import type { EmailTemplateRow, FaqRow, FavoriteRow, InquiryRow } from './seed-types';

/** The demo guest keeps four favourites (one of them the demo host's); a dozen other guests one to three. */
export function buildFavorites(ctx: SeedContext, people: SeededPeople, properties: readonly SeededProperty[]): FavoriteRow[] {
  const { rng, now } = ctx;
  const published = properties.filter((p) => p.status === 'published');
  const rows: FavoriteRow[] = [];
  const add = (userId: string, propertyIds: readonly string[]) => {
    for (const propertyId of propertyIds) rows.push({ id: randomUUID(), userId, propertyId, createdAt: addHours(now, -rng.int(2, 24 * 120)) });
  };
  const demoHostPick = rng.pick(published.filter((p) => p.isDemoHost));
  add(people.demoGuest.id, [demoHostPick.id, ...rng.sample(published.filter((p) => !p.isDemoHost), 3).map((p) => p.id)]);
  for (const guest of rng.sample(people.guests.filter((g) => !g.isDemo), 12)) {
    add(guest.id, rng.sample(published, rng.int(1, 3)).map((p) => p.id));
  }
  return rows;
}

export function buildInquiries(ctx: SeedContext, people: SeededPeople): InquiryRow[] {
  const { rng, now } = ctx;
  const userByEmail = new Map([...people.guests.map((g) => [g.seed.email, g.id] as const), ...people.hosts.map((h) => [h.seed.email, h.id] as const)]);
  return INQUIRIES.map((inquiry) => {
    const sender = inquiry.from === 'demo-guest' ? { fullName: people.demoGuest.seed.fullName, email: people.demoGuest.seed.email } : inquiry.from;
    const createdAt = addHours(now, -(inquiry.daysAgo * 24 + rng.int(1, 10)));
    const answered = inquiry.status === 'resolved' || inquiry.status === 'closed';
    const respondedAt = answered ? addHours(createdAt, rng.int(3, 40)) : null;
    const worked = inquiry.status !== 'open';
    return {
      id: randomUUID(),
      userId: userByEmail.get(sender.email) ?? null,
      email: sender.email,
      fullName: sender.fullName,
      inquiryType: inquiry.inquiryType,
      subject: inquiry.subject,
      content: inquiry.content,
      status: inquiry.status,
      assignedAdminId: worked ? people.admin.id : null,
      responseContent: inquiry.response ?? null,
      respondedAt,
      createdAt,
      updatedAt: respondedAt ?? (worked ? addHours(createdAt, 2) : createdAt),
    };
  });
}

export function buildFaq(): FaqRow[] {
  return FAQ_ITEMS.map((item, i) => ({ id: randomUUID(), ...item, displayOrder: (i + 1) * 10, isActive: true }));
}

export function buildEmailTemplates(): EmailTemplateRow[] {
  return EMAIL_TEMPLATES.map((t) => ({
    id: randomUUID(),
    templateType: t.templateType,
    templateName: t.templateName,
    subject: t.subject,
    textContent: t.textContent,
    htmlContent: htmlFromText(t.textContent),
    isActive: true,
  }));
}
