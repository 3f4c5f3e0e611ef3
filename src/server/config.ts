import path from 'node:path';
import { z } from 'zod';
import { normalizeRegistrationNumber, REGISTRATION_NUMBER_MESSAGE } from '@/contract/invoice-registration';
import type { SiteOperator } from '@/contract/legal-documents';

/** Every environment variable the server reads, with its default. The README's table mirrors this. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL は postgres:// で始まる接続文字列にしてください')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).optional(),
  SEED: z.enum(['demo', 'none']).default('demo'),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(6, 'ADMIN_PASSWORD は6文字以上にしてください').optional(),
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  ADMIN_SESSION_HOURS: z.coerce.number().int().min(1).max(720).default(12),
  COOKIE_SECURE: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_URL: z.url('PUBLIC_URL は https:// で始まるURLにしてください').optional(),
  /** iCal imports may read loopback and private addresses (by default so only when NODE_ENV=test). */
  ICAL_ALLOW_PRIVATE_URLS: z.enum(['on', 'off']).optional(),
  PAYMENT_PROVIDER: z.enum(['local', 'stripe']).optional(),
  STRIPE_SECRET_KEY: z.string().startsWith('sk_', 'STRIPE_SECRET_KEY は sk_ で始まるキーにしてください').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_', 'STRIPE_WEBHOOK_SECRET は whsec_ で始まる値にしてください').optional(),
  /** Tests only: where the Stripe SDK sends its requests (a local fake server). */
  STRIPE_API_URL: z.url().optional(),
  /**
   * The local provider's test button that marks a コンビニ払い or 銀行振込 voucher paid (through the same
   * event path as a real payment). Default: on outside production and with the demo seed; never with Stripe.
   */
  LOCAL_PAYMENT_SIMULATION: z.enum(['on', 'off']).optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'SMTP_URL は smtp:// または smtps:// で始めてください').optional(),
  MAIL_FROM: z.string().default('古民家ステイ <no-reply@kominka-stay.jp>'),
  JOBS: z.enum(['on', 'off']).default('on'),
  /** Per-client limits on public writes (src/server/throttle/rate-limits.ts); `off` only for tests that sign up many users. */
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  /** Base64 of 32 random bytes: encrypts bank account numbers at rest. Unset: a key made under DATA_DIR/secrets. */
  FIELD_ENCRYPTION_KEY: z
    .string()
    .refine((v) => Buffer.from(v, 'base64').length === 32, 'FIELD_ENCRYPTION_KEY は32バイトの値をbase64にしたものにしてください')
    .optional(),
  /** S3-compatible object storage for photos and identity images; unset: files under DATA_DIR. */
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.url('S3_ENDPOINT は http:// または https:// で始まるURLにしてください').optional(),
  S3_REGION: z.string().default('ap-northeast-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** The company's own account that pays hosts (the Zengin transfer file's 仕向 side); demo values by default. */
  PAYOUT_REQUESTER_CODE: z.string().regex(/^\d{10}$/, 'PAYOUT_REQUESTER_CODE は銀行から通知された10桁の委託者コードにしてください').default('0000000001'),
  PAYOUT_REQUESTER_NAME: z.string().regex(/^[\x20-\x7e\uff61-\uff9f]{1,40}$/, 'PAYOUT_REQUESTER_NAME は40文字以内の半角カナにしてください').default('ｶ)ｺﾐﾝｶｽﾃｲ'),
  PAYOUT_BANK_CODE: z.string().regex(/^\d{4}$/, 'PAYOUT_BANK_CODE は4桁の金融機関コードにしてください').default('0001'),
  PAYOUT_BRANCH_CODE: z.string().regex(/^\d{3}$/, 'PAYOUT_BRANCH_CODE は3桁の支店コードにしてください').default('100'),
  PAYOUT_ACCOUNT_TYPE: z.enum(['1', '2'], 'PAYOUT_ACCOUNT_TYPE は 1（普通）か 2（当座）にしてください').default('1'),
  PAYOUT_ACCOUNT_NUMBER: z.string().regex(/^\d{7}$/, 'PAYOUT_ACCOUNT_NUMBER は7桁の口座番号にしてください').default('1234567'),
  /**
   * The site's operator on the legal pages and the footer (docs/product/legal-pages.md); unset: the
   * development demo's values, marked as demo on the pages.
   */
  OPERATOR_NAME: z.string().trim().min(1).optional(),
  OPERATOR_REPRESENTATIVE: z.string().trim().min(1).optional(),
  OPERATOR_POSTAL_CODE: z.string().regex(/^\d{3}-\d{4}$/, 'OPERATOR_POSTAL_CODE は 100-0001 の形にしてください').optional(),
  OPERATOR_ADDRESS: z.string().trim().min(1).optional(),
  OPERATOR_PHONE: z.string().regex(/^[0-9-]{10,13}$/, 'OPERATOR_PHONE は 03-1234-5678 の形にしてください').optional(),
  OPERATOR_EMAIL: z.email('OPERATOR_EMAIL はメールアドレスにしてください').optional(),
  /** 住宅宿泊仲介業の登録番号 (観光庁長官（01）第0001号); `none` when the site holds none. */
  OPERATOR_INTERMEDIARY_REGISTRATION: z.string().trim().min(1).optional(),
  /** 旅行業の登録番号 (観光庁長官登録旅行業第0000号); `none` when the site holds none. */
  OPERATOR_TRAVEL_AGENCY_REGISTRATION: z.string().trim().min(1).optional(),
  /**
   * The operator's 適格請求書発行事業者の登録番号 (T and 13 digits), printed on the guests' receipts and the
   * commission's qualified invoice of the hosts' statements (docs/product/receipts-and-invoices.md);
   * unset: the demo's sample number, marked as demo.
   */
  INVOICE_REGISTRATION_NUMBER: z
    .string()
    .transform((v, ctx) => normalizeRegistrationNumber(v) ?? (ctx.addIssue({ code: 'custom', message: `INVOICE_REGISTRATION_NUMBER: ${REGISTRATION_NUMBER_MESSAGE}` }), z.NEVER))
    .optional(),
});

