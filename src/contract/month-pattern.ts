/** A month written `YYYY-MM` (01–12). Kept apart from the zod schemas so the web can test a month without loading zod. */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
