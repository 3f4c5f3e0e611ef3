import fs from 'node:fs';
import path from 'node:path';
import { SEARCH_PAGE_SIZE } from '@/contract/paging';
import type { PageHead } from '@/web/page-head';
import { isBilingualPath, languageOfPath, localizedPath, pathWithoutLanguage } from '@/web/lib/i18n/localized-path';
import { classesOfHtml, createStyleSubset, type StyleSubset } from './page-styles';
import { PAGE_MODULES_ELEMENT_ID, SERVER_STATE_ELEMENT_ID, SESSION_STATE_ELEMENT_ID, type SessionState } from '@/web/app/server-rendered-state';

/**
 * The web app's index.html for the page asked for. The guest's public pages come rendered by the
 * server (src/server/web-render.ts), with their state for the browser to hydrate and the app's styles
 * inline, and the list of their code, which the browser fetches after the page's main photos
 * (docs/decisions/0009-server-rendering.md, 0011-code-after-the-main-photos.md). Every other page gets
 * hints: its code (`modulepreload`) and the first API answers it will ask for (`preload`), so that the
 * browser fetches them with the app's own code instead of one after the other; every page its largest
 * image first (docs/decisions/0008-page-hints.md).
 */
interface PageHints {
  pattern: RegExp;
  /** Rendered on the server. */
  render?: boolean;
  /** The page's module, as Vite's manifest names it. */
  module: string;
  fetches?: (match: RegExpExecArray, query: URLSearchParams) => string[];
  images?: string[];
}

const PAGES: readonly PageHints[] = [
  {
    pattern: /^\/$/,
    render: true,
    module: 'features/home/home-page.tsx',
    fetches: () => ['/api/properties/top-rated?limit=6'],
    // The first slide of the hero: the home page's largest paint.
    images: ['/api/placeholder/1600/900?seed=0'],
  },
  {
    pattern: /^\/search$/,
    render: true,
    module: 'features/search/search-page.tsx',
    // Without filters in the URL the page asks for the first page of every house.
    fetches: (_m, query) => ['/api/kominka-features/by-category', ...([...query.keys()].length === 0 ? [`/api/properties-with-booking-status?pageSize=${SEARCH_PAGE_SIZE}`] : [])],
  },
  {
    pattern: /^\/property\/([0-9a-f-]{36})$/,
    render: true,
    module: 'features/property/property-page.tsx',
    fetches: ([, id]) => [`/api/properties/${id}`, `/api/properties/${id}/reviews`, `/api/properties/${id}/basic-amenities`, `/api/properties/${id}/features`, `/api/properties/${id}/host`],
  },
  { pattern: /^\/about-kominka$/, render: true, module: 'features/about/about-page.tsx' },
  { pattern: /^\/(terms|privacy|tokushoho)$/, render: true, module: 'features/legal/legal-page.tsx', fetches: ([, kind]) => [`/api/legal/${kind}`] },
];

/** The app's own start (src/web/main.tsx imports them one after the other): part of every page's code. */
const BOOT_MODULES = ['react-dom/client.js', 'start.tsx'];


interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

interface Shell {
  html: string;
  manifest: Record<string, ManifestChunk>;
  mtimeMs: number;
  /** Stylesheets already read for inlining, by file (hashed names: a rebuild brings new ones); null when missing. */
  styles: Map<string, StyleSubset | null>;
  /** The rendered pages' documents, by kind of page (its pattern, or none for the not-found page). */
  templates: Map<string, PageTemplate>;
}

/** Where the painted shell inside #root ends in index.html: a rendered page replaces all of it. */
const SHELL_END = '<!-- /shell -->';

export interface RenderedPage {
  html: string;
  /**
   * The same HTML in the pieces it was made of (`html` is their join), when the rendering has them: they
   * are read and written one by one, never as one string (src/web/lib/large-strings.ts).
   */
  htmlParts?: readonly string[];
  state: unknown;
  status: number;
  /** The page's own <head> (src/web/page-head.ts), or null for index.html's title and description. */
  head?: PageHead | null;
  /** How many times the page was rendered (1 when its route's data was all it needed). */
  renders?: number;
}

/** JSON inside a `<script type="application/json">`: no `<` that could close it. */
const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** index.html's `<title>` and `<meta name="description">`, found in it. */
const TITLE_TAG = /<title>[^<]*<\/title>/;
const DESCRIPTION_TAG = /<meta name="description" content="[^"]*" \/>/;

