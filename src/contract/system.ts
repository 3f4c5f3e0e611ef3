import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), ok: z.boolean(), latencyMs: z.number() }),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

export const placeholderParamsSchema = z.object({
  w: z.coerce.number().int().min(1, '幅は1以上にしてください').max(4000, '幅は4000以下にしてください'),
  h: z.coerce.number().int().min(1, '高さは1以上にしてください').max(4000, '高さは4000以下にしてください'),
});
