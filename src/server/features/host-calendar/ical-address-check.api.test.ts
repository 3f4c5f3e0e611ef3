import http from 'node:http';
import type { AddressInfo } from 'node:net';
import ical from 'ical-generator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IcalImport } from '@/contract/host-calendar';
import { insertProperty } from '../../testing/fixtures';
import { createTestApp, registerHost, type TestApp } from '../../testing/test-app';
import { FEED_UNREACHABLE, fetchFeed } from './ical';

/**
 * iCal imports connect only to public addresses (issue 29: `[::ffff:127.0.0.1]` once reached the
 * loopback). A listener on the loopback, both families, counts what reaches it: no written form of a
 * loopback address, no name that resolves to one and no redirect to one may reach it, and the host is
 * told one message for every refused or unreachable address.
 */
let t: TestApp;
let host: { user: { id: string }; cookie: string };
let houseId: string;
/** Listens on :: (IPv6 and, dual-stack, IPv4): every loopback form reaches it if the check lets it through. */
let listener: http.Server;
let port = 0;
let reached: string[] = [];

const calendarText = () => {
  const cal = ical({ name: 'Inside' });
  cal.createEvent({ id: 'e1@inside', start: '2027-01-10', end: '2027-01-12', allDay: true, summary: 'Reserved' });
  return cal.toString();
};

beforeAll(async () => {
  t = await createTestApp({ ICAL_ALLOW_PRIVATE_URLS: 'off' });
  host = await registerHost(t.app);
  houseId = await insertProperty(t.db, null, { hostId: host.user.id, title: '連携を試す家' });
  listener = http.createServer((req, res) => {
    reached.push(`${req.socket.remoteAddress} ${req.url}`);
    if (req.url?.startsWith('/secret')) res.writeHead(401).end('no');
    else res.writeHead(200, { 'content-type': 'text/calendar' }).end(calendarText());
  });
  await new Promise<void>((resolve) => listener.listen({ port: 0, host: '::', ipv6Only: false }, resolve));
  port = (listener.address() as AddressInfo).port;
}, 120_000);
afterAll(async () => {
  await new Promise((resolve) => listener?.close(resolve));
  await t?.close();
});

const LOOPBACK_FORMS = [
  '127.0.0.1',
  '127.1',
  '2130706433',
  '0x7f.0.0.1',
  '0177.0.0.1',
  'localhost',
  '[::1]',
  '[0:0:0:0:0:0:0:1]',
  '[::ffff:127.0.0.1]',
  '[0:0:0:0:0:ffff:7f00:1]',
  '[::ffff:7f00:1]',
  '[::127.0.0.1]',
  '0.0.0.0',
  '[::]',
];

describe('an iCal import to the loopback', () => {
  it('reaches nothing through any written form of a loopback address, and says one message', async () => {
    // The listener does answer: the check, not the network, is what stops the imports below.
    const direct = await fetch(`http://127.0.0.1:${port}/probe`);
    expect(direct.status).toBe(200);
    reached = [];

    const errors = new Map<string, string | null>();
    for (const form of LOOPBACK_FORMS) {
      for (const path of ['/calendar.ics', '/secret']) {
        const url = `http://${form}:${port}${path}`;
        const res = await t.app.inject({ method: 'POST', url: `/api/host/calendar/${houseId}/ical-imports`, headers: { cookie: host.cookie }, payload: { name: form, url } });
        expect(res.statusCode, `${url}: ${res.body}`).toBe(201);
        expect({ url, reached }).toEqual({ url, reached: [] });
        expect(res.json<IcalImport>().blockedDays, url).toBe(0);
        errors.set(url, res.json<IcalImport>().lastError);
      }
    }
    // One message whatever the form: the host learns nothing of what answers inside.
    expect(new Set(errors.values())).toEqual(new Set([FEED_UNREACHABLE]));
    expect(FEED_UNREACHABLE).toBe('カレンダーに接続できませんでした。インターネットに公開されている http:// または https:// のURLか確認してください');
  });

  it('gives the same message for a name that does not resolve and a port nobody listens on', async () => {
    for (const url of ['http://no-such-host.invalid/calendar.ics', 'http://[::ffff:10.0.0.1]:9/calendar.ics', 'https://169.254.169.254/latest/meta-data']) {
      const res = await t.app.inject({ method: 'POST', url: `/api/host/calendar/${houseId}/ical-imports`, headers: { cookie: host.cookie }, payload: { name: 'x', url } });
      expect(res.json<IcalImport>().lastError, url).toBe(FEED_UNREACHABLE);
    }
  });

  it('checks the sync again at every round, and each redirect through the same check', async () => {
    // A feed allowed to reach 127.0.0.3 only (as a public address would be) that redirects to another
    // loopback form and to a name (localhost): neither hop reaches the listener.
    const onlyFirst = (address: string) => address === '127.0.0.3';
    const redirector = http.createServer((req, res) => {
      const to = req.url === '/to-name' ? `http://localhost:${port}/secret` : `http://[::ffff:7f00:2]:${port}/secret`;
      res.writeHead(302, { location: to }).end();
    });
    await new Promise<void>((resolve) => redirector.listen(0, '127.0.0.3', resolve));
    const from = `http://127.0.0.3:${(redirector.address() as AddressInfo).port}`;
    try {
      reached = [];
      await expect(fetchFeed(`${from}/to-address`, { allowPrivate: false, allowAddress: onlyFirst })).rejects.toThrow('カレンダーに接続できませんでした');
      await expect(fetchFeed(`${from}/to-name`, { allowPrivate: false, allowAddress: onlyFirst })).rejects.toThrow('カレンダーに接続できませんでした');
      expect(reached).toEqual([]);
      // The same redirect followed where the address is allowed does arrive: the check is what stopped it.
      await expect(fetchFeed(`${from}/to-name`, { allowPrivate: true })).rejects.toThrow('HTTP 401');
      expect(reached).toHaveLength(1);
    } finally {
      await new Promise((resolve) => redirector.close(resolve));
    }
  });
});
