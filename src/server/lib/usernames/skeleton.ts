import unhomoglyph from 'unhomoglyph';

const DEFAULT_IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;

/** UTS #39's skeleton: NFD, without default-ignorable characters, each confusable as its prototype, NFD. */
function confusableSkeleton(text: string): string {
  return unhomoglyph(text.normalize('NFD').replace(DEFAULT_IGNORABLE, '')).normalize('NFD');
}

/**
 * A small letter whose capital looks like another small letter ("i", whose capital "I" reads as
 * "l") stands for that letter: usernames are unique whatever their case, so "alice" is also
 * "ALICE", which reads as "ALlCE".
 */
function capitalLookAlike(character: string): string {
  const capital = confusableSkeleton(character.toUpperCase());
  return capital !== character && capital === capital.toLowerCase() ? capital : character;
}

/** The skeleton in small letters, as names are compared whatever their case ("0" reads as "O", so as "o"). */
function foldedSkeleton(text: string): string {
  return confusableSkeleton(text.toLowerCase()).toLowerCase();
}

/**
 * What a username looks like, as one key: two names with the same key read the same on a board,
 * in any case. The skeleton joins look-alikes across scripts (Cyrillic "а" and Latin "a", "rn"
 * and "m", "1" and "l", "0" and "o"); folding case keeps names that differ only in case together,
 * and "i", "I", "l" and "1" are one letter.
 */
export function usernameSkeleton(name: string): string {
  const folded = foldedSkeleton(name.normalize('NFKC'));
  return foldedSkeleton(Array.from(folded, capitalLookAlike).join(''));
}
