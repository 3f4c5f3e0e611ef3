import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
// s3rver: a local S3-compatible server, so the object-storage path is tested without a cloud account.
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromToday, insertBooking, insertHost, insertProperty } from '../testing/fixtures';
import { multipart } from '../testing/multipart';
import { createTestApp, signUpGuest, type TestApp } from '../testing/test-app';
import { createS3Storage } from './s3-storage';
import { createLocalStorage } from './local-storage';
import type { FileStorage } from './file-storage';

const BUCKET = 'kominka-test';

let s3rver: S3rver;
let endpoint: string;

beforeAll(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  s3rver = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir, configureBuckets: [{ name: BUCKET, configs: [] }] });
  const address = (await s3rver.run()) as AddressInfo;
  endpoint = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  await s3rver?.close();
});

function s3Storage(): FileStorage {
  return createS3Storage({
    kind: 's3',
    bucket: BUCKET,
    region: 'ap-northeast-1',
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
}

function localStorage(): FileStorage {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'local-storage-'));
  return createLocalStorage({ publicDir: path.join(root, 'uploads'), privateDir: path.join(root, 'private') });
}

describe.each([
  ['the data directory', localStorage],
  ['S3-compatible object storage', s3Storage],
])('file storage in %s', (_name, make) => {
  it('keeps, reads, tells and removes a file in each area, and keeps the two areas apart', async () => {
    const storage = make();
    const body = Buffer.from('the bytes of a photo');
    await storage.public.put('photos/a1.jpg', body, 'image/jpeg');
    await storage.private.put('id-documents/b2.png', Buffer.from('secret'), 'image/png');

    const read = await storage.public.get('photos/a1.jpg');
    expect(read?.body.equals(body)).toBe(true);
    expect(read?.contentType).toBe('image/jpeg');
    expect(await storage.public.exists('photos/a1.jpg')).toBe(true);
    // The private file is not in the public area, and the other way round.
    expect(await storage.public.get('id-documents/b2.png')).toBeNull();
    expect(await storage.private.exists('photos/a1.jpg')).toBe(false);
    expect((await storage.private.get('id-documents/b2.png'))?.body.toString()).toBe('secret');

    await storage.public.delete('photos/a1.jpg');
    expect(await storage.public.exists('photos/a1.jpg')).toBe(false);
    expect(await storage.public.get('photos/a1.jpg')).toBeNull();
    await storage.public.delete('photos/never-there.jpg');
  });

  it('refuses a key that could climb out of its area', async () => {
    const storage = make();
    await expect(storage.public.put('../etc/passwd', Buffer.from('x'), 'text/plain')).rejects.toThrow(/unsafe/);
    await expect(storage.private.get('photos/../../x.png')).rejects.toThrow(/unsafe/);
  });
});

describe('the app on S3-compatible object storage', () => {
  let testApp: TestApp;
  let other: TestApp;

  beforeAll(async () => {
    const env = {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    };
    // Two app servers sharing one bucket, as behind a load balancer.
    [testApp, other] = await Promise.all([createTestApp(env), createTestApp(env)]);
  });

  afterAll(async () => {
    await Promise.all([testApp?.close(), other?.close()]);
  });

  it('serves a file stored by one server from the other, cached for a year', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#b5651d' } }).png().toBuffer();
    await testApp.app.storage.public.put('photos/shared-1.png', png, 'image/png');

    const response = await other.app.inject({ method: 'GET', url: '/uploads/photos/shared-1.png' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.rawPayload.equals(png)).toBe(true);
  });

  it('never serves a private file at a public address', async () => {
    await testApp.app.storage.private.put('id-documents/private-1.png', Buffer.from('id'), 'image/png');
    for (const url of ['/uploads/id-documents/private-1.png', '/uploads/private/id-documents%2Fprivate-1.png', '/uploads/..%2Fprivate/id-documents']) {
      const response = await other.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('answers 404 for a file that is not there', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/uploads/photos/missing.jpg' });
    expect(response.statusCode).toBe(404);
  });

  it('keeps a review photo uploaded through the API in the bucket', async () => {
    const guest = await signUpGuest(testApp.app);
    const houseId = await insertProperty(testApp.db, null, { hostId: (await insertHost(testApp.db)).id });
    const stay = await insertBooking(testApp.db, { propertyId: houseId, guestId: guest.user.id, checkin: fromToday(-4), checkout: fromToday(-2), status: 'completed' });
    const jpeg = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#445566' } }).jpeg().toBuffer();
    const body = multipart([{ field: 'photo_0', name: 'a.jpg', type: 'image/jpeg', bytes: jpeg }]);
    const upload = await testApp.app.inject({
      method: 'POST',
      url: `/api/reviews/photos?bookingId=${stay}`,
      headers: { ...body.headers, cookie: guest.cookie },
      payload: body.payload,
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const [url] = upload.json().photoUrls as string[];
    const served = await other.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    // Stored as the server re-encoded it (no metadata kept): the same picture, as a JPEG.
    const kept = await sharp(served.rawPayload).metadata();
    expect({ format: kept.format, width: kept.width, height: kept.height }).toEqual({ format: 'jpeg', width: 16, height: 16 });
  });
});
