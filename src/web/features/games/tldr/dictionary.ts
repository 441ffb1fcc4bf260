import { parseDictionary } from '../../../../shared/games/tldr/dictionary.ts';

let loading: Promise<ReadonlySet<string>> | null = null;

/**
 * The six-letter dictionary, fetched as its own chunk the first time the game needs it, so no
 * other page downloads it. A failed fetch is forgotten, so that the next guess tries again.
 */
export function loadDictionary(): Promise<ReadonlySet<string>> {
  loading ??= import('../../../../shared/games/tldr/six-letter-words.txt?raw').then(
    (module) => parseDictionary(module.default),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
