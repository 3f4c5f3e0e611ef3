import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import type { Language } from '@/contract/language';
import { createdAt, id, updatedAt } from './columns';
import { kycStatus, userRole } from './enums';

/**
 * Name, reading and e-mail as the back office searches them (src/domain/list-search.ts): `search_fold`
 * (migration 0036: NFKC, lower case, katakana as hiragana).
 */
const USER_SEARCH_TEXT = sql`search_fold(coalesce(full_name, '') || ' ' || coalesce(full_name_kana, '') || ' ' || coalesce(email, ''))`;

export const users = pgTable('users', {
  id: id(),
  email: text().notNull().unique(),
  passwordHash: text(),
  role: userRole().notNull().default('guest'),
  phone: text(),
  fullName: text().notNull(),
  /** フリガナ of the name: full-width katakana (src/contract/furigana.ts), null when not given. */
  fullNameKana: text(),
  avatarUrl: text(),
  gender: varchar({ length: 10 }),
  dateOfBirth: date({ mode: 'string' }),
  address: text(),
  idVerified: boolean().notNull().default(false),
  /** Set while an admin has suspended the account: it cannot sign in and has no sessions. */
  suspendedAt: timestamp({ withTimezone: true }),
  suspensionReason: text(),
  /**
   * Set when the account was closed (退会, docs/product/accounts.md "Leaving"): its personal data is erased
   * or made anonymous, it cannot sign in, and its e-mail address is free for a new account. `closedBy` is
   * `self` (from the profile) or `admin` (on the person's request).
   */
  closedAt: timestamp({ withTimezone: true }),
  closedBy: text(),
  lastLoginAt: timestamp({ withTimezone: true }),
  /**
   * When the account's address was proved by its link (docs/product/accounts.md, "Verified address"): null
   * until then. A booking, a house sent for review and a host's transfer wait for it; accounts made before
   * verification existed count as verified (migration 0048).
   */
  emailVerifiedAt: timestamp({ withTimezone: true }),
  /** A new address asked for in the profile, in force only once its link is followed (null: none waiting). */
  pendingEmail: text(),
  /**
   * The language of the person's e-mails (docs/decisions/0042-english-guest-pages.md, "E-mails"): the page's
   * language at sign-up, at each booking, and the guest's own choice (the header's switch, the profile).
   */
  language: text().$type<Language>().notNull().default('ja'),
  /**
   * Name, reading and e-mail as the back office searches them: NFKC (full-width and half-width alike),
   * lower case, katakana as hiragana. The needle is normalised the same way (src/domain/list-search.ts).
   */
  searchText: text().notNull().generatedAlwaysAs(USER_SEARCH_TEXT),
  /** The two-character pieces of `searchText` (text_bigrams, migration 0004): a two-letter search by index. */
  searchBigrams: text().array().notNull().generatedAlwaysAs(sql`text_bigrams(${USER_SEARCH_TEXT})`),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  // fastupdate off: a new user goes straight into the index, so searches never read a long pending list.
  index('users_search_text_trgm').using('gin', t.searchText.op('gin_trgm_ops')).with({ fastupdate: false }),
  index('users_search_bigrams').using('gin', t.searchBigrams).with({ fastupdate: false }),
  // The back office's list in its three orders (newest and oldest read the one index both ways).
  index('users_created_at_idx').on(t.createdAt, t.id),
  // By reading, then name (docs/product/people.md): a user without a reading comes after those with one.
  index('users_reading_idx').on(t.fullNameKana, t.fullName, t.id),
  // The back office's hosts (a tenth of the users) in their orders: a host's account keeps the host role.
  index('users_hosts_created_at').on(t.createdAt, t.id).where(sql`role = 'host'`),
  index('users_hosts_reading').on(t.fullNameKana, t.fullName, t.id).where(sql`role = 'host'`),
  // The suspended accounts (a few) newest first, instead of walking every user until twenty are found.
  index('users_suspended_created_at').on(t.createdAt, t.id).where(sql`suspended_at is not null`),
  check('users_language', sql`${t.language} in ('ja', 'en')`),
]);

/**
 * How many users there are of each role, verification and suspension, kept by a trigger on `users`
 * (migration 0004): the back office's counters and unsearched filter totals without counting 100,000
 * rows on every page.
 */
export const userFacetCounts = pgTable(
  'user_facet_counts',
  {
    role: userRole().notNull(),
    idVerified: boolean().notNull(),
    suspended: boolean().notNull(),
    n: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.role, t.idVerified, t.suspended] })],
);

