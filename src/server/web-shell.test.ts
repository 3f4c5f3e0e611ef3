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
    '<html><head><script type="module" crossorigin src="/assets/index-1.js"></script><link rel="stylesheet" crossorigin href="/assets/index-1.css"></head><body><div id="root"><div>shell</div><!-- /shell --></div></body></html>',
  );
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'assets', 'index-1.css'), 'body{color:red}');
  fs.writeFileSync(
    path.join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'main.tsx': { file: 'assets/index-1.js', css: ['assets/index-1.css'] },
      '../../node_modules/react-dom/client.js': { file: 'assets/client-5.js', imports: ['_react.js'] },
      'start.tsx': { file: 'assets/start-6.js', imports: ['_react.js', 'main.tsx'] },
      '_react.js': { file: 'assets/react-7.js' },
      'features/property/property-page.tsx': { file: 'assets/property-page-2.js', imports: ['main.tsx', '_card.js'], css: ['assets/property-3.css'] },
      '_card.js': { file: 'assets/card-4.js' },
    }),
  );
});

describe('web shell', () => {
  it("hints a property page's own code and its first API answers, nothing index.html already loads", () => {
    const id = '0b6c2a4e-1f2d-4c3b-9a8e-7d6c5b4a3f21';
    const html = createWebShell(dir).htmlFor(`/property/${id}?checkIn=2027-01-01`) ?? '';
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/property-page-2.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/card-4.js">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/property-3.css">');
    expect(html).toContain(`<link rel="preload" as="fetch" href="/api/properties/${id}" crossorigin="use-credentials">`);
    // Who is signed in comes with the page: the browser need not ask (a signed-out visitor would get a 401).
    expect(html).not.toContain('href="/api/auth/user"');
    expect(html).toContain('<script type="application/json" id="session-state">{"user":null}</script>');
    expect(html.match(/index-1\.js/g)).toHaveLength(1);
    expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('</head>'));
  });

  it("carries the signed-in visitor's user on a page the browser renders, safely inside its script", () => {
    const user = { id: 'u1', email: 'a@example.jp', fullName: '</script><script>alert(1)</script>', role: 'guest' };
    const html = createWebShell(dir).htmlFor('/bookings', null, { user: user as never }) ?? '';
    const json = /<script type="application\/json" id="session-state">([^<]*)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(json)).toEqual({ user });
    expect(html).not.toContain('</script><script>alert(1)');
  });

  it('hints the hero image on the home page and the first result page of a search without filters', () => {
    const shell = createWebShell(dir).htmlFor;
    expect(shell('/')).toContain('<link rel="preload" as="image" href="/api/placeholder/1600/900?seed=0" fetchpriority="high">');
    expect(shell('/search')).toContain('href="/api/properties-with-booking-status?pageSize=24"');
    expect(shell('/search?destination=kyoto')).not.toContain('properties-with-booking-status');
  });

  it("preloads the app's start on every page, once", () => {
    const html = createWebShell(dir).htmlFor('/contact') ?? '';
    for (const file of ['client-5.js', 'start-6.js', 'react-7.js']) expect(html.match(new RegExp(`<link rel="modulepreload" crossorigin href="/assets/${file}">`, 'g'))).toHaveLength(1);
    expect(html.match(/index-1\.js/g)).toHaveLength(1);
  });

  it('gives other pages no fetch hint (the session comes with the page), and nothing without a build', () => {
    const html = createWebShell(dir).htmlFor('/contact') ?? '';
    expect(html).not.toContain('rel="preload"');
    expect(html).toContain('id="session-state"');
    expect(createWebShell(path.join(dir, 'missing')).htmlFor('/')).toBeNull();
  });

  it('renders the public guest pages on the server, and no other', () => {
    const shell = createWebShell(dir);
    expect(['/', '/search?destination=kyoto', '/property/0b6c2a4e-1f2d-4c3b-9a8e-7d6c5b4a3f21', '/about-kominka'].map((url) => shell.renders(url))).toEqual([true, true, true, true]);
    expect(['/bookings', '/profile', '/property/0b6c2a4e-1f2d-4c3b-9a8e-7d6c5b4a3f21/booking', '/admin/dashboard'].map((url) => shell.renders(url))).toEqual([false, false, false, false]);
    // A path no page answers: rendered as the not-found page.
    expect(shell.renders('/no-such-page', true)).toBe(true);
    expect(createWebShell(path.join(dir, 'missing')).renders('/')).toBe(false);
  });

  it("puts a rendered page in place of the shell, with its state, the styles inline and the code after the page's photos", () => {
    const html = createWebShell(dir).htmlFor('/', { html: '<main>古民家</main>', state: { user: null, note: '</script><script>alert(1)</script>' }, status: 200 }) ?? '';
    expect(html).toContain('<div id="root"><main>古民家</main></div>');
    expect(html).not.toContain('shell');
    expect(html).toContain('<style>body{color:red}</style>');
    // Its link stays, disabled, so that the app's loader does not add the stylesheet again.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css" disabled>');
    expect(html.match(/href="\/assets\/index-1\.css"/g)).toHaveLength(1);
    expect(html).toContain('<script type="module" crossorigin fetchpriority="low" src="/assets/index-1.js">');
    // The hero image comes before any code; the page's code is listed for after it, not preloaded.
    expect(html.indexOf('as="image"')).toBeLessThan(html.indexOf('<script type="module"'));
    expect(html).not.toContain('modulepreload');
    const code = /<script type="application\/json" id="page-modules">([^<]*)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(code)).toEqual(['/assets/client-5.js', '/assets/react-7.js', '/assets/start-6.js']);
    // The state cannot close its script element; the data it carries need not be asked for again.
    const state = /<script type="application\/json" id="server-state">([^<]*)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(state)).toEqual({ user: null, note: '</script><script>alert(1)</script>' });
    expect(html).not.toContain('as="fetch"');
  });
});
