import { useMessages } from '../../../i18n/i18n.ts';
import { wordScrambleMessages } from './messages.ts';

/** The words found so far in this game, or a line saying there are none yet. */
export function SolvedWords({ solved }: { solved: readonly string[] }) {
  const { text } = useMessages(wordScrambleMessages);
  return (
    <section aria-labelledby="word-scramble-solved" className="text-sm">
      <h2 id="word-scramble-solved" className="font-semibold text-slate-800 dark:text-slate-200">
        {text('solvedWords')}
      </h2>
      {solved.length === 0 ? (
        <p className="mt-1 text-slate-600 dark:text-slate-300">{text('noneSolved')}</p>
      ) : (
        <ul className="mt-2 flex flex-wrap gap-2">
          {solved.map((word) => (
            <li
              key={word}
              className="rounded-full bg-emerald-100 px-3 py-1 font-semibold tracking-wide text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100"
            >
              {word}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
