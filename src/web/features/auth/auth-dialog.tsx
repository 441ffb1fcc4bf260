import { LoaderCircle, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import {
  EMAIL_LINK_CHARACTERS,
  EMAIL_PATTERN,
  USERNAME_MAX,
  USERNAME_MIN,
} from '../../../shared/api/limits.ts';
import { normalizeUsername, USERNAME_INPUT_MAX, usernameProblem } from '../../../shared/api/username.ts';
import type { User } from '../../../shared/api/users.ts';
import { ToastEcho } from '../../components/ui/toast-echo.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { AvailabilityStatus, useUsernameAvailability } from '../../components/ui/username-availability.tsx';
import { apiErrorMessages } from '../../i18n/api-errors/messages.ts';
import { apiErrorText } from '../../i18n/api-errors.ts';
import { textIn } from '../../i18n/catalog.ts';
import { useMessages } from '../../i18n/i18n.ts';
import { loginAnswerAnswer } from '../../lib/answers/auth.ts';
import { userAnswer } from '../../lib/answers/users.ts';
import { ApiError, apiSend } from '../../lib/api.ts';
import { storeUser } from '../../lib/user-store.ts';
import { CodeStep } from './code-step.tsx';
import { authMessages } from './messages.ts';

/** What the dialog is for: signing in to an account, or creating one. */
type AuthMode = 'login' | 'signup';

function isUsernameTakenError(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'USERNAME_TAKEN';
}

type AuthMessageKey = keyof typeof authMessages.en;

const inputClass =
  'block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 aria-invalid:border-red-700 dark:border-slate-500 dark:bg-slate-950 dark:text-slate-50 dark:placeholder:text-slate-400 dark:aria-invalid:border-red-400';

const labelClass = 'mb-1 block text-sm font-medium text-slate-800 dark:text-slate-100';

const inlineLinkClass =
  'rounded font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900 dark:text-indigo-300 dark:hover:text-indigo-200';

/**
 * Passwordless sign-in and sign-up: an e-mail address signs in; a username and an e-mail create an
 * account. `mode` is the form it opens with (Sign In or Sign Up in the header); a link switches.
 */
export default function AuthDialog({
  open,
  onOpenChange,
  mode: initialMode = 'login',
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mode?: AuthMode | undefined;
}) {
  const { text, lang } = useMessages(authMessages);
  const ids = useId();
  const usernameId = `${ids}-username`;
  const emailId = `${ids}-email`;
  const statusId = `${ids}-username-status`;

  const [mode, setMode] = useState<AuthMode>(initialMode);
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  /** The address a sign-in code was e-mailed to, while the dialog asks for that code. */
  const [codeFor, setCodeFor] = useState<string | null>(null);
  const { availability, setAvailability, scheduleCheck, cancelCheck } = useUsernameAvailability(() =>
    toast({ title: text('errorTitle'), description: text('checkFailed'), variant: 'destructive' }),
  );
  const [pending, setPending] = useState(false);
  // Read while rendering, before the dialog moves focus into itself.
  const [opener] = useState(() => document.activeElement);

  const usernameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const onUsernameChange = (value: string) => {
    setUsername(value);
    if (mode !== 'signup') return;
    scheduleCheck(value.trim());
  };

  const focusFirstField = useRef(false);
  const toggleMode = () => {
    cancelCheck();
    focusFirstField.current = true;
    setMode((current) => (current === 'login' ? 'signup' : 'login'));
    setCodeFor(null);
    setUsername('');
    setEmail('');
    setAvailability('unknown');
  };

  // After switching, the first field of the new form is where the visitor continues.
  useEffect(() => {
    if (!focusFirstField.current) return;
    focusFirstField.current = false;
    (mode === 'signup' ? usernameRef : emailRef).current?.focus();
  }, [mode]);

  const fail = (title: AuthMessageKey, description: string) =>
    toast({ title: text(title), description, variant: 'destructive' });

  const finish = (user: User) => {
    storeUser(user);
    setCodeFor(null);
    onOpenChange(false);
  };

  /** `signedOutElsewhere`: this sign-in proved the address, so the server signed out every other browser. */
  const welcomeBack = (user: User, signedOutElsewhere = false) => {
    const loggedIn = text('loginSuccess', { username: user.username });
    toast({
      title: text('loginSuccessTitle'),
      description: signedOutElsewhere ? `${loggedIn}. ${text('signedOutElsewhere')}` : loggedIn,
    });
    finish(user);
  };

  const backToEmail = () => {
    focusFirstField.current = true;
    setCodeFor(null);
  };

  // The code step cannot say whether the address has an account; one who has none signs up from it.
  const signUpInstead = () => {
    focusFirstField.current = true;
    setCodeFor(null);
    setMode('signup');
    setUsername('');
    setAvailability('unknown');
  };

  // Back from the code, the address is where the visitor continues.
  useEffect(() => {
    if (codeFor !== null || !focusFirstField.current) return;
    focusFirstField.current = false;
    emailRef.current?.focus();
  }, [codeFor]);

  const logIn = async (trimmedEmail: string) => {
    setPending(true);
    try {
      const answer = await apiSend('POST', '/api/auth/login', loginAnswerAnswer, {
        email: trimmedEmail,
        lang,
      });
      if ('codeRequired' in answer) {
        // This browser has not signed in to the account before: the e-mailed code is asked for next.
        setCodeFor(trimmedEmail);
        setPending(false);
        return;
      }
      welcomeBack(answer);
    } catch (error) {
      fail('loginFailedTitle', apiErrorText(error, lang) || text('loginFailed'));
      setPending(false);
    }
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
      finish(user);
    } catch (error) {
      // Someone may have taken the name since it was checked; saying so beside the field keeps submit honest.
      if (isUsernameTakenError(error)) setAvailability('taken');
      fail('signupFailedTitle', apiErrorText(error, lang) || text('signupFailed'));
      setPending(false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const trimmedEmail = email.trim();
    if (mode === 'login') {
      if (!trimmedEmail) return fail('missingTitle', text('missingEmail'));
      if (!EMAIL_PATTERN.test(trimmedEmail)) {
        return fail('invalidEmailTitle', text('invalidEmail'));
      }
      void logIn(trimmedEmail);
      return;
    }
    const trimmedUsername = normalizeUsername(username);
    if (!trimmedUsername || !trimmedEmail) return fail('missingTitle', text('missingBoth'));
    if (!EMAIL_PATTERN.test(trimmedEmail)) {
      return fail('invalidEmailTitle', text('invalidEmail'));
    }
    // Kept addresses must be safe to write to (mailto links): the server refuses these for new accounts.
    if (EMAIL_LINK_CHARACTERS.test(trimmedEmail)) return fail('invalidEmailTitle', text('emailCharacters'));
    const problem = usernameProblem(trimmedUsername);
    if (problem === 'tooShort') return fail('shortTitle', text('short', { min: USERNAME_MIN }));
    if (problem === 'tooLong') return fail('longTitle', text('long', { max: USERNAME_MAX }));
    if (problem === 'invisible') return fail('invisibleTitle', text('invisible'));
    if (availability === 'taken') {
      return fail('takenTitle', textIn(apiErrorMessages, lang, 'USERNAME_TAKEN'));
    }
    cancelCheck();
    void signUp(trimmedUsername, trimmedEmail);
  };

  const signup = mode === 'signup';
  const codeStep = codeFor !== null;
  const submitDisabled = pending || (signup && (availability === 'checking' || availability === 'taken'));

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-sm" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            // The dialog is opened without a Radix trigger, so focus goes back to what opened it by hand.
            // After signing in, the Sign In button is gone; the page is the next best place.
            event.preventDefault();
            if (!(opener instanceof HTMLElement) || opener === document.body) return;
            if (opener.isConnected) opener.focus();
            else document.getElementById('main')?.focus({ preventScroll: true });
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border border-slate-200 bg-white p-6 shadow-xl dark:border-slate-700 dark:bg-slate-900"
        >
          <Dialog.Title className="pr-8 text-xl font-semibold text-slate-900 dark:text-white">
            {codeStep ? text('codeTitle') : text(signup ? 'signupTitle' : 'loginTitle')}
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-700 dark:text-slate-300">
            {codeStep ? (
              <>
                {text('codeSent')} {text('codeNoAccount')}{' '}
                <button type="button" onClick={signUpInstead} className={inlineLinkClass}>
                  {text('codeSignUp')}
                </button>
                .
              </>
            ) : (
              text(signup ? 'signupDescription' : 'loginDescription')
            )}
          </Dialog.Description>
          <ToastEcho />

          {codeStep ? (
            <CodeStep
              email={codeFor}
              onSignedIn={({ user, signedOutElsewhere }) => welcomeBack(user, signedOutElsewhere)}
              onBack={backToEmail}
            />
          ) : (
            <>
              <form noValidate onSubmit={onSubmit} className="mt-5 grid gap-4">
                {signup && (
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
                )}
                <div>
                  <label htmlFor={emailId} className={labelClass}>
                    {text('emailLabel')}
                  </label>
                  <input
                    ref={emailRef}
                    id={emailId}
                    name="email"
                    type="email"
                    value={email}
                    onChange={(event) => setEmail(event.target.value)}
                    placeholder={text('emailPlaceholder')}
                    required
                    autoComplete="email"
                    autoCapitalize="none"
                    spellCheck={false}
                    readOnly={pending}
                    className={inputClass}
                  />
                </div>

                <button type="submit" disabled={submitDisabled} className="button-primary w-full py-2.5">
                  {pending && (
                    <LoaderCircle
                      aria-hidden="true"
                      className="size-4 animate-spin motion-reduce:animate-none"
                    />
                  )}
                  {pending ? text(signup ? 'creating' : 'loggingIn') : text(signup ? 'signup' : 'login')}
                </button>
              </form>

              <p className="mt-4 text-center">
                <button
                  type="button"
                  onClick={toggleMode}
                  disabled={pending}
                  className="rounded text-sm font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900 disabled:cursor-not-allowed disabled:opacity-60 dark:text-indigo-300 dark:hover:text-indigo-200"
                >
                  {text(signup ? 'toLogin' : 'toSignup')}
                </button>
              </p>
            </>
          )}

          <Dialog.Close aria-label={text('close')} className="icon-button absolute top-3 right-3 size-9">
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