/**
 * The page's own title tag, and in place of index.html's description its own, with for a page with a
 * subject its canonical address, Open Graph and Twitter card tags and schema.org data (absolute
 * addresses on `siteUrl`, the site's public address).
 */
function pageHeadTags(head: PageHead, siteUrl: string): { title: string; description: string } {
  const absolute = (href: string) => (/^https?:\/\//.test(href) ? href : `${siteUrl}${href.startsWith('/') ? '' : '/'}${href}`);
  const meta = (attr: 'name' | 'property', key: string, content: string) => `<meta ${attr}="${key}" content="${escapeAttr(content)}">`;
  const tags = [
    meta('property', 'og:site_name', languageOfPath(head.path) === 'en' ? 'Kominka Stay' : '古民家ステイ'),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:locale', languageOfPath(head.path) === 'en' ? 'en_US' : 'ja_JP'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', absolute(head.path)),
    ...(head.image ? [meta('property', 'og:image', absolute(head.image))] : []),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...(head.image ? [meta('name', 'twitter:image', absolute(head.image))] : []),
    ...(head.structuredData ? [`<script type="application/ld+json">${jsonForScript(head.structuredData)}</script>`] : []),
  ];
  return { title: `<title>${escapeText(head.title)}</title>`, description: `${meta('name', 'description', head.description)}\n    ${tags.join('\n    ')}` };
}

/**
 * A guest page's addresses (docs/decisions/0042-english-guest-pages.md): its canonical (the head's path for
 * a page with a subject, else the page's own path) and its Japanese, English and default (Japanese)
 * versions; nothing for the host area and the back office, which have one language.
 */
function languageLinks(pathname: string, canonicalPath: string, siteUrl: string): string {
  if (!isBilingualPath(pathname)) return '';
  const plain = pathWithoutLanguage(pathname);
  const link = (attrs: string, path: string) => `<link ${attrs} href="${escapeAttr(`${siteUrl}${path}`)}">`;
  return [
    link('rel="canonical"', canonicalPath),
    link('rel="alternate" hreflang="ja"', plain),
    link('rel="alternate" hreflang="en"', localizedPath(plain, 'en')),
    link('rel="alternate" hreflang="x-default"', plain),
  ].join('\n    ');
}

/** The document's language: `<html lang="en">` for an English page. */
const withLanguage = (html: string, pathname: string) => (languageOfPath(pathname) === 'en' ? html.replace('<html lang="ja"', '<html lang="en"') : html);

/** What a rendered page fills in its kind's document. */
type Slot = { fill: 'title' | 'description' | 'root' | 'state' } | { fill: 'style'; file: string };

/**
 * A rendered page's document for one kind of page (index.html with the page's hints, its code listed
 * for later, its styles' places), made once per build: a request only fills in the slots.
 */
interface PageTemplate {
  parts: (string | Slot)[];
  /** index.html's own title and description tags, for a page without a head of its own. */
  title: string;
  description: string;
  /** The classes of the template's own markup (the html and body elements, the shell around #root). */
  classes: ReadonlySet<string>;
}

/** How often the built index.html is looked at again for a rebuild. */
const SHELL_CHECK_MS = 1000;

/** Marks a slot while the template is made: a character no HTML of ours holds. */
const slotMark = (index: number) => `\u0000${index}\u0000`;

