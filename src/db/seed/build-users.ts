import { randomUUID } from 'node:crypto';
import { GUESTS, type GuestSeed } from './guests';
import { HOSTS, type HostKey, type HostSeed } from './hosts';
import type { SeedContext } from './seed-context';
import { addDays, addHours, japanInstant } from './seed-dates';
import type { AdminRow, HostProfileRow, UserRow } from './seed-types';

export const DEMO_ACCOUNTS = {
  guest: { email: 'guest@example.jp', password: 'kominka123', fullName: '山田 花子' },
  host: { email: 'host@example.jp', password: 'kominka123', fullName: '佐藤 健一' },
  /**
   * The demo admin signs in with a second step, as every admin must: an authenticator app set up with
   * `totpSecret` (Base32; `npm run demo:admin-code` prints the code of the moment).
   */
  admin: { email: 'admin@example.jp', password: 'kominka-admin', fullName: '運営 管理者', fullNameKana: 'ウンエイ カンリシャ', totpSecret: 'KOMINKASTAYDEMOADMINSECRETKEY234' },
} as const;

export interface SeededHost {
  id: string;
  seed: HostSeed;
  user: UserRow;
  profile: HostProfileRow;
  /** Days between the host's sign-up and today. */
  signedUpDaysAgo: number;
}

export interface SeededGuest {
  id: string;
  seed: GuestSeed;
  user: UserRow & { createdAt: Date };
  isDemo: boolean;
}

export interface SeededPeople {
  hosts: SeededHost[];
  hostByKey: ReadonlyMap<HostKey, SeededHost>;
  guests: SeededGuest[];
  demoGuest: SeededGuest;
  admin: AdminRow & { id: string };
}

/** Hashes made once: every demo user shares the guest password, the admin has its own. */
export interface PasswordHashes {
  user: string;
  admin: string;
}

export function buildPeople(ctx: SeedContext, hashes: PasswordHashes, encryptAccountNumber: (plain: string) => string): SeededPeople {
  const { rng, today } = ctx;
  let imageSeed = 5000;

  const hosts = HOSTS.map((seed, i): SeededHost => {
    const id = randomUUID();
    const verified = seed.verification === 'verified';
    const signedUpDaysAgo = verified ? 1000 - i * 17 : 45 - i;
    const createdAt = japanInstant(addDays(today, -signedUpDaysAgo), `${String(9 + (i % 10)).padStart(2, '0')}:${String((i * 7) % 60).padStart(2, '0')}`);
    const profileImageUrl = `/api/placeholder/400/400?seed=${imageSeed++}`;
    const twoSided = seed.idType !== 'passport';
    const uploadDate = verified ? addHours(createdAt, 24 * rng.int(1, 5)) : japanInstant(addDays(today, -rng.int(2, 4)), '20:15');
    const user: UserRow = {
      id,
      email: seed.email,
      passwordHash: hashes.user,
      role: 'host',
      phone: seed.phone,
      fullName: seed.fullName,
      fullNameKana: seed.kana,
      avatarUrl: profileImageUrl,
      gender: seed.gender ?? null,
      dateOfBirth: seed.dateOfBirth ?? null,
      address: `${seed.prefecture}${seed.city}${seed.streetAddress}`,
      idVerified: verified,
      // Demo accounts have proved their addresses (docs/product/accounts.md, "Verified address").
      emailVerifiedAt: createdAt,
      createdAt,
      updatedAt: uploadDate,
    };
    const profile: HostProfileRow = {
      id: randomUUID(),
      userId: id,
      displayName: seed.displayName,
      introText: seed.introText,
      kycStatus: verified ? 'verified' : 'pending',
      payoutPrefId: 'bank',
      addressJson: {
        postalCode: seed.postalCode,
        prefecture: seed.prefecture,
        city: seed.city,
        streetAddress: seed.streetAddress,
        buildingName: seed.buildingName ?? null,
      },
      emergencyContact: `家族 ${seed.phone.slice(0, 4)}${String(rng.int(1000, 9999))}-${String(rng.int(1000, 9999))}`,
      fullName: seed.fullName,
      fullNameKana: seed.kana,
      email: seed.email,
      phone: seed.phone,
      bio: seed.bio,
      location: `${seed.prefecture}${seed.city}`,
      hostRating: '0',
      responseRate: seed.responseRate,
      profileImageUrl,
      postalCode: seed.postalCode,
      prefecture: seed.prefecture,
      city: seed.city,
      streetAddress: seed.streetAddress,
      buildingName: seed.buildingName ?? null,
      idType: seed.idType,
      // Demo documents: keys under demo-id/, which the identity-image route draws as a labelled placeholder.
      frontImageKey: `demo-id/${i + 1}-front.png`,
      backImageKey: twoSided ? `demo-id/${i + 1}-back.png` : null,
      uploadDate,
      verificationStatus: verified ? 'verified' : 'pending',
      bankName: seed.bankName,
      bankCode: seed.bankCode,
      branchName: seed.branchName,
      branchCode: seed.branchCode,
      accountType: '普通',
      accountNumberCipher: encryptAccountNumber(seed.accountNumber),
      accountNumberLast3: seed.accountNumber.slice(-3),
      accountHolder: seed.kana,
      createdAt,
      updatedAt: uploadDate,
    };
    return { id, seed, user, profile, signedUpDaysAgo };
  });

  const guests = GUESTS.map((seed, i): SeededGuest => {
    const id = randomUUID();
    const isDemo = i === 0;
    // Sign-up dates are moved earlier later on when a guest's first booking would come before them.
    const createdAt = japanInstant(addDays(today, -(isDemo ? 600 : rng.int(20, 720))), `${String(rng.int(8, 23)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`);
    const user: UserRow & { createdAt: Date } = {
      id,
      email: seed.email,
      passwordHash: hashes.user,
      role: 'guest',
      phone: seed.phone,
      fullName: seed.fullName,
      fullNameKana: seed.kana,
      avatarUrl: null,
      gender: seed.gender ?? null,
      dateOfBirth: seed.dateOfBirth ?? null,
      address: seed.address ?? null,
      idVerified: seed.idVerified,
      emailVerifiedAt: createdAt,
      createdAt,
      updatedAt: createdAt,
    };
    return { id, seed, user, isDemo };
  });

  const adminCreatedAt = japanInstant(addDays(today, -1100), '10:00');
  const admin = {
    id: randomUUID(),
    email: DEMO_ACCOUNTS.admin.email,
    passwordHash: hashes.admin,
    fullName: DEMO_ACCOUNTS.admin.fullName,
    fullNameKana: DEMO_ACCOUNTS.admin.fullNameKana,
    isActive: true,
    createdAt: adminCreatedAt,
    updatedAt: adminCreatedAt,
  };

  return {
    hosts,
    hostByKey: new Map(hosts.map((h) => [h.seed.key, h])),
    guests,
    demoGuest: guests[0],
    admin,
  };
}
