import { z } from 'zod';

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
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  seed: Env['SEED'];
  admin?: { email: string; password: string };
  sessionDays: number;
  adminSessionHours: number;
  cookieSecure: boolean;
  trustProxy: boolean;
  logLevel: Env['LOG_LEVEL'];
  /** Where the built web app lives; absent in API tests. */
  webDistDir?: string;
}

export class ConfigError extends Error {}

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
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    seed: env.SEED,
    admin: env.ADMIN_EMAIL && env.ADMIN_PASSWORD ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD } : undefined,
    sessionDays: env.SESSION_DAYS,
    adminSessionHours: env.ADMIN_SESSION_HOURS,
    cookieSecure: env.COOKIE_SECURE ?? env.NODE_ENV === 'production',
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
  };
}
