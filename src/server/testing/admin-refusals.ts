import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { adminAccounts, adminSessions } from '@/db/schema';
import { adminToken, registerHost, signUpGuest, uniqueEmail, type TestApp } from './test-app';

export interface AdminApiCall {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: Record<string, unknown>;
}

/**
 * Knocks on each admin call the way the back office's API tests ask: no token is a 401, a guest's or a
 * host's session a 403, an expired or a disabled admin's token a 401.
 */
export async function expectAdminOnly(t: TestApp, calls: AdminApiCall[]): Promise<void> {
  const guest = await signUpGuest(t.app);
  const host = await registerHost(t.app);
  const expiredEmail = uniqueEmail('expired');
  const expired = await adminToken(t, expiredEmail);
  const [expiredAdmin] = await t.db.select({ id: adminAccounts.id }).from(adminAccounts).where(eq(adminAccounts.email, expiredEmail));
  await t.db.update(adminSessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(adminSessions.adminId, expiredAdmin.id));
  const disabledEmail = uniqueEmail('disabled');
  const disabled = await adminToken(t, disabledEmail);
  await t.db.update(adminAccounts).set({ isActive: false }).where(eq(adminAccounts.email, disabledEmail));
  for (const call of calls) {
    expect((await t.app.inject(call)).statusCode, call.url).toBe(401);
    expect((await t.app.inject({ ...call, headers: { cookie: guest.cookie } })).statusCode, call.url).toBe(403);
    expect((await t.app.inject({ ...call, headers: { cookie: host.cookie } })).statusCode, call.url).toBe(403);
    expect((await t.app.inject({ ...call, headers: { authorization: `Bearer ${expired}` } })).statusCode, call.url).toBe(401);
    expect((await t.app.inject({ ...call, headers: { authorization: `Bearer ${disabled}` } })).statusCode, call.url).toBe(401);
  }
}