export const hostProfiles = pgTable('host_profiles', {
  id: id(),
  userId: uuid()
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  displayName: text().notNull(),
  introText: text(),
  kycStatus: kycStatus().notNull().default('pending'),
  payoutPrefId: text(),
  addressJson: jsonb(),
  emergencyContact: text(),
  fullName: text(),
  /** フリガナ of the profile's name (src/contract/furigana.ts), null when not given. */
  fullNameKana: text(),
  email: text(),
  phone: text(),
  bio: text(),
  location: text(),
  /** Languages the host speaks, as codes (`ja`, `en` …), chosen on the profile. */
  languages: text().array().notNull().default(sql`'{ja}'::text[]`),
  /** Why an admin rejected the identity document; shown on the identity tab and e-mailed. */
  kycRejectionReason: text(),
  kycReviewedAt: timestamp({ withTimezone: true }),
  hostRating: numeric({ precision: 3, scale: 2 }).notNull().default('0'),
  responseRate: integer().notNull().default(0),
  profileImageUrl: text(),
  postalCode: text(),
  prefecture: text(),
  city: text(),
  streetAddress: text(),
  buildingName: text(),
  idType: text(),
  /**
   * Identity images: keys in the private file storage (src/server/storage), never public URLs. The
   * answers name them by the host area's own address, served only to the host and to admins.
   */
  frontImageKey: text(),
  backImageKey: text(),
  uploadDate: timestamp({ withTimezone: true }),
  verificationStatus: text().notNull().default('pending'),
  bankName: text(),
  /** The bank's and branch's codes in the Zengin master data, when chosen from it. */
  bankCode: text(),
  branchName: text(),
  branchCode: text(),
  accountType: text(),
  /** The account number encrypted at rest (AES-256-GCM, src/server/lib/field-cipher.ts); never stored in clear. */
  accountNumberCipher: text(),
  /** Its last 3 digits, for the masked answers (`****567`). */
  accountNumberLast3: text(),
  accountHolder: text(),
  /**
   * The host's 適格請求書発行事業者の登録番号 (T and 13 digits) when the host is a registered issuer, given on
   * the profile: the platform then issues the guests' receipts for the host's stays as qualified invoices
   * (媒介者交付特例, docs/product/receipts-and-invoices.md). Null: not registered.
   */
  invoiceRegistrationNumber: text(),
  /**
   * The profile's own words as the back office's host search reads them (`search_fold`, like the
   * account's `users.search_text`, which holds the name, its reading and the e-mail): display name, the
   * profile's name reading, location, area.
   */
  searchText: text()
    .notNull()
    .generatedAlwaysAs(
      sql`search_fold(display_name || ' ' || coalesce(full_name_kana, '') || ' ' || coalesce(location, '') || ' ' || coalesce(prefecture, '') || coalesce(city, ''))`,
    ),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  // ホスト承認: the hosts whose identity waits, by the date of their upload.
  index('host_profiles_awaiting_review').on(t.uploadDate, t.userId).where(sql`kyc_status = 'pending' and front_image_key is not null`),
  // ホスト管理's search in the profile's words: trigrams, and two-character pieces.
  index('host_profiles_search_trgm').using('gin', sql`search_text gin_trgm_ops`),
  index('host_profiles_search_bigrams').using('gin', sql`text_bigrams(search_text)`),
]);

/** Server-side sign-in sessions of guests and hosts. The id is the SHA-256 of the cookie's secret. */
export const userSessions = pgTable(
  'user_sessions',
  {
    id: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    ipAddress: text(),
    userAgent: text(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.userId), index().on(t.expiresAt)],
);

/** Failed sign-in attempts per e-mail and client address, to slow down password guessing. */
export const authThrottle = pgTable('auth_throttle', {
  key: text().primaryKey(),
  failures: integer().notNull().default(0),
  windowStartedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  blockedUntil: timestamp({ withTimezone: true }),
});

/**
 * The one-time sign-in code of an account past its sign-in ceiling (src/domain/login-throttle.ts):
 * `key` is `user:{email}` or `admin:{email}`, only the code's digest is kept, with its end and the
 * wrong tries it has had.
 */
export const signInCodes = pgTable('sign_in_codes', {
  key: text().primaryKey(),
  codeDigest: text().notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  tries: integer().notNull().default(0),
  sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * The single-use links sent by e-mail (docs/product/accounts.md), one table for each purpose
 * (src/server/email-links): `password_reset` (a forgotten password, an hour), `email_verification` (a new
 * account's address, 24 hours) and `email_change` (a new address waiting for its proof, 24 hours). `id` is
 * the SHA-256 of the link's random secret (the secret itself is only in the e-mail), with the link's end;
 * `email` is the address the link proves (null for a password reset). A link is deleted when it is used
 * (with every other link of its account and purpose); lapsed ones are swept by the session cleanup.
 */
export const emailLinks = pgTable(
  'email_links',
  {
    id: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text().notNull(),
    email: text(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.userId), index().on(t.expiresAt)],
);
