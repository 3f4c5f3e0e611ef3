import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createWebShell } from './web-shell';

let dir: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-shell-'));
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<html><head><script type="module" src="/assets/index-1.js"></script><link rel="stylesheet" href="/assets/index-1.css"></head><body></body></html>',
  );
  fs.writeFileSync(
    path.join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'main.tsx': { file: 'assets/index-1.js', css: ['assets/index-1.css'] },
      'features/property/property-page.tsx': { file: 'assets/property-page-2.js', imports: ['main.tsx', '_card.js'], css: ['assets/property-3.css'] },
      '_card.js': { file: 'assets/card-4.js' },
    }),
  );
});

describe('web shell', () => {
  it("hints a property page's own code and its first API answers, nothing index.html already loads", () => {
    const id = '0b6c2a4e-1f2d-4c3b-9a8e-7d6c5b4a3f21';
    const html = createWebShell(dir)(`/property/${id}?checkIn=2027-01-01`) ?? '';
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/property-page-2.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/card-4.js">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/property-3.css">');
    expect(html).toContain(`<link rel="preload" as="fetch" href="/api/properties/${id}" crossorigin="use-credentials">`);
    expect(html).toContain('<link rel="preload" as="fetch" href="/api/auth/user" crossorigin="use-credentials">');
    expect(html.match(/index-1\.js/g)).toHaveLength(1);
    expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('</head>'));
  });

  it('hints the hero image on the home page and the first result page of a search without filters', () => {
    const shell = createWebShell(dir);
    expect(shell('/')).toContain('<link rel="preload" as="image" href="/api/placeholder/1600/900?seed=0" fetchpriority="high">');
    expect(shell('/search')).toContain('href="/api/properties-with-booking-status?pageSize=24"');
    expect(shell('/search?destination=kyoto')).not.toContain('properties-with-booking-status');
  });

  it('gives other pages only the common hint, and nothing without a build', () => {
    const html = createWebShell(dir)('/contact') ?? '';
    expect(html.match(/rel="preload"/g)).toHaveLength(1);
    expect(createWebShell(path.join(dir, 'missing'))('/')).toBeNull();
  });
});
