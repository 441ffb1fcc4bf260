import { pacificDay } from '../../time.ts';

/**
 * Our own answers: common six-letter English words, in upper case. Each day's word is drawn from
 * this list (every one of them is also in the six-letter dictionary of real words).
 */
export const TLDR_ANSWERS: readonly string[] = [
  'PLANET',
  'GARDEN',
  'BRIDGE',
  'CANDLE',
  'SILVER',
  'ORANGE',
  'YELLOW',
  'PENCIL',
  'WINDOW',
  'ROCKET',
  'FOREST',
  'CASTLE',
  'ANCHOR',
  'BASKET',
  'BUTTER',
  'COOKIE',
  'DRAGON',
  'ENGINE',
  'FINGER',
  'GUITAR',
  'HAMMER',
  'ISLAND',
  'JACKET',
  'KITTEN',
  'LADDER',
  'MARKET',
  'NATURE',
  'OFFICE',
  'PEPPER',
  'PUZZLE',
  'RABBIT',
  'SADDLE',
  'TUNNEL',
  'VELVET',
  'WONDER',
  'BREEZE',
  'CIRCLE',
  'DESERT',
  'FLOWER',
  'GENTLE',
  'HONEST',
  'INSECT',
  'JUNGLE',
  'KETTLE',
  'LIZARD',
  'MEADOW',
  'NEEDLE',
  'OYSTER',
  'PARROT',
  'QUARTZ',
  'RIDDLE',
  'SPRING',
  'THREAD',
  'VIOLET',
  'WALNUT',
  'BRANCH',
  'COTTON',
  'BOTTLE',
  'LEGEND',
  'MIRROR',
  'FROZEN',
  'SUMMER',
  'WINTER',
  'AUTUMN',
];

/**
 * Consecutive days step through the list by this stride. It shares no factor with the list's
 * length, so every word comes up once before any repeats, and neighbours in the list are not
 * neighbours in time.
 */
export const TLDR_DAY_STRIDE = 37;

const MS_PER_DAY = 86_400_000;

/** Days from 1970-01-01 to a calendar day written YYYY-MM-DD. */
export function dayNumber(day: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new Error(`Not a calendar day: ${day}`);
  const [, year, month, date] = match;
  return Math.round(Date.UTC(Number(year), Number(month) - 1, Number(date)) / MS_PER_DAY);
}

/** The calendar day (YYYY-MM-DD) before the given one. */
export function previousDay(day: string): string {
  return new Date((dayNumber(day) - 1) * MS_PER_DAY).toISOString().slice(0, 10);
}

/** The answer for a Pacific calendar day (YYYY-MM-DD): the same for every player that day. */
export function wordForDay(day: string): string {
  const count = TLDR_ANSWERS.length;
  const index = (((dayNumber(day) * TLDR_DAY_STRIDE) % count) + count) % count;
  return TLDR_ANSWERS[index] as string;
}

/** The word of the day at an instant: it changes at midnight Pacific time. */
export function wordOfTheDay(at: Date): string {
  return wordForDay(pacificDay(at));
}
