/** site_totals is spread over this many rows; a writer picks one at random. */
const TOTAL_SLOTS = 16;

export function randomSlot(): number {
  return Math.floor(Math.random() * TOTAL_SLOTS);
}
