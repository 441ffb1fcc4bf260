import type { Lang } from '../../i18n/i18n.ts';
import { useMessages } from '../../i18n/i18n.ts';
import { contentMessages } from './messages.ts';

/**
 * The content components' own words, and the `lang` to mark them with when they stand inside a page
 * whose text is in another language (an English page shown to a Spanish visitor); otherwise none.
 */
export function useContentMessages(pageLang: Lang) {
  const messages = useMessages(contentMessages);
  return { ...messages, uiLang: messages.lang === pageLang ? undefined : messages.lang };
}
