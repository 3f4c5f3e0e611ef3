import type { EmailDraft, EmailPreview, EmailTemplateBody, EmailTemplateDetail, EmailTemplateSummary, EmailTestSendResult } from '@/contract/admin-email-templates';
import type { Database } from '@/db/client';
import { fillPlaceholders, htmlValue } from '@/domain/email-text';
import { hasBrokenPlaceholder, htmlProblems, unknownPlaceholders } from '@/domain/email-template-check';
import { type AuditContext, audit } from '../../audit/audit';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import type { Language } from '@/contract/language';
import { EMAIL_KINDS, isTemplateKind, placeholdersOf, sampleVarsIn, TEMPLATE_KINDS, type TemplateKind } from '../../mail/email-kinds';
import type { MailService } from '../../mail/mail-service';
import { builtInEnglish, builtInTemplate, loadTemplate, type MailTemplate } from '../../mail/templates';
import * as repo from './repository';

export const TEMPLATE_NOT_FOUND = 'メールの種類が見つかりません';
export const TEST_SEND_FAILED = 'テストメールを送信できませんでした。時間をおいて再度お試しください';
export const JAPANESE_ONLY = 'このメールは日本語のみで送信されるため、英語版は保存できません';

/** The subject of a test send, so that it is never taken for a real message. */
export const TEST_SUBJECT_PREFIX = '【テスト送信】';

function kindOf(value: string): TemplateKind {
  if (!isTemplateKind(value)) throw notFound(TEMPLATE_NOT_FOUND);
  return value;
}

/** The row's own English version, null when it keeps the built-in English (or the kind has none). */
function englishOfRow(row: repo.TemplateRow | null): MailTemplate | null {
  return row?.subjectEn && row.textContentEn && row.htmlContentEn ? { subject: row.subjectEn, text: row.textContentEn, html: row.htmlContentEn } : null;
}

const sameTemplate = (a: MailTemplate, b: MailTemplate | null) => b !== null && a.subject === b.subject && a.text === b.text && a.html === b.html;

/** True when the row says something else than the built-in text, in Japanese or in English (編集済み). */
function differsFromBuiltIn(kind: TemplateKind, row: repo.TemplateRow): boolean {
  const english = englishOfRow(row);
  return !sameTemplate({ subject: row.subject, text: row.textContent, html: row.htmlContent }, builtInTemplate(kind)) || (english !== null && !sameTemplate(english, builtInEnglish(kind)));
}

