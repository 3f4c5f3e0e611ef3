import { randomUUID } from 'node:crypto';
import type { KominkaFeatureKey } from '@/contract/enums';
import type { CompletedStay } from './build-bookings';
import type { SeededPeople } from './build-users';
import { HOST_REPLIES, REVIEW_CLOSINGS, REVIEW_DETAILS, REVIEW_OPENINGS } from './review-phrases';
import type { SeededRandom } from './random';
import type { SeedContext } from './seed-context';
import { addDays, addHours, japanInstant } from './seed-dates';
import type { ReviewRow } from './seed-types';

const REVIEW_TARGET = 100;

/** Details that only make sense for a house with that feature. */
const DETAIL_NEEDS: readonly [string, readonly KominkaFeatureKey[]][] = [
  ['囲炉裏', ['irori']],
  ['縁側', ['engawa']],
  ['梁や欄間', ['hari', 'ranma']],
];

function clampRating(value: number): number {
  return Math.min(5, Math.max(3, value));
}

function compose(rng: SeededRandom, overall: number, features: readonly KominkaFeatureKey[]): string {
  const band = overall >= 5 ? 'high' : overall === 4 ? 'good' : 'fair';
  const details = REVIEW_DETAILS[band].filter((d) =>
    DETAIL_NEEDS.every(([word, needs]) => !d.includes(word) || needs.some((f) => features.includes(f))),
  );
  const parts = [rng.pick(REVIEW_OPENINGS[band]), rng.pick(details.length > 0 ? details : REVIEW_DETAILS.good)];
  if (rng.chance(0.5)) parts.push(rng.pick(REVIEW_CLOSINGS));
  while (parts.join('').length > 120) parts.pop();
  return parts.join('');
}

/**
 * Reviews of most past stays, published a few hours after they were written, some answered by the
 * host; then each host's rating is the average of their published reviews.
 */
export function buildReviews(ctx: SeedContext, people: SeededPeople, stays: readonly CompletedStay[]): ReviewRow[] {
  const { rng, now, today } = ctx;
  const latestCheckout = addDays(today, -4);
  const eligible = stays.filter((s) => s.reviewable && s.checkout <= latestCheckout);
  const ordered = [...eligible.filter((s) => s.guest.isDemo), ...rng.shuffle(eligible.filter((s) => !s.guest.isDemo))];

  const reviews: ReviewRow[] = [];
  const ratingsByHost = new Map<string, number[]>();
  for (const stay of ordered) {
    if (reviews.length >= REVIEW_TARGET) break;
    const createdAt = japanInstant(addDays(stay.checkout, rng.int(1, 3)), `${String(rng.int(8, 22)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`);
    const publishedAt = addHours(createdAt, rng.int(2, 22));
    if (publishedAt > now) continue;
    const overall = rng.weighted([[5, 55], [4, 35], [3, 10]]);
    const near = () => clampRating(overall + rng.weighted([[0, 60], [-1, 25], [1, 15]]));
    const reply = rng.chance(0.4) ? addHours(publishedAt, rng.int(5, 72)) : null;
    const replied = reply !== null && reply < now;
    reviews.push({
      id: randomUUID(),
      bookingId: stay.booking.id,
      propertyId: stay.property.id,
      reviewerUserId: stay.guest.id,
      revieweeType: 'property',
      ratingOverall: overall,
      ratingCleanliness: near(),
      ratingAccuracy: near(),
      ratingLocation: near(),
      ratingValue: near(),
      ratingHost: near(),
      comment: compose(rng, overall, stay.property.features),
      isPublic: true,
      publishedAt,
      hostReply: replied ? rng.pick(overall === 3 ? HOST_REPLIES.filter((r) => r.includes('ご指摘')) : HOST_REPLIES.filter((r) => !r.includes('ご指摘'))) : null,
      hostRepliedAt: replied ? reply : null,
      createdAt,
      updatedAt: replied ? reply : publishedAt,
    });
    const list = ratingsByHost.get(stay.property.hostId) ?? [];
    list.push(overall);
    ratingsByHost.set(stay.property.hostId, list);
  }

  for (const host of people.hosts) {
    const ratings = ratingsByHost.get(host.id);
    host.profile.hostRating = ratings ? (ratings.reduce((a, b) => a + b, 0) / ratings.length).toFixed(2) : '0';
  }
  return reviews;
}