/** The demo's sample registration number (a 法人番号's form with a right check digit; nobody's). */
export const DEMO_INVOICE_REGISTRATION_NUMBER = 'T7010001999999';

/** The operator's details used when OPERATOR_* are unset: the development demo's, not a real company's. */
export const DEMO_OPERATOR: Omit<SiteOperator, 'isDemo'> = {
  name: '株式会社古民家ステイ（デモ）',
  representative: '古民家 太郎（デモ）',
  postalCode: '100-0001',
  address: '東京都千代田区千代田1-1 デモビル3階',
  phone: '03-0000-0000',
  email: 'support@kominka-stay.example',
  intermediaryRegistration: '観光庁長官（01）第0000号（デモ）',
  travelAgencyRegistration: null,
};

const OPERATOR_KEYS = [
  'OPERATOR_NAME',
  'OPERATOR_REPRESENTATIVE',
  'OPERATOR_POSTAL_CODE',
  'OPERATOR_ADDRESS',
  'OPERATOR_PHONE',
  'OPERATOR_EMAIL',
  'OPERATOR_INTERMEDIARY_REGISTRATION',
  'OPERATOR_TRAVEL_AGENCY_REGISTRATION',
] as const;

/** A registration number, or null for `none`. */
const registration = (value: string | undefined, demo: string | null) => (value === undefined ? demo : value.toLowerCase() === 'none' ? null : value);

function operatorOf(env: z.infer<typeof envSchema>): SiteOperator {
  return {
    name: env.OPERATOR_NAME ?? DEMO_OPERATOR.name,
    representative: env.OPERATOR_REPRESENTATIVE ?? DEMO_OPERATOR.representative,
    postalCode: env.OPERATOR_POSTAL_CODE ?? DEMO_OPERATOR.postalCode,
    address: env.OPERATOR_ADDRESS ?? DEMO_OPERATOR.address,
    phone: env.OPERATOR_PHONE ?? DEMO_OPERATOR.phone,
    email: env.OPERATOR_EMAIL ?? DEMO_OPERATOR.email,
    intermediaryRegistration: registration(env.OPERATOR_INTERMEDIARY_REGISTRATION, DEMO_OPERATOR.intermediaryRegistration),
    travelAgencyRegistration: registration(env.OPERATOR_TRAVEL_AGENCY_REGISTRATION, DEMO_OPERATOR.travelAgencyRegistration),
    isDemo: OPERATOR_KEYS.some((key) => env[key] === undefined),
  };
}

