import fs from 'node:fs';
import path from 'node:path';
import { twMerge } from 'tailwind-merge';
import { beforeAll, describe, expect, it } from 'vitest';
import { groupsUsedBy, knows, renderSubset, usedClasses, webSources } from '../../../scripts/lib/class-merge-subset.mjs';
import { cn } from './utils';

// cn merges with the part of tailwind-merge's default configuration that the app's classes use
// (class-merge-config.ts, docs/decisions/0029-class-merge-subset.md): for those classes it must do just
// what the whole configuration does.
describe('cn', () => {
  let classes: string[] = [];
  beforeAll(async () => {
    classes = await usedClasses();
  });

  it('merges with a configuration made from the classes the app writes today', () => {
    const written = fs.readFileSync(path.join(webSources, 'lib/class-merge-config.ts'), 'utf8');
    // Fails after adding classes of a group the app did not use before: run `npm run generate:class-merge`.
    expect(written).toBe(renderSubset(groupsUsedBy(classes)));
  });

  it('knows every class the app writes that tailwind-merge knows', () => {
    expect(classes.length).toBeGreaterThan(500);
    const unknown = classes.filter((className) => knows(twMerge, className) && !knows(cn, className));
    expect(unknown).toEqual([]);
  });

  // Tens of thousands of pairs: about 3 s on a quiet 2-core machine, several times that beside browser tests.
  it('resolves every conflict between two of those classes as tailwind-merge does', { timeout: 30_000 }, () => {
    // Pairs of classes under the same variants (`sm:`, `hover:` …), where conflicts are.
    const byVariants = new Map<string, string[]>();
    for (const className of classes) {
      const variants = className.replace(/\[[^\]]*\]/g, '').split(':').slice(0, -1).join(':');
      byVariants.set(variants, [...(byVariants.get(variants) ?? []), className]);
    }
    let pairs = 0;
    const differ: string[] = [];
    for (const group of byVariants.values()) {
      for (const first of group) {
        for (const second of group) {
          if (first === second) continue;
          pairs += 1;
          const classList = `${first} ${second}`;
          if (cn(classList) !== twMerge(classList)) differ.push(classList);
        }
      }
    }
    expect(pairs).toBeGreaterThan(100_000);
    expect(differ).toEqual([]);
  });

  it('lets the later of two conflicting classes win', () => {
    expect(cn('rounded-xl border bg-card p-6 text-card-foreground', 'p-4')).toBe('rounded-xl border bg-card text-card-foreground p-4');
    expect(cn('inline-flex h-9 px-4 text-primary-foreground', 'size-8 px-2 text-destructive')).toBe('inline-flex size-8 px-2 text-destructive');
    expect(cn('text-sm font-bold', false, 'text-xs')).toBe('font-bold text-xs');
  });
});
