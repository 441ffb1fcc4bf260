/**
 * Sentences of a page that is not served in Spanish yet, written or changed since the site promised
 * every text in both languages: each English sentence as the page's source writes it (placeholders
 * such as `${operator.name}` included), with its Spanish. The page's Spanish version takes them in
 * when it is written; until then they wait here, beside the English, and a test keeps every English
 * sentence in step with its page.
 */
export interface PendingSpanish {
  /** The file that holds the English sentences, from the project's root. */
  source: string;
  sentences: readonly { en: string; es: string }[];
}