export type Env = z.infer<typeof envSchema>;

export interface AppConfig {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** How many connections a server keeps open to PostgreSQL (DATABASE_POOL_SIZE; src/db/client.ts has the default). */
  databasePoolSize?: number;
  seed: Env['SEED'];
  admin?: { email: string; password: string };
  sessionDays: number;
  adminSessionHours: number;
  cookieSecure: boolean;
  trustProxy: boolean;
  logLevel: Env['LOG_LEVEL'];
  /** Where the built web app lives; absent in API tests. */
  webDistDir?: string;
  /**
   * The site's own address for every link and redirect (e-mails, the payment provider's return pages,
   * iCal addresses): PUBLIC_URL, or the listening address for a development server or the demo. Never
   * built from a request's Host header.
   */
  siteUrl: string;
  payments: { provider: 'local'; simulatePayments: boolean } | { provider: 'stripe'; secretKey: string; webhookSecret: string; apiUrl?: string };
  mail: { smtpUrl?: string; from: string };
  /** Run the timed jobs (holds, requests, stays, e-mails, reviews, iCal imports) inside this server. */
  jobs: boolean;
  /** Limit public writes per client address (sign-ups, contact, uploads, checkout). */
  rateLimits: boolean;
  /** iCal imports may fetch loopback and private network addresses (tests, a local network's calendar). */
  icalAllowPrivateUrls: boolean;
  /** Public uploads (house and review photos, avatars) on the local disk: {dataDir}/uploads. */
  uploadDir: string;
  /** Where uploaded files live (src/server/storage): the data directory, or S3-compatible object storage. */
  storage: StorageConfig;
  /** FIELD_ENCRYPTION_KEY, when given (src/server/lib/field-cipher.ts). */
  fieldEncryptionKey?: string;
  /** The company's paying account for the hosts' transfers (PAYOUT_*; src/server/features/admin-payouts). */
  payoutAccount: { requesterCode: string; requesterName: string; bankCode: string; branchCode: string; accountType: '1' | '2'; accountNumber: string };
  /** The site's operator on the legal pages and the footer (OPERATOR_*; the demo's values where unset). */
  operator: SiteOperator;
  /**
   * The issuer of receipts and qualified invoices: the operator (its name and address above) with its
   * registration number (INVOICE_REGISTRATION_NUMBER; the demo's sample where unset, `isDemo`).
   */
  invoicing: InvoicingConfig;
}

export interface InvoicingConfig {
  registrationNumber: string;
  isDemo: boolean;
}

export type StorageConfig =
  | { kind: 'local'; publicDir: string; privateDir: string }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      endpoint?: string;
      forcePathStyle: boolean;
      credentials?: { accessKeyId: string; secretAccessKey: string };
    };

export class ConfigError extends Error {}

