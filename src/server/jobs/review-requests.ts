import { REVIEW_WINDOW_DAYS } from '@/domain/booking-state';
import { addDays, japanDate } from '@/domain/japan-date';
import { findStaysDueReviewRequest } from './repository';
import { type JobDeps, sendToEach } from './send-booking-emails';

const BATCH = 200;

/**
 * Completed stays that can still be reviewed (check-out within the last 14 days, Japan time) and have
 * no review yet: one review request per booking.
 */
export async function sendReviewRequests(deps: JobDeps, now: Date): Promise<number> {
  const today = japanDate(now);
  const due = await findStaysDueReviewRequest(deps.db, addDays(today, -REVIEW_WINDOW_DAYS), today, BATCH);
  return sendToEach(deps, 'review_request', due);
}
