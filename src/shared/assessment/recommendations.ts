import type { GameId } from '../games/catalog.ts';
import { memoryMatchIdentity } from '../games/memory-match/identity.ts';
import { numberPuzzleIdentity } from '../games/number-puzzle/identity.ts';
import { tldrIdentity } from '../games/tldr/identity.ts';
import { wordScrambleIdentity } from '../games/word-scramble/identity.ts';
import { DOMAINS, type Domain } from './questions.ts';
import type { AssessmentResult } from './scoring.ts';

/** An area scoring below this gets a recommendation. */
const RECOMMENDATION_THRESHOLD = 60;

/** An area to practise and the games for it; the page names the area and gives its tips. */
export interface Recommendation {
  domain: Domain;
  /** Games to practise, by id. */
  games: readonly GameId[];
}

const GAMES: Record<Domain, readonly GameId[]> = {
  memory: [memoryMatchIdentity.id],
  attention: [tldrIdentity.id],
  processing: [numberPuzzleIdentity.id],
  reasoning: [wordScrambleIdentity.id],
};

/** One recommendation for each area below 60, in the order memory, attention, processing, reasoning. */
export function recommendationsFor(result: AssessmentResult): Recommendation[] {
  return DOMAINS.filter((domain) => result[domain] < RECOMMENDATION_THRESHOLD).map((domain) => ({
    domain,
    games: GAMES[domain],
  }));
}
