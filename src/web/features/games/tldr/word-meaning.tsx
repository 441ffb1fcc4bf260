import { BookOpen } from 'lucide-react';
import type { ReactNode } from 'react';
import type { WordMeaning as Meaning } from '../../../../shared/games/word-meaning.ts';
import { useMessages } from '../../../i18n/i18n.ts';
import { wordMeaningMessages } from './messages.ts';

/**
 * `read`: the server's answer came, with the word's meaning or null when none is known;
 * `unavailable`: it could not be read (offline, or the request failed); `spanish-word`: a Spanish
 * practice word, for which no meaning is given.
 */
export type WordMeaningProps =
  | { status: 'read'; meaning: Meaning | null }
  | { status: 'unavailable' | 'spanish-word'; meaning?: undefined };

/**
 * A finished game's word meaning, under the word on the result panel: part of speech, definition and
 * WordNet's credit. The definition is English on every page: a Spanish page says so and marks it
 * `lang="en"`, so that a screen reader reads it in English.
 */
export function WordMeaning(props: WordMeaningProps) {
  const { lang, text } = useMessages(wordMeaningMessages);
  const english = lang === 'en' ? undefined : 'en';
  const meaning = props.status === 'read' ? props.meaning : null;
  let body: ReactNode;
  if (props.status === 'spanish-word') body = <p>{text('spanishWord')}</p>;
  else if (props.status === 'unavailable') body = <p>{text('unavailable')}</p>;
  else if (meaning === null) body = <p>{text('noneKnown')}</p>;
  else {
    const { partOfSpeech, definition, baseForm } = meaning;
    body = (
      <>
        <p>
          <span className="italic">{text(`pos.${partOfSpeech}`)}</span>
          {baseForm !== null && (
            <>
              {', '}
              {text('formOf')}{' '}
              <span lang={english} className="font-semibold">
                {baseForm.toUpperCase()}
              </span>
            </>
          )}
          {': '}
          <span lang={english}>{definition}</span>
        </p>
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{text('credit')}</p>
      </>
    );
  }
  const shown = meaning !== null;
  return (
    <div
      className="mt-3 rounded-lg border border-emerald-200 bg-white/70 px-3 py-2 text-sm text-slate-800 dark:border-emerald-800 dark:bg-slate-900/60 dark:text-slate-200"
      data-testid="word-meaning"
    >
      <h3 className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-emerald-900 uppercase dark:text-emerald-200">
        <BookOpen aria-hidden="true" className="size-3.5" />
        {text(shown ? 'titleEnglish' : 'title')}
      </h3>
      <div className="mt-1">{body}</div>
    </div>
  );
}
