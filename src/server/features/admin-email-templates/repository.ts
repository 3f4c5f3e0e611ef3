import { eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { adminAccounts, emailTemplates } from '@/db/schema';

export type TemplateRow = typeof emailTemplates.$inferSelect;

/** Every stored template (one row per kind of e-mail: migration 0012). */
export async function findTemplates(db: Database): Promise<TemplateRow[]> {
  return db.select().from(emailTemplates);
}

export async function findTemplate(db: Database, kind: string): Promise<TemplateRow | null> {
  const [row] = await db.select().from(emailTemplates).where(eq(emailTemplates.templateType, kind)).limit(1);
  return row ?? null;
}

/** Writes a kind's template, inserting its row or replacing the one there. */
export async function upsertTemplate(
  db: Database,
  values: Pick<TemplateRow, 'templateType' | 'templateName' | 'subject' | 'textContent' | 'htmlContent' | 'isActive'> & Partial<Pick<TemplateRow, 'subjectEn' | 'textContentEn' | 'htmlContentEn'>>,
): Promise<TemplateRow> {
  const { templateType: _type, ...changes } = values;
  const [row] = await db
    .insert(emailTemplates)
    .values(values)
    .onConflictDoUpdate({ target: emailTemplates.templateType, set: { ...changes, updatedAt: new Date() } })
    .returning();
  return row!;
}

/** Removes a kind's template: the built-in text is used again. */
export async function deleteTemplate(db: Database, kind: string): Promise<void> {
  await db.delete(emailTemplates).where(eq(emailTemplates.templateType, kind));
}

export async function findAdminEmail(db: Database, adminId: string): Promise<string | null> {
  const [row] = await db.select({ email: adminAccounts.email }).from(adminAccounts).where(eq(adminAccounts.id, adminId)).limit(1);
  return row?.email ?? null;
}
