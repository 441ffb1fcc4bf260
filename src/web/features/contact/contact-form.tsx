import { LoaderCircle, Send } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { ContactBody } from '../../../shared/api/contact.ts';
import { EMAIL_LINK_CHARACTERS, EMAIL_PATTERN } from '../../../shared/api/limits.ts';
import { toast } from '../../components/ui/toast-store.ts';
import { apiErrorText } from '../../i18n/api-errors.ts';
import { useMessages } from '../../i18n/i18n.ts';
import { messageAnswer } from '../../lib/answers/common.ts';
import { ApiError, apiSend } from '../../lib/api.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { contactMessages } from './messages.ts';

// The server's limits (src/shared/api/contact.ts), so that the browser stops overlong input first.
const LIMITS = { name: 100, email: 254, subject: 200, message: 5000 } as const;

type Fields = Required<Omit<ContactBody, 'website'>>;
const EMPTY: Fields = { name: '', email: '', subject: '', message: '' };
const FIELD_ORDER = ['name', 'email', 'subject', 'message'] as const;

const inputClass =
  'block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600 dark:border-slate-500 dark:bg-slate-950 dark:text-slate-50 dark:disabled:bg-slate-800 dark:disabled:text-slate-300';
const labelClass = 'mb-1 block text-sm font-medium text-slate-800 dark:text-slate-100';

/** Name, e-mail, subject and message, sent to POST /api/contact. */
export function ContactForm() {
  const { text, lang } = useMessages(contactMessages);
  const ids = useId();
  const hydrated = useHydrated();
  const [fields, setFields] = useState<Fields>(EMPTY);
  // The hidden field people never see; a bot that fills it is thanked and ignored by the server.
  const [website, setWebsite] = useState('');
  const [sending, setSending] = useState(false);
  // Disabling the fields and the button while sending takes the focus from them; it returns once
  // they are enabled: to the first field after a success (the form is empty), to the button otherwise.
  const [refocus, setRefocus] = useState<'name' | 'send' | null>(null);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (sending || !refocus) return;
    const target = refocus === 'name' ? '[name="name"]' : 'button[type="submit"]';
    form.current?.querySelector<HTMLElement>(target)?.focus();
    setRefocus(null);
  }, [sending, refocus]);

  const update = (name: keyof Fields) => (value: string) =>
    setFields((current) => ({ ...current, [name]: value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    // What the server refuses too is said here first, in the page's words (the form takes no
    // validation of the browser's, whose bubbles speak the browser's language): the first field left
    // empty, an address that is not one, and one with characters a mail link would read.
    const empty = FIELD_ORDER.find((name) => fields[name].trim() === '');
    if (empty) {
      toast({
        title: text('failedTitle'),
        description: text('fieldMissing', { field: text(empty) }),
        variant: 'destructive',
      });
      form.current?.querySelector<HTMLElement>(`[name="${empty}"]`)?.focus();
      return;
    }
    if (!EMAIL_PATTERN.test(fields.email.trim())) {
      toast({ title: text('failedTitle'), description: text('emailInvalid'), variant: 'destructive' });
      form.current?.querySelector<HTMLElement>('[name="email"]')?.focus();
      return;
    }
    if (EMAIL_LINK_CHARACTERS.test(fields.email)) {
      toast({ title: text('failedTitle'), description: text('emailCharacters'), variant: 'destructive' });
      return;
    }
    setSending(true);
    try {
      const body: ContactBody = { ...fields, ...(website ? { website } : {}) };
      const answer = await apiSend('POST', '/api/contact', messageAnswer, body);
      // The server's thanks in English; its words are this page's own in each language.
      toast({ title: text('sentTitle'), description: lang === 'en' ? answer.message : text('sent') });
      setFields(EMPTY);
      setWebsite('');
      setRefocus('name');
    } catch (error) {
      // fetch rejects without an ApiError only when no answer arrived at all.
      const description =
        error instanceof ApiError ? apiErrorText(error, lang) || text('failed') : text('offline');
      toast({ title: text('failedTitle'), description, variant: 'destructive' });
      setRefocus('send');
    } finally {
      setSending(false);
    }
  };

  const field = (name: keyof Fields, type: 'text' | 'email', autoComplete: string) => (
    <div>
      <label htmlFor={`${ids}-${name}`} className={labelClass}>
        {text(name)}
      </label>
      <input
        id={`${ids}-${name}`}
        name={name}
        type={type}
        required
        maxLength={LIMITS[name]}
        autoComplete={autoComplete}
        value={fields[name]}
        onChange={(event) => update(name)(event.target.value)}
        disabled={sending}
        className={inputClass}
      />
    </div>
  );

  return (
    <form
      ref={form}
      noValidate
      onSubmit={onSubmit}
      aria-busy={sending}
      className="not-prose mt-6 grid gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {field('name', 'text', 'name')}
        {field('email', 'email', 'email')}
      </div>
      {field('subject', 'text', 'off')}
      <div>
        <label htmlFor={`${ids}-message`} className={labelClass}>
          {text('message')}
        </label>
        <textarea
          id={`${ids}-message`}
          name="message"
          required
          rows={7}
          maxLength={LIMITS.message}
          value={fields.message}
          onChange={(event) => update('message')(event.target.value)}
          disabled={sending}
          className={`${inputClass} min-h-36 resize-y`}
        />
      </div>
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${ids}-website`}>{text('website')}</label>
        <input
          id={`${ids}-website`}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={website}
          onChange={(event) => setWebsite(event.target.value)}
        />
      </div>
      <div>
        {/* Before the page's script runs, a native submit would put the message in the address. */}
        <button type="submit" className="button-primary" disabled={sending || !hydrated}>
          {sending ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
          ) : (
            <Send aria-hidden="true" className="size-4" />
          )}
          {text(sending ? 'sending' : 'send')}
        </button>
      </div>
    </form>
  );
}