function summaryOf(kind: TemplateKind, row: repo.TemplateRow | null): EmailTemplateSummary {
  const info = EMAIL_KINDS[kind];
  const builtIn = builtInTemplate(kind);
  const active = row?.isActive ?? true;
  return {
    kind,
    name: info.name,
    sentWhen: info.sentWhen,
    placeholders: [...placeholdersOf(kind)],
    customised: row !== null && differsFromBuiltIn(kind, row),
    isActive: active,
    subject: row && active ? row.subject : builtIn.subject,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/** GET /api/admin/email-templates: every kind of e-mail, in the catalogue's order (src/server/mail/email-kinds.ts). */
export async function listTemplates(db: Database): Promise<EmailTemplateSummary[]> {
  const rows = new Map((await repo.findTemplates(db)).map((row) => [row.templateType, row]));
  return TEMPLATE_KINDS.map((kind) => summaryOf(kind, rows.get(kind) ?? null));
}

/** GET /api/admin/email-templates/{kind}: the stored template, else the built-in text, with the built-in text beside it. */
export async function getTemplate(db: Database, kindParam: string): Promise<EmailTemplateDetail> {
  const kind = kindOf(kindParam);
  const row = await repo.findTemplate(db, kind);
  const builtIn = builtInTemplate(kind);
  const english = builtInEnglish(kind);
  const content = (template: MailTemplate) => ({ subject: template.subject, textContent: template.text, htmlContent: template.html });
  return {
    ...summaryOf(kind, row),
    subject: row?.subject ?? builtIn.subject,
    textContent: row?.textContent ?? builtIn.text,
    htmlContent: row?.htmlContent ?? builtIn.html,
    builtIn: content(builtIn),
    english: english && content(englishOfRow(row) ?? english),
    builtInEnglish: english && content(english),
  };
}

/**
 * Refuses with a 400 naming the field what the kind's sender would not fill (`{{couponCode}}`), broken
 * braces, and HTML an e-mail may not carry (src/domain/email-template-check.ts).
 */
function checkTemplate(kind: TemplateKind, parts: { field: string; text: string; html?: boolean }[]): void {
  const allowed = placeholdersOf(kind);
  for (const { field, text, html } of parts) {
    const unknown = unknownPlaceholders(allowed, text);
    if (unknown.length > 0) {
      throw badRequest(`このメールでは使えないプレースホルダーがあります: ${unknown.map((name) => `{{${name}}}`).join('、')}。一覧にあるものだけ使えます`, field);
    }
    if (hasBrokenPlaceholder(text)) throw badRequest('プレースホルダーは {{guestName}} のように半角英字を二重の波かっこで囲んで書いてください', field);
    if (html) {
      const problems = htmlProblems(text);
      if (problems.length > 0) throw badRequest(`HTML本文に使えない要素があります: ${problems.join('、')}`, field);
    }
  }
}

const AUDITED = ['subject', 'textContent', 'htmlContent', 'subjectEn', 'textContentEn', 'htmlContentEn', 'isActive'] as const;

/** The audited fields that differ, old and new. */
function changesOf(before: Pick<repo.TemplateRow, (typeof AUDITED)[number]>, after: Pick<repo.TemplateRow, (typeof AUDITED)[number]>) {
  const oldValues: Record<string, unknown> = {};
  const newValues: Record<string, unknown> = {};
  for (const key of AUDITED) {
    if (before[key] !== after[key]) {
      oldValues[key] = before[key];
      newValues[key] = after[key];
    }
  }
  return { oldValues, newValues };
}

const asRow = (template: MailTemplate, isActive: boolean) => ({ subject: template.subject, textContent: template.text, htmlContent: template.html, subjectEn: null, textContentEn: null, htmlContentEn: null, isActive });

/** PUT /api/admin/email-templates/{kind}: saves the template (created on first save), audited in the same transaction. */
export async function saveTemplate(db: Database, context: AuditContext, kindParam: string, body: EmailTemplateBody): Promise<EmailTemplateDetail> {
  const kind = kindOf(kindParam);
  const { english, ...japanese } = body;
  checkTemplate(kind, [
    { field: 'subject', text: japanese.subject },
    { field: 'textContent', text: japanese.textContent },
    { field: 'htmlContent', text: japanese.htmlContent, html: true },
  ]);
  if (english) {
    if (!builtInEnglish(kind)) throw badRequest(JAPANESE_ONLY, 'english');
    checkTemplate(kind, [
      { field: 'english.subject', text: english.subject },
      { field: 'english.textContent', text: english.textContent },
      { field: 'english.htmlContent', text: english.htmlContent, html: true },
    ]);
  }
  const englishColumns = english ? { subjectEn: english.subject, textContentEn: english.textContent, htmlContentEn: english.htmlContent } : {};
  await db.transaction(async (tx) => {
    const before = await repo.findTemplate(tx, kind);
    const saved = await repo.upsertTemplate(tx, { templateType: kind, templateName: EMAIL_KINDS[kind].name, ...japanese, ...englishColumns });
    const { oldValues, newValues } = changesOf(before ?? asRow(builtInTemplate(kind), true), saved);
    const onlySwitch = Object.keys(newValues).length === 1 && 'isActive' in newValues;
    await audit(tx, context, {
      entityType: 'email_template',
      entityId: kind,
      action: onlySwitch ? (body.isActive ? 'activate' : 'deactivate') : 'update',
      oldValues,
      newValues,
    });
  });
  return getTemplate(db, kind);
}

/** POST …/{kind}/reset: removes the admin's template, so the built-in text is sent again; audited. */
export async function resetTemplate(db: Database, context: AuditContext, kindParam: string): Promise<EmailTemplateDetail> {
  const kind = kindOf(kindParam);
  await db.transaction(async (tx) => {
    const before = await repo.findTemplate(tx, kind);
    await repo.deleteTemplate(tx, kind);
    const { oldValues, newValues } = changesOf(before ?? asRow(builtInTemplate(kind), true), asRow(builtInTemplate(kind), true));
    await audit(tx, context, { entityType: 'email_template', entityId: kind, action: 'reset', oldValues, newValues });
  });
  return getTemplate(db, kind);
}

/** A template filled as the mail service fills it: the subject on one line, HTML values escaped. */
function fill(template: MailTemplate, vars: Record<string, string>): EmailPreview {
  return {
    subject: fillPlaceholders(template.subject, vars).replace(/\s*\n\s*/g, ' '),
    text: fillPlaceholders(template.text, vars),
    html: fillPlaceholders(template.html, vars, htmlValue),
  };
}

function checkedDraft(kind: TemplateKind, draft: EmailDraft): MailTemplate {
  if (draft.language === 'en' && !builtInEnglish(kind)) throw badRequest(JAPANESE_ONLY, 'language');
  checkTemplate(kind, [
    { field: 'subject', text: draft.subject },
    { field: 'text', text: draft.text },
    { field: 'html', text: draft.html, html: true },
  ]);
  return { subject: draft.subject, text: draft.text, html: draft.html };
}

/** POST …/{kind}/preview: the editor's draft filled with a sample stay in the draft's language (email-kinds.ts `sampleVarsIn`). */
export function previewTemplate(kindParam: string, draft: EmailDraft, siteUrl: string): EmailPreview {
  const kind = kindOf(kindParam);
  return fill(checkedDraft(kind, draft), sampleVarsIn(siteUrl, draft.language ?? 'ja'));
}

/**
 * POST …/{kind}/test-send: the kind's template as it is sent now (or the editor's draft), filled with the
 * sample stay, to the signed-in admin's own address through the mail service (kept in the outbox).
 */
export async function sendTestEmail(
  deps: { db: Database; mail: MailService; siteUrl: string },
  context: AuditContext,
  kindParam: string,
  draft: EmailDraft | undefined,
  savedLanguage: Language = 'ja',
): Promise<EmailTestSendResult> {
  const kind = kindOf(kindParam);
  const to = await repo.findAdminEmail(deps.db, context.adminId);
  if (!to) throw notFound('管理者アカウントが見つかりません');
  const language = draft?.language ?? savedLanguage;
  const template = draft ? checkedDraft(kind, draft) : await loadTemplate(deps.db, kind, language);
  const sent = await deps.mail.sendTemplateTest(kind, to, { vars: sampleVarsIn(deps.siteUrl, language), template: { ...template, subject: `${TEST_SUBJECT_PREFIX}${template.subject}` } });
  if (!sent) throw new AppError('INTERNAL', 502, TEST_SEND_FAILED);
  await audit(deps.db, context, { entityType: 'email_template', entityId: kind, action: 'test_send', newValues: { to, draft: draft !== undefined, language } });
  return { to };
}
