import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import type { User } from '../../../shared/api/users.ts';
import { ToastEcho } from '../../components/ui/toast-echo.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { useMessages } from '../../i18n/i18n.ts';
import { storeUser } from '../../lib/user-store.ts';
import { CodeStep } from './code-step.tsx';
import { authMessages } from './messages.ts';
import { SignInForm } from './sign-in-form.tsx';
import { SignUpForm } from './sign-up-form.tsx';

/** What the dialog is for: signing in to an account, or creating one. */
type AuthMode = 'login' | 'signup';

const inlineLinkClass =
  'rounded font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900 dark:text-indigo-300 dark:hover:text-indigo-200';

/**
 * Passwordless sign-in and sign-up: an e-mail address signs in (`SignInForm`, then `CodeStep` on a
 * browser the account has not used); a username and an e-mail create an account (`SignUpForm`).
 * `mode` is the form it opens with (Sign In or Sign Up in the header); a link switches. The address
 * is kept from the sign-in form to its code step and on to sign-up from there.
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
  const { text } = useMessages(authMessages);
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const [email, setEmail] = useState('');
  /** The address a sign-in code was e-mailed to, while the dialog asks for that code. */
  const [codeFor, setCodeFor] = useState<string | null>(null);
  /** A form replaced another one: its first field is where the visitor continues. */
  const [switched, setSwitched] = useState(false);
  // Read while rendering, before the dialog moves focus into itself.
  const [opener] = useState(() => document.activeElement);

  const toggleMode = () => {
    setSwitched(true);
    setMode((current) => (current === 'login' ? 'signup' : 'login'));
    setCodeFor(null);
    setEmail('');
  };

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
    setSwitched(true);
    setCodeFor(null);
  };

  // The code step cannot say whether the address has an account; one who has none signs up from it.
  const signUpInstead = () => {
    setSwitched(true);
    setCodeFor(null);
    setMode('signup');
  };

  const signup = mode === 'signup';
  const codeStep = codeFor !== null;

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
          ) : signup ? (
            <SignUpForm
              email={email}
              onEmailChange={setEmail}
              focusFirst={switched}
              onSignedUp={finish}
              onSwitch={toggleMode}
            />
          ) : (
            <SignInForm
              email={email}
              onEmailChange={setEmail}
              focusFirst={switched}
              onSignedIn={(user) => welcomeBack(user)}
              onCodeRequired={setCodeFor}
              onSwitch={toggleMode}
            />
          )}

          <Dialog.Close aria-label={text('close')} className="icon-button absolute top-3 right-3 size-9">
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
