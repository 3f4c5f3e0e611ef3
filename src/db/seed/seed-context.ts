import type { SeededRandom } from './random';
import type { IsoDate } from './seed-dates';

/** What every builder needs: the random source and the present moment. */
export interface SeedContext {
  rng: SeededRandom;
  now: Date;
  /** Today in Japan. */
  today: IsoDate;
}
