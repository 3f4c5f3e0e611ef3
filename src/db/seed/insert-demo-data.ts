import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../client';
import { refreshPropertyRatings } from '../property-rating';
import * as s from '../schema';
import type { DemoData } from './build-demo-data';

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for the widest table. */
const CHUNK = 500;

async function insertInChunks<TTable extends PgTable>(db: Database, table: TTable, rows: PgInsertValue<TTable>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db.insert(table).values(rows.slice(i, i + CHUNK));
  }
}

/** Inserts the demo data table by table, parents before children. */
export async function insertDemoData(db: Database, data: DemoData): Promise<void> {
  await insertInChunks(db, s.users, data.users);
  await insertInChunks(db, s.adminAccounts, data.admins);
  await insertInChunks(db, s.totpFactors, data.adminTotpFactors);
  await insertInChunks(db, s.hostProfiles, data.hostProfiles);
  await insertInChunks(db, s.kominkaFeaturesMaster, data.features);
  await insertInChunks(db, s.basicAmenitiesMaster, data.basicAmenities);
  await insertInChunks(db, s.amenityMaster, data.amenities);
  await insertInChunks(db, s.properties, data.properties);
  await insertInChunks(db, s.propertyPhotos, data.photos);
  await insertInChunks(db, s.propertyFeatures, data.propertyFeatures);
  await insertInChunks(db, s.propertyBasicAmenities, data.propertyBasicAmenities);
  await insertInChunks(db, s.propertyAmenities, data.propertyAmenities);
  await insertInChunks(db, s.pricingRules, data.pricingRules);
  await insertInChunks(db, s.propertySeasonPrices, data.seasonPrices);
  await insertInChunks(db, s.propertyCalendar, data.calendar);
  await insertInChunks(db, s.bookings, data.bookings);
  await insertInChunks(db, s.bookingGuests, data.bookingGuests);
  await insertInChunks(db, s.localCheckoutSessions, data.localSessions);
  await insertInChunks(db, s.payments, data.payments);
  await insertInChunks(db, s.refunds, data.refunds);
  await insertInChunks(db, s.payouts, data.payouts);
  await insertInChunks(db, s.payoutItems, data.payoutItems);
  await insertInChunks(db, s.reviews, data.reviews);
  // properties.rating_average and review_count, from the published reviews just inserted.
  await refreshPropertyRatings(db);
  await insertInChunks(db, s.messages, data.messages);
  await insertInChunks(db, s.favorites, data.favorites);
  await insertInChunks(db, s.inquiries, data.inquiries);
  await insertInChunks(db, s.faqItems, data.faqItems);
  await insertInChunks(db, s.emailTemplates, data.emailTemplates);
}
