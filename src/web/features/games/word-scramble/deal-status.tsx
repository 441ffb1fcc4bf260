import { PlayErrorNotice } from '../../../components/game/play-notices.tsx';
import { useMessages } from '../../../i18n/i18n.ts';
import { wordScrambleMessages } from './messages.ts';

/** While the words are being dealt: a line saying so, or why the deal failed with a way to try again. */
export function DealStatus({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const { text } = useMessages(wordScrambleMessages);
  if (failed) {
    return <PlayErrorNotice message={text('dealFailed')} actionLabel={text('tryAgain')} onAction={onRetry} />;
  }
  // As high as the word's card that replaces it, so that nothing below it moves as the words arrive.
  return (
    <p className="flex min-h-80 items-center justify-center rounded-xl border border-slate-200 p-8 text-center text-slate-600 dark:border-slate-700 dark:text-slate-300">
      {text('loading')}
    </p>
  );
}
