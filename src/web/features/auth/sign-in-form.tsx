import { type FormEvent, useState } from 'react';
import type { User } from '../../../shared/api/users.ts';
import { apiErrorText } from '../../i18n/api-errors.ts';
import { useMessages } from '../../i18n/i18n.ts';
import { loginAnswerAnswer } from '../../lib/answers/auth.ts';
import { apiSend } from '../../lib/api.ts';
import { signInProblem } from './form-checks.ts';
import { EmailField, SubmitButton, SwitchLink, useFailure, useFirstFieldFocus } from './form-parts.tsx';
import { authMessages } from './messages.ts';

/**
 * Signing in with an address: a browser the account knows is signed in at once (`onSignedIn`); on
 * any other the server e-mails a code, which the dialog asks for next (`onCodeRequired`).
 */
export function SignInForm({
  email,
  onEmailChange,
  focusFirst,
  onSignedIn,
  onCodeRequired,
  onSwitch,
}: {
  email: string;
  onEmailChange: (email: string) => void;
  focusFirst: boolean;
  onSignedIn: (user: User) => void;
  onCodeRequired: (email: string) => void;
  onSwitch: () => void;
}) {
  const { text, lang } = useMessages(authMessages);
  const fail = useFailure();
  const emailRef = useFirstFieldFocus(focusFirst);
  const [pending, setPending] = useState(false);

  const logIn = async (trimmedEmail: string) => {
    setPending(true);
    try {
      const answer = await apiSend('POST', '/api/auth/login', loginAnswerAnswer, {
        email: trimmedEmail,
        lang,
      });
      if ('codeRequired' in answer) {
        // This browser has not signed in to the account before: the e-mailed code is asked for next.
        onCodeRequired(trimmedEmail);
        setPending(false);
        return;
      }
      onSignedIn(answer);
    } catch (error) {
      fail({ title: 'loginFailedTitle', description: apiErrorText(error, lang) || text('loginFailed') });
      setPending(false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const problem = signInProblem(email);
    if (problem) return fail(problem);
    void logIn(email.trim());
  };

  return (
    <>
      <form noValidate onSubmit={onSubmit} className="mt-5 grid gap-4">
        <EmailField value={email} onChange={onEmailChange} readOnly={pending} fieldRef={emailRef} />
        <SubmitButton
          pending={pending}
          disabled={pending}
          label={text('login')}
          pendingLabel={text('loggingIn')}
        />
      </form>
      <SwitchLink label={text('toSignup')} disabled={pending} onClick={onSwitch} />
    </>
  );
}