/** The address a development server or the demo is reached at: localhost when it listens everywhere. */
function listeningUrl(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/** Reads and checks the environment once at start; refuses to start with a clear message. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`環境変数の設定が正しくありません:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if ((env.ADMIN_EMAIL && !env.ADMIN_PASSWORD) || (!env.ADMIN_EMAIL && env.ADMIN_PASSWORD)) {
    throw new ConfigError('ADMIN_EMAIL と ADMIN_PASSWORD は両方とも指定してください');
  }
  const stripeKeys = env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET;
  if ((env.STRIPE_SECRET_KEY || env.STRIPE_WEBHOOK_SECRET) && !stripeKeys) {
    throw new ConfigError('STRIPE_SECRET_KEY と STRIPE_WEBHOOK_SECRET は両方とも指定してください');
  }
  if (env.PAYMENT_PROVIDER === 'stripe' && !stripeKeys) {
    throw new ConfigError('PAYMENT_PROVIDER=stripe には STRIPE_SECRET_KEY と STRIPE_WEBHOOK_SECRET が必要です');
  }
  if ((env.S3_ACCESS_KEY_ID || env.S3_SECRET_ACCESS_KEY) && !(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('S3_ACCESS_KEY_ID と S3_SECRET_ACCESS_KEY は両方とも指定してください');
  }
  if (env.NODE_ENV === 'production' && env.DATABASE_URL && !env.FIELD_ENCRYPTION_KEY) {
    // Several servers share one database: each must encrypt with the same key, so it cannot be made per server.
    throw new ConfigError('DATABASE_URL を使う本番環境では FIELD_ENCRYPTION_KEY を指定してください');
  }
  if (!env.PUBLIC_URL && env.NODE_ENV === 'production' && env.SEED === 'none') {
    // A real deployment: links in e-mails and payment return pages must name the real site.
    throw new ConfigError('本番環境（NODE_ENV=production、SEED=none）では PUBLIC_URL にサイトのURLを指定してください');
  }
  if (!env.INVOICE_REGISTRATION_NUMBER && env.NODE_ENV === 'production' && env.SEED === 'none') {
    // A real deployment issues qualified invoices and receipts: a sample registration number on them would be false.
    throw new ConfigError('本番環境（NODE_ENV=production、SEED=none）では INVOICE_REGISTRATION_NUMBER に適格請求書発行事業者の登録番号（T＋13桁）を指定してください');
  }
  const useStripe = env.PAYMENT_PROVIDER !== 'local' && env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET;
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    seed: env.SEED,
    admin: env.ADMIN_EMAIL && env.ADMIN_PASSWORD ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD } : undefined,
    sessionDays: env.SESSION_DAYS,
    adminSessionHours: env.ADMIN_SESSION_HOURS,
    cookieSecure: env.COOKIE_SECURE ?? env.NODE_ENV === 'production',
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    siteUrl: env.PUBLIC_URL?.replace(/\/+$/, '') ?? listeningUrl(env.HOST, env.PORT),
    payments: useStripe
      ? { provider: 'stripe', secretKey: env.STRIPE_SECRET_KEY!, webhookSecret: env.STRIPE_WEBHOOK_SECRET!, apiUrl: env.STRIPE_API_URL }
      : { provider: 'local', simulatePayments: env.LOCAL_PAYMENT_SIMULATION ? env.LOCAL_PAYMENT_SIMULATION === 'on' : env.NODE_ENV !== 'production' || env.SEED === 'demo' },
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    jobs: env.JOBS === 'on',
    rateLimits: env.RATE_LIMITS === 'on',
    icalAllowPrivateUrls: env.ICAL_ALLOW_PRIVATE_URLS ? env.ICAL_ALLOW_PRIVATE_URLS === 'on' : env.NODE_ENV === 'test',
    uploadDir: path.join(env.DATA_DIR, 'uploads'),
    storage: env.S3_BUCKET
      ? {
          kind: 's3',
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
          credentials:
            env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
              : undefined,
        }
      : { kind: 'local', publicDir: path.join(env.DATA_DIR, 'uploads'), privateDir: path.join(env.DATA_DIR, 'private') },
    fieldEncryptionKey: env.FIELD_ENCRYPTION_KEY,
    payoutAccount: {
      requesterCode: env.PAYOUT_REQUESTER_CODE,
      requesterName: env.PAYOUT_REQUESTER_NAME,
      bankCode: env.PAYOUT_BANK_CODE,
      branchCode: env.PAYOUT_BRANCH_CODE,
      accountType: env.PAYOUT_ACCOUNT_TYPE,
      accountNumber: env.PAYOUT_ACCOUNT_NUMBER,
    },
    operator: operatorOf(env),
    invoicing: {
      registrationNumber: env.INVOICE_REGISTRATION_NUMBER ?? DEMO_INVOICE_REGISTRATION_NUMBER,
      isDemo: env.INVOICE_REGISTRATION_NUMBER === undefined,
    },
  };
}
