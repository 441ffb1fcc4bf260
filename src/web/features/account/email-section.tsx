import { LoaderCircle, Mail } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import {
  EMAIL_LINK_CHARACTERS,
  EMAIL_PATTERN,
  SIGN_IN_CODE_DIGITS,
  SIGN_IN_CODE_MINUTES,
} from '../../../shared/api/limits.ts';
import type { User } from '../../../shared/api/users.ts';
import { CodeForm } from '../../components/ui/code-form.tsx';
import { apiErrorMessages } from '../../i18n/api-errors/messages.ts';
import { textIn } from '../../i18n/catalog.ts';
import { useMessages } from '../../i18n/i18n.ts';
import { storeUser } from '../../lib/user-store.ts';
import { requestEmailChange, verifyEmailChange } from './account-api.ts';
import { formatWhen } from './account-format.ts';
import {
  AccountSection,
  inputClass,
  labelClass,
  type Outcome,
  OutcomeText,
  Strong,
  textClass,
  useFailure,
  withValue,
} from './account-ui.tsx';
import { accountPageMessages } from './messages.ts';

/**
 * Changing the e-mail address: the new address first, then the code the server e-mailed to it. The
 * server tells the old address once the change is made.
 */
export function EmailSection({
  user,
  emailProvenAt,
  onChanged,
}: {
  user: User;
  /** When a code last proved the address; undefined while the account is being read. */
  emailProvenAt: string | null | undefined;
  onChanged: () => void;
}) {
  const { text, texts, lang } = useMessages(accountPageMessages);
  const { failureText, signOutIfEnded } = useFailure();
  const fieldId = `${useId()}-email`;
  const [email, setEmail] = useState('');
  /** The new address a code was sent to, while the code is asked for. */
  const [codeFor, setCodeFor] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const fieldRef = useRef<HTMLInputElement>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);

  const refuse = (reason: string) => {
    setOutcome({ kind: 'failed', text: reason });
    fieldRef.current?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const wanted = email.trim();
    if (!wanted) return refuse(text('missingEmail'));
    if (!EMAIL_PATTERN.test(wanted)) return refuse(text('invalidEmail'));
    if (EMAIL_LINK_CHARACTERS.test(wanted)) return refuse(text('emailCharacters'));
    if (wanted.toLowerCase() === user.email?.toLowerCase())
      return refuse(textIn(apiErrorMessages, lang, 'EMAIL_UNCHANGED'));
    setPending(true);
    setOutcome(null);
    try {
      await requestEmailChange(wanted, lang);
      setCodeFor(wanted.toLowerCase());
    } catch (error) {
      refuse(text('emailFailed', { reason: failureText(error) }));
    } finally {
      setPending(false);
    }
  };

  const verify = async (code: string) => {
    if (codeFor === null) return;
    try {
      const changed = await verifyEmailChange(codeFor, code, lang);
      storeUser(changed);
      setCodeFor(null);
      setEmail('');
      setOutcome({ kind: 'done', text: text('emailChanged', { email: changed.email ?? codeFor }) });
      onChanged();
      // The code form is gone: the focus goes to what happened.
      requestAnimationFrame(() => doneRef.current?.focus());
    } catch (error) {
      signOutIfEnded(error);
      throw error;
    }
  };

  const resend = async () => {
    if (codeFor === null) return 'done' as const;
    try {
      await requestEmailChange(codeFor, lang);
      return 'sent' as const;
    } catch (error) {
      signOutIfEnded(error);
      throw error;
    }
  };

  const backToAddress = () => {
    setCodeFor(null);
    requestAnimationFrame(() => fieldRef.current?.focus());
  };

  return (
    <AccountSection id="email" title={text('emailTitle')}>
      <p className={`mt-2 ${textClass}`}>
        {user.email
          ? withValue(texts.emailCurrent, 'email', <Strong>{user.email}</Strong>)
          : text('emailNone')}{' '}
        {emailProvenAt === undefined
          ? null
          : emailProvenAt === null
            ? text('emailNotProven')
            : text('emailProven', { date: formatWhen(emailProvenAt, lang) })}
      </p>
      <p className={`mt-2 ${textClass}`}>{text('emailText')}</p>
      {codeFor === null ? (
        <form noValidate onSubmit={onSubmit} className="mt-4 grid gap-3 sm:max-w-md">
          <div>
            <label htmlFor={fieldId} className={labelClass}>
              {text('newEmailLabel')}
            </label>
            <input
              ref={fieldRef}
              id={fieldId}
              name="email"
              type="email"
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                if (outcome?.kind === 'failed') setOutcome(null);
              }}
              placeholder={text('emailPlaceholder')}
              required
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              readOnly={pending}
              aria-invalid={outcome?.kind === 'failed' || undefined}
              className={inputClass}
            />
          </div>
          <div>
            <button type="submit" disabled={pending} className="button-primary">
              {pending ? (
                <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
              ) : (
                <Mail aria-hidden="true" className="size-4" />
              )}
              {pending ? text('sendingCode') : text('sendCode')}
            </button>
          </div>
        </form>
      ) : (
        <div className="sm:max-w-md">
          <CodeForm
            className="mt-4"
            label={text('codeLabel')}
            hint={text('codeHint', {
              digits: SIGN_IN_CODE_DIGITS,
              email: codeFor,
              minutes: SIGN_IN_CODE_MINUTES,
            })}
            backLabel={text('useAnother')}
            verify={verify}
            resend={resend}
            onBack={backToAddress}
          />
        </div>
      )}
      <OutcomeText outcome={outcome} doneRef={doneRef} />
    </AccountSection>
  );
}
