/**
 * The page of the site an unknown address most likely meant, for the 404 page's "did you mean":
 * `/games/tldr` for `/games/tldr-game`, `/faqs` for `/faq`, `/contcat` for `/contact`. Each part of
 * the address is compared with the last part of each page's path (so `/memory` finds
 * `/games/memory-match` and `/faq/anything` finds `/faq`); the closest wins, and an address that is
 * close to nothing gets no suggestion rather than a far-fetched one.
 */

/** The shortest part that may stand for a longer one: "faq" for "faqs", never "ab" for "about". */
const MIN_PREFIX = 3;
/** The shortest part that may stand for a page by being one word of its name ("tips", "policy"). */
const MIN_WORD = 4;

const SAME = 0;
const PREFIX = 0.5;
const WORD = 1;

/** The most typing mistakes a part of this length may hold and still be recognised. */
function allowedMistakes(length: number): number {
  if (length <= 4) return 1;
  if (length <= 8) return 2;
  return 3;
}

/**
 * Edits (insert, delete, replace, swap two neighbours) that turn `a` into `b`: the optimal string
 * alignment distance, which counts "contcat" one swap away from "contact".
 */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const columns = b.length + 1;
  const table: number[][] = Array.from({ length: rows }, (_, row) =>
    Array.from({ length: columns }, (_, column) => (row === 0 ? column : column === 0 ? row : 0)),
  );
  const at = (row: number, column: number) => table[row]?.[column] ?? Number.POSITIVE_INFINITY;
  for (let row = 1; row < rows; row += 1) {
    for (let column = 1; column < columns; column += 1) {
      const cost = a[row - 1] === b[column - 1] ? 0 : 1;
      let best = Math.min(at(row - 1, column) + 1, at(row, column - 1) + 1, at(row - 1, column - 1) + cost);
      if (row > 1 && column > 1 && a[row - 1] === b[column - 2] && a[row - 2] === b[column - 1]) {
        best = Math.min(best, at(row - 2, column - 2) + 1);
      }
      (table[row] as number[])[column] = best;
    }
  }
  return at(a.length, b.length);
}

/** How far one part of the address is from a page's name; undefined when too far to suggest. */
function distance(part: string, name: string): number | undefined {
  if (part === name) return SAME;
  const shorter = Math.min(part.length, name.length);
  if (shorter >= MIN_PREFIX && (name.startsWith(part) || part.startsWith(name))) return PREFIX;
  if (part.length >= MIN_WORD && name.split('-').includes(part)) return WORD;
  const edits = editDistance(part, name);
  return edits <= allowedMistakes(Math.max(part.length, name.length)) ? WORD + edits : undefined;
}

/** The parts of an address, lower-cased, without empty parts or a trailing ".html". */
function partsOf(pathname: string): string[] {
  return pathname
    .toLowerCase()
    .split('/')
    .map((part) => part.replace(/\.html?$/, ''))
    .filter(Boolean);
}

/**
 * The path in `paths` closest to `pathname`, or null when none is close. Ties go to the path listed
 * first. The home page is never suggested: every page links to it already.
 */
export function closestPath(pathname: string, paths: readonly string[]): string | null {
  const parts = partsOf(pathname);
  let best: { path: string; score: number } | null = null;
  for (const path of paths) {
    const name = partsOf(path).at(-1);
    if (name === undefined) continue;
    for (const part of parts) {
      const score = distance(part, name);
      if (score !== undefined && (best === null || score < best.score)) best = { path, score };
    }
  }
  return best?.path ?? null;
}
