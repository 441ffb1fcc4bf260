import type { Level } from '../../../shared/assessment/levels.ts';

/** Badge and bar colours of each level; every pair keeps AA contrast in the light and dark themes. */
export const LEVEL_STYLE: Record<Level['colour'], { badge: string; bar: string }> = {
  green: {
    badge:
      'border-green-300 bg-green-50 text-green-800 dark:border-green-800 dark:bg-green-950 dark:text-green-300',
    bar: 'bg-green-600 dark:bg-green-500',
  },
  blue: {
    badge:
      'border-blue-300 bg-blue-50 text-blue-800 dark:border-blue-800 dark:bg-blue-950 dark:text-blue-300',
    bar: 'bg-blue-600 dark:bg-blue-400',
  },
  yellow: {
    badge:
      'border-yellow-400 bg-yellow-50 text-yellow-900 dark:border-yellow-700 dark:bg-yellow-950 dark:text-yellow-200',
    bar: 'bg-yellow-500 dark:bg-yellow-400',
  },
  red: {
    badge: 'border-red-300 bg-red-50 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-300',
    bar: 'bg-red-600 dark:bg-red-500',
  },
};
