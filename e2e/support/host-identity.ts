import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { expect } from 'vitest';

/** A signed-in host's driving licence (its front), sent the way the host profile's page sends it, for ホスト承認. */
export async function submitHostIdentity(page: Page): Promise<void> {
  const front = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#4a7' } }).png().toBuffer();
  const upload = await page.request.post('/api/host/profile/id-document', {
    multipart: { side: 'front', idImage: { name: 'front.png', mimeType: 'image/png', buffer: front } },
  });
  expect(upload.status()).toBe(200);
  const identity = await page.request.put('/api/host/profile/identity', {
    data: { idType: 'driver_license', frontImageUrl: '/api/host/profile/id-document/front', backImageUrl: null, uploadDate: new Date().toISOString(), verificationStatus: 'pending' },
  });
  expect(identity.status()).toBe(200);
}
