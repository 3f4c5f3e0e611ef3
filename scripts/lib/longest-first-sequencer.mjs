// The order of a whole `npm test` run on a fresh clone, where Vitest has no timings of earlier runs.
//
// The files of one project run one after another, never mixed with another project's: Vitest hands a
// worker that ran a file (the projects run with `isolate: false`) the next file in the queue only when it
// is of the same project, and otherwise ends the worker and starts a new one that loads the server's
// modules again (3 s a file). Mixed by size across projects, the API projects spent 625 s of their workers'
// time importing; one project after another, 41 s (docs/performance/2026-12-03-ci-budget.md).
//
// Within a project the files that take longest start first, so that the two workers end together instead
// of one running the last long file alone: the fuzz suites and the accessibility walk, then the others,
// largest file first. The browser projects go first (their files take 30 s to several minutes), then the
// API projects, then the unit files. With timings of an earlier run (a developer's machine) Vitest's own
// order stands, which also keeps each project's files together.
//
// Plain JavaScript, as Vite loads its config's imports without TypeScript's file extensions.
import fs from 'node:fs';
import path from 'node:path';
import { BaseSequencer } from 'vitest/node';

const FIRST = ['src/server/fuzz/api-fuzz.api.test.ts', 'e2e/accessibility.test.ts'];
const PROJECT_ORDER = ['e2e-pglite', 'e2e-postgres', 'api-postgres', 'api-pglite', 'unit'];

/** @param {import('vitest/node').TestSpecification} spec */
function projectRank(spec) {
  const rank = PROJECT_ORDER.indexOf(spec.project.name);
  return rank === -1 ? PROJECT_ORDER.length : rank;
}

/** @param {import('vitest/node').TestSpecification} spec */
function firstRank(spec) {
  return FIRST.some((first) => spec.moduleId.endsWith(first)) ? 0 : 1;
}

/** @param {string} file */
function size(file) {
  try {
    return fs.statSync(file).size;
  } catch {
    return 0;
  }
}

export default class LongestFirstSequencer extends BaseSequencer {
  /** @param {import('vitest/node').TestSpecification[]} files */
  async sort(files) {
    const root = this.ctx.config.root;
    const known = files.every((spec) => this.ctx.cache.getFileTestResults(`${spec.project.name}:${path.relative(root, spec.moduleId)}`));
    if (known) return super.sort(files);
    return [...files].sort((a, b) => projectRank(a) - projectRank(b) || firstRank(a) - firstRank(b) || size(b.moduleId) - size(a.moduleId));
  }
}
