import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The order of a whole `npm test` run on a fresh clone (longest-first-sequencer.mjs). */
export default class LongestFirstSequencer extends BaseSequencer {
  sort(files: TestSpecification[]): Promise<TestSpecification[]>;
}
