import { clsx, type ClassValue } from 'clsx';
import { createTailwindMerge } from 'tailwind-merge';
import { classMergeConfig } from './class-merge-config';

/**
 * tailwind-merge with only the class groups the app's classes use (class-merge-config.ts, generated):
 * for those classes it merges just as the whole default configuration does, in less of every page's code.
 */
const mergeClasses = createTailwindMerge(classMergeConfig);

/** Joins class names and lets later Tailwind classes win over earlier ones. */
export function cn(...inputs: ClassValue[]) {
  return mergeClasses(clsx(inputs));
}
