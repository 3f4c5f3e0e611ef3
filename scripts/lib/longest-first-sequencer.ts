import fs from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The order of a whole `npm test` run on a fresh clone, where Vitest has no timings of earlier runs: the
 * files that take longest start first, so that the two workers end together instead of one running the
 * last long file alone. Browser files take 30 s to several minutes and API files a few seconds, so
 * the fuzz suites first, then the browser files, then the API files, then the unit files, each group
 * largest file first. With timings of an earlier run (a developer's machine) Vitest's own order stands.
 */
const FIRST = ['src/server/fuzz/api-fuzz.api.test.ts', 'e2e/accessibility.test.ts'];

function weight(spec: TestSpecification): number {
  const file = spec.moduleId;
  if (FIRST.some((first) => file.endsWith(first))) return 0;
  if (spec.project.name.startsWith('e2e-')) return 1;
  if (spec.project.name.startsWith('api-')) return 2;
  return 3;
}

function size(file: string): number {
  try {
    return fs.statSync(file).size;
  } catch {
    return 0;
  }
}

export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const known = files.every((spec) => this.ctx.cache.getFileTestResults(`${spec.project.name}:${path.relative(root, spec.moduleId)}`));
    if (known) return super.sort(files);
    return [...files].sort((a, b) => weight(a) - weight(b) || size(b.moduleId) - size(a.moduleId));
  }
}