export function createWebShell(webDistDir: string, siteUrl = '') {
  const indexPath = path.join(webDistDir, 'index.html');
  const manifestPath = path.join(webDistDir, '.vite', 'manifest.json');
  let cached: Shell | null = null;
  let checkedAt = -Infinity;

  /** Read again after a rebuild (the files are served from disk, without a restart): looked at once a second at most. */
  function load(): Shell | null {
    const now = performance.now();
    if (cached && now - checkedAt < SHELL_CHECK_MS) return cached;
    checkedAt = now;
    if (!fs.existsSync(indexPath)) return (cached = null);
    const mtimeMs = fs.statSync(indexPath).mtimeMs;
    if (cached?.mtimeMs === mtimeMs) return cached;
    const manifest = fs.existsSync(manifestPath) ? (JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>) : {};
    cached = { html: fs.readFileSync(indexPath, 'utf8'), manifest, mtimeMs, styles: new Map(), templates: new Map() };
    return cached;
  }

  /** The chunk files a module needs, its own first, then what it imports (deduplicated). */
  function chunkFiles(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()): { js: string[]; css: string[] } {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return { js: [], css: [] };
    seen.add(key);
    const js = [chunk.file];
    const css = [...(chunk.css ?? [])];
    for (const imported of chunk.imports ?? []) {
      const more = chunkFiles(manifest, imported, seen);
      js.push(...more.js);
      css.push(...more.css);
    }
    return { js, css };
  }

  // A page's hints are the same in both languages.
  const pageFor = (pathname: string) => {
    for (const page of PAGES) {
      const match = page.pattern.exec(pathWithoutLanguage(pathname));
      if (match) return { page, match };
    }
    return null;
  };

  /** A stylesheet of the app, read once for its subsets; null when it is missing. */
  function styleSubsetOf(shell: Shell, file: string): StyleSubset | null {
    if (!shell.styles.has(file)) {
      const filePath = path.join(webDistDir, file);
      shell.styles.set(file, fs.existsSync(filePath) ? createStyleSubset(fs.readFileSync(filePath, 'utf8')) : null);
    }
    return shell.styles.get(file) ?? null;
  }

  /**
   * The app's own stylesheets, inline (a slot each: the rules the page uses, page-styles.ts): a
   * server-rendered page paints without waiting for them.
   */
  function inlineStyles(shell: Shell, html: string, slot: (value: Slot) => string): string {
    return html.replace(/<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g, (link, file: string) => {
      if (!styleSubsetOf(shell, file)) return link;
      // The link stays, disabled (not fetched with the page), for Vite's loader: it adds a chunk's stylesheet
      // unless a link to it is there. The browser enables it once the page is on screen (src/web/lib/page-code.ts).
      return `<style>${slot({ fill: 'style', file })}</style>${link.replace(/>$/, ' disabled>')}`;
    });
  }

  /** The page is on screen without the code, which only makes it interactive: its photos come first. */
  function codeAfterContent(html: string): string {
    return html.replace(/<script type="module" crossorigin /g, '<script type="module" crossorigin fetchpriority="low" ').replace(/<link rel="modulepreload" /g, '<link rel="modulepreload" fetchpriority="low" ');
  }

  /** index.html for this URL as `htmlFor` makes it, in pieces, each as it was made (a rendered page's own among them): see `RenderedPage.htmlParts`. */
  function htmlPartsFor(url: string, rendered?: RenderedPage | null, session: SessionState = { user: null }): string[] | null {
    const shell = load();
    if (!shell) return null;
    const [pathname, search = ''] = url.split('?');
    if (rendered) return fill(shell, templateFor(shell, pathname), rendered, pathname);
    const { html } = hintedShell(shell, pathname, new URLSearchParams(search), false);
    const links = languageLinks(pathname, pathname, siteUrl);
    return [
      withLanguage(html, pathname)
        .replace('</head>', () => (links ? `  ${links}\n  </head>` : '</head>'))
        .replace('</body>', () => `  <script type="application/json" id="${SESSION_STATE_ELEMENT_ID}">${jsonForScript(session)}</script>\n  </body>`),
    ];
  }

  return {
    /** Whether the server renders the page at this URL before sending it (`unknownPage`: no page of the site answers it). */
    renders(url: string, unknownPage = false): boolean {
      return (unknownPage || pageFor(url.split('?')[0])?.page.render === true) && (load()?.html.includes(SHELL_END) ?? false);
    },

    /**
     * index.html for this URL, with the server's rendering of it if any, else the visitor's session
     * (the browser then need not ask who is signed in); null when the web app is not built.
     */
    htmlFor(url: string, rendered?: RenderedPage | null, session: SessionState = { user: null }): string | null {
      return htmlPartsFor(url, rendered, session)?.join('') ?? null;
    },

    /** The same in pieces (see `RenderedPage.htmlParts`). */
    htmlPartsFor,
  };

  /**
   * index.html with the page's hints: its largest image before any code, and for a page the browser
   * renders itself its code (`modulepreload`) and first API answers (`preload`); `code`, the page's code
   * files that index.html does not load.
   */
  function hintedShell(shell: Shell, pathname: string, query: URLSearchParams, rendered: boolean): { html: string; code: string[] } {
    const links: string[] = [];
    // The page's largest image before any code: on HTTP/1.1 the browser opens only six connections.
    const imageLinks: string[] = [];
    const boot = Object.keys(shell.manifest).filter((key) => BOOT_MODULES.some((module) => key.endsWith(module)));
    const moduleFiles = new Set(boot.flatMap((key) => chunkFiles(shell.manifest, key).js));
    const found = pageFor(pathname);
    if (found) {
      const { page, match } = found;
      for (const href of page.images ?? []) imageLinks.push(`<link rel="preload" as="image" href="${escapeAttr(href)}" fetchpriority="high">`);
      if (!rendered) for (const href of page.fetches?.(match, query) ?? []) links.push(`<link rel="preload" as="fetch" href="${escapeAttr(href)}" crossorigin="use-credentials">`);
      const entry = Object.keys(shell.manifest).find((key) => key.endsWith(page.module));
      if (entry) {
        const files = chunkFiles(shell.manifest, entry);
        // Only what index.html does not load already; `crossorigin` as Vite's own module scripts have it.
        for (const file of new Set(files.css)) if (!shell.html.includes(file)) links.push(`<link rel="stylesheet" crossorigin href="/${escapeAttr(file)}">`);
        for (const file of files.js) moduleFiles.add(file);
      }
    }
    const code = [...moduleFiles].filter((file) => !shell.html.includes(file)).map((file) => `/${file}`);
    // A rendered page is on screen without its code: the browser fetches it after the page's main
    // photos (src/web/lib/page-code.ts). Any other page needs its code to show anything.
    if (!rendered) for (const href of code) links.push(`<link rel="modulepreload" crossorigin href="${escapeAttr(href)}">`);
    const html = shell.html
      .replace(/<script type="module"/, (script) => [...imageLinks, script].join('\n    '))
      .replace('</head>', `${links.join('\n    ')}\n  </head>`);
    return { html, code };
  }

  /** The document of a rendered page of this kind, made on its first request after each build. */
  function templateFor(shell: Shell, pathname: string): PageTemplate {
    const found = pageFor(pathname);
    const key = `${languageOfPath(pathname)} ${found ? String(found.page.pattern) : 'none'}`;
    const kept = shell.templates.get(key);
    if (kept) return kept;
    // The hints do not depend on the query for a rendered page.
    const { html: hinted, code } = hintedShell(shell, pathname, new URLSearchParams(), true);
    const html = withLanguage(hinted, pathname);
    const slots: Slot[] = [];
    const slot = (value: Slot) => slotMark(slots.push(value) - 1);
    const title = TITLE_TAG.exec(html)?.[0] ?? '';
    const description = DESCRIPTION_TAG.exec(html)?.[0] ?? '';
    const marked = codeAfterContent(
      inlineStyles(
        shell,
        html.replace(TITLE_TAG, () => slot({ fill: 'title' })).replace(DESCRIPTION_TAG, () => slot({ fill: 'description' })),
        slot,
      ),
    ).replace(
      new RegExp(`<div id="root">[\\s\\S]*?${SHELL_END}\\s*</div>`),
      () =>
        `<div id="root">${slot({ fill: 'root' })}</div>\n    <script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${slot({ fill: 'state' })}</script>` +
        `\n    <script type="application/json" id="${PAGE_MODULES_ELEMENT_ID}">${JSON.stringify(code).replace(/</g, '\\u003c')}</script>`,
    );
    const parts = marked.split('\u0000').map((part, i) => (i % 2 === 1 ? slots[Number(part)] : part));
    const template: PageTemplate = { parts, title, description, classes: classesOfHtml(parts.filter((part) => typeof part === 'string').join('')) };
    shell.templates.set(key, template);
    return template;
  }

  /** A rendered page in its document: its head, its markup and state, and the styles its markup uses. */
  function fill(shell: Shell, template: PageTemplate, rendered: RenderedPage, pathname: string): string[] {
    const head = rendered.head ? pageHeadTags(rendered.head, siteUrl) : template;
    const links = languageLinks(pathname, rendered.head?.path ?? pathname, siteUrl);
    const renderedParts = rendered.htmlParts ?? [rendered.html];
    let classes: Set<string> | undefined;
    const html: string[] = [];
    for (const part of template.parts) {
      if (typeof part === 'string') html.push(part);
      else if ('file' in part) {
        classes ??= renderedParts.reduce((found, piece) => classesOfHtml(piece, found), new Set(template.classes));
        html.push(styleSubsetOf(shell, part.file)?.forClasses(classes) ?? '');
      } else if (part.fill === 'title') html.push(head.title);
      else if (part.fill === 'description') html.push(links ? `${head.description}\n    ${links}` : head.description);
      else if (part.fill === 'root') html.push(...renderedParts);
      else html.push(jsonForScript(rendered.state));
    }
    return html;
  }
}
