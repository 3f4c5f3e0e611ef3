import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The layers' boundaries (docs/ARCHITECTURE.md) are enforced by eslint.config.js. Each rule is shown to
 * report a deliberate violation, written as if it were a file at that place in the real tree, and to let
 * a correct import pass.
 */
const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

/** The rules that reported something on `code` as the file `filePath` (relative to the repository). */
async function reportedRules(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result.messages.map((message) => message.ruleId ?? `fatal: ${message.message}`);
}

const RESTRICTED = 'import-x/no-restricted-paths';
/** The first lint loads the config and the resolver: seconds on a slow machine. */
const SLOW = 30_000;

describe('layer boundaries', () => {
  it.each([
    ['web → server, through the @/ alias', 'src/web/features/search/x.tsx', "import { AppError } from '@/server/lib/app-error';\nexport const x = AppError;\n"],
    ['web → server, through a relative path', 'src/web/features/search/x.tsx', "import { AppError } from '../../../server/lib/app-error';\nexport const x = AppError;\n"],
    ['web → db', 'src/web/lib/x.ts', "import { users } from '@/db/schema';\nexport const x = users;\n"],
    ['domain → db', 'src/domain/x.ts', "import { users } from '../db/schema';\nexport const x = users;\n"],
    ['domain → server', 'src/domain/x.ts', "import { AppError } from '@/server/lib/app-error';\nexport const x = AppError;\n"],
    ['contract → domain', 'src/contract/x.ts', "import { japanDate } from '../domain/japan-date';\nexport const x = japanDate;\n"],
    ['db → web', 'src/db/x.ts', "import { formatYen } from '@/web/lib/format';\nexport const x = formatYen;\n"],
    ['db → server, other than password hashing', 'src/db/seed/x.ts', "import { AppError } from '../../server/lib/app-error';\nexport const x = AppError;\n"],
  ])('%s is reported', async (_name, filePath, code) => {
    expect(await reportedRules(filePath, code)).toContain(RESTRICTED);
  }, SLOW);

  it.each([
    ['web → contract and domain', 'src/web/features/search/x.tsx', "import { japanDate } from '@/domain/japan-date';\nimport { SEARCH_PAGE_SIZE } from '../../../contract/paging';\nexport const x = [japanDate, SEARCH_PAGE_SIZE];\n"],
    ['domain → contract', 'src/domain/x.ts', "import { SEARCH_PAGE_SIZE } from '../contract/paging';\nexport const x = SEARCH_PAGE_SIZE;\n"],
    ['the seed → the server’s password hashing (the one exception)', 'src/db/seed/x.ts', "import { hashPassword } from '@/server/lib/password';\nexport const x = hashPassword;\n"],
    ['server → db and domain', 'src/server/x.ts', "import { users } from '@/db/schema';\nimport { japanDate } from '../domain/japan-date';\nexport const x = [users, japanDate];\n"],
  ])('%s passes', async (_name, filePath, code) => {
    expect(await reportedRules(filePath, code)).toEqual([]);
  }, SLOW);
});

describe('domain does no I/O', () => {
  it.each([
    ['node:fs', "import fs from 'node:fs';\nexport const x = fs;\n", 'import-x/no-nodejs-modules'],
    ['path', "import path from 'path';\nexport const x = path;\n", 'import-x/no-nodejs-modules'],
    ['drizzle-orm', "import { sql } from 'drizzle-orm';\nexport const x = sql;\n", 'no-restricted-imports'],
    ['@electric-sql/pglite', "import { PGlite } from '@electric-sql/pglite';\nexport const x = PGlite;\n", 'no-restricted-imports'],
    ['fetch', "export const x = () => fetch('/api/health');\n", 'no-restricted-globals'],
    ['process.env', "export const x = process.env.TZ;\n", 'no-restricted-globals'],
  ])('%s is reported', async (_name, code, rule) => {
    expect(await reportedRules('src/domain/x.ts', code)).toContain(rule);
  }, SLOW);

  it('a pure module passes', async () => {
    expect(await reportedRules('src/domain/x.ts', "import holidayJp from '@holiday-jp/holiday_jp';\nexport const x = (n: number) => [holidayJp, n * 2];\n")).toEqual([]);
  }, SLOW);
});

describe('web features', () => {
  it.each([
    ['another feature’s file, through the @/ alias', "import { topRatedPropertiesQuery } from '@/web/features/home/api';\nexport const x = topRatedPropertiesQuery;\n"],
    ['another feature’s file, through a relative path', "import { topRatedPropertiesQuery } from '../home/api';\nexport const x = topRatedPropertiesQuery;\n"],
    ['the route guard (it belongs on a layout route in the router)', "import { RequireAuth } from '@/web/app/require-auth';\nexport const x = RequireAuth;\n"],
  ])('importing %s is reported', async (_name, code) => {
    expect(await reportedRules('src/web/features/search/x.tsx', code)).toContain(RESTRICTED);
  }, SLOW);

  it('shared components and lib never import a feature', async () => {
    expect(await reportedRules('src/web/components/x.tsx', "import { topRatedPropertiesQuery } from '@/web/features/home/api';\nexport const x = topRatedPropertiesQuery;\n")).toContain(RESTRICTED);
  }, SLOW);

  it('its own files, shared components and lib pass', async () => {
    const code = "import { PAGE_SIZE } from './search-params';\nimport { PropertyCard } from '@/web/components/property/property-card';\nimport { propertyHref } from '../../lib/stay-params';\nexport const x = [PAGE_SIZE, PropertyCard, propertyHref];\n";
    expect(await reportedRules('src/web/features/search/x.tsx', code)).toEqual([]);
  }, SLOW);

  it('the router may load pages', async () => {
    expect(await reportedRules('src/web/app/x.tsx', "export const load = () => import('@/web/features/search/search-page');\n")).toEqual([]);
  }, SLOW);
});

describe('import cycles', () => {
  // Two real files that import each other, one through the alias and one through a relative path.
  const dir = path.join(root, 'src/web/lib', `lint-cycle-probe-${process.pid}`);
  beforeAll(() => {
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, 'a.ts'), "import { b } from './b';\nexport const a = () => b;\n");
    fs.writeFileSync(path.join(dir, 'b.ts'), `import { a } from '@/web/lib/${path.basename(dir)}/a';\nexport const b = () => a;\n`);
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('are reported', async () => {
    const [result] = await eslint.lintFiles([path.join(dir, 'a.ts')]);
    expect(result.messages.map((message) => message.ruleId)).toContain('import-x/no-cycle');
  }, SLOW);
});
