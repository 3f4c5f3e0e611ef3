import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '@/db/schema';
import { insertHost, insertProperty } from '../../testing/fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://kominka.example.jp' });
});
afterAll(async () => t?.close());

describe('robots.txt and sitemap.xml', () => {
  it('lets crawlers in, keeps them out of private areas, and names the sitemap at the public address', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain('User-agent: *');
    for (const path of ['/api/', '/admin', '/host', '/bookings', '/profile']) expect(res.body).toContain(`Disallow: ${path}\n`);
    expect(res.body).toContain('Sitemap: https://kominka.example.jp/sitemap.xml');
  });

  it('lists the public pages and the published houses only, following each house as it is published and withdrawn', async () => {
    const host = await insertHost(t.db);
    const published = await insertProperty(t.db, null, { hostId: host.id, title: '公開中の宿' });
    const draft = await insertProperty(t.db, null, { hostId: host.id, title: '下書きの宿', status: 'draft' });
    const sitemap = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/xml/);
      return res.body;
    };

    const first = await sitemap();
    expect(first).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    for (const path of ['/', '/search', '/about-kominka', '/contact', '/terms', '/privacy', '/tokushoho']) expect(first).toContain(`<loc>https://kominka.example.jp${path}</loc>`);
    expect(first).toMatch(new RegExp(`<loc>https://kominka.example.jp/property/${published}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}T`));
    expect(first).not.toContain(draft);

    await t.db.update(properties).set({ status: 'private' }).where(eq(properties.id, published));
    await t.db.update(properties).set({ status: 'published' }).where(eq(properties.id, draft));
    const second = await sitemap();
    expect(second).not.toContain(published);
    expect(second).toContain(`/property/${draft}</loc>`);
  });
});
