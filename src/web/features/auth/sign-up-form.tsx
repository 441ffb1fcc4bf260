import { type FormEvent, useId, useState } from 'react';
import { USERNAME_MIN } from '../../../shared/api/limits.ts';
import { normalizeUsername, USERNAME_INPUT_MAX } from '../../../shared/api/username.ts';
import type { User } from '../../../shared/api/users.ts';
import { toast } from '../../components/ui/toast-store.ts';
import { AvailabilityStatus, useUsernameAvailability } from '../../components/ui/username-availability.tsx';
import { apiErrorMessages } from '../../i18n/api-errors/messages.ts';
import { apiErrorText } from '../../i18n/api-errors.ts';
import { textIn } from '../../i18n/catalog.ts';
import { useMessages } from '../../i18n/i18n.ts';
import { userAnswer } from '../../lib/answers/users.ts';
import { ApiError, apiSend } from '../../lib/api.ts';
import { signUpProblem } from './form-checks.ts';
import {
  EmailField,
  inputClass,
  labelClass,
  SubmitButton,
  SwitchLink,
  useFailure,
  useFirstFieldFocus,
} from './form-parts.tsx';
import { authMessages } from './messages.ts';

function isUsernameTakenError(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'USERNAME_TAKEN';
}

/**
 * Creating an account: a username, whose availability is asked of the server once typing stops, and
 * an address. `onSignedUp` takes the new account's user.
 */
export function SignUpForm({
  email,
  onEmailChange,
  focusFirst,
  onSignedUp,
  onSwitch,
}: {
  email: string;
  onEmailChange: (email: string) => void;
  focusFirst: boolean;
  onSignedUp: (user: User) => void;
  onSwitch: () => void;
}) {
  const { text, lang } = useMessages(authMessages);
  const fail = useFailure();
  const ids = useId();
  const usernameId = `${ids}-username`;
  const statusId = `${ids}-username-status`;
  const usernameRef = useFirstFieldFocus(focusFirst);
  const [username, setUsername] = useState('');
  const [pending, setPending] = useState(false);
  const { availability, setAvailability, scheduleCheck, cancelCheck } = useUsernameAvailability(() =>
    toast({ title: text('errorTitle'), description: text('checkFailed'), variant: 'destructive' }),
  );

  const onUsernameChange = (value: string) => {
    setUsername(value);
    scheduleCheck(value.trim());
  };

  const signUp = async (trimmedUsername: string, trimmedEmail: string) => {
    setPending(true);
    try {
      // The site's language goes with every sign-in: what the site e-mails on its own is written in it.
      const user = await apiSend('POST', '/api/users', userAnswer, {
        username: trimmedUsername,
        email: trimmedEmail,
        lang,
      });
      toast({
        title: text('signupSuccessTitle'),
        description: text('signupSuccess', { username: user.username }),
      });
      onSignedUp(user);
    } catch (error) {
      // Someone may have taken the name since it was checked; saying so beside the field keeps submit honest.
      if (isUsernameTakenError(error)) setAvailability('taken');
      fail({ title: 'signupFailedTitle', description: apiErrorText(error, lang) || text('signupFailed') });
      setPending(false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const problem = signUpProblem(username, email);
    if (problem) return fail(problem);
    if (availability === 'taken') {
      return fail({ title: 'takenTitle', description: textIn(apiErrorMessages, lang, 'USERNAME_TAKEN') });
    }
    cancelCheck();
    void signUp(normalizeUsername(username), email.trim());
  };

  const submitDisabled = pending || availability === 'checking' || availability === 'taken';

  return (
    <>
      <form noValidate onSubmit={onSubmit} className="mt-5 grid gap-4">
        <div>
          <label htmlFor={usernameId} className={labelClass}>
            {text('usernameLabel')}
          </label>
          <input
            ref={usernameRef}
            id={usernameId}
            name="username"
            type="text"
            value={username}
            onChange={(event) => onUsernameChange(event.target.value)}
            placeholder={text('usernamePlaceholder')}
            minLength={USERNAME_MIN}
            maxLength={USERNAME_INPUT_MAX}
            required
            autoComplete="username"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            readOnly={pending}
            aria-invalid={availability === 'taken' || undefined}
            aria-describedby={statusId}
            className={inputClass}
          />
          <AvailabilityStatus id={statusId} state={availability} />
        </div>
        <EmailField value={email} onChange={onEmailChange} readOnly={pending} />
        <SubmitButton
          pending={pending}
          disabled={submitDisabled}
          label={text('signup')}
          pendingLabel={text('creating')}
        />
      </form>
      <SwitchLink label={text('toLogin')} disabled={pending} onClick={onSwitch} />
    </>
  );
}
