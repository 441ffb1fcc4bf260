import type { User } from '../../../shared/api/users.ts';
import { CodeForm } from '../../components/ui/code-form.tsx';
import { useMessages } from '../../i18n/i18n.ts';
import { verifiedUserAnswer } from '../../lib/answers/account.ts';
import { loginAnswerAnswer } from '../../lib/answers/auth.ts';
import { apiSend } from '../../lib/api.ts';
import { authMessages } from './messages.ts';

/** A finished sign-in: the user, and whether it proved the address and so signed out every other browser. */
export interface SignedIn {
  user: User;
  signedOutElsewhere: boolean;
}

/**
 * The sign-in dialog's second step, for a browser the account has not used before: the code the
 * server e-mailed signs in, a new code can be asked for, and Back returns to the address.
 */
export function CodeStep({
  email,
  onSignedIn,
  onBack,
}: {
  email: string;
  onSignedIn: (signedIn: SignedIn) => void;
  onBack: () => void;
}) {
  const { text, lang } = useMessages(authMessages);
  return (
    <CodeForm
      label={text('codeLabel')}
      hint={text('codeHint')}
      onBack={onBack}
      verify={async (code) => {
        // The flag is news for this sign-in only: the stored user is the user object alone.
        const { signedOutElsewhere, ...user } = await apiSend(
          'POST',
          '/api/auth/verify',
          verifiedUserAnswer,
          { email, code, lang },
        );
        onSignedIn({ user, signedOutElsewhere });
      }}
      resend={async () => {
        const answer = await apiSend('POST', '/api/auth/login', loginAnswerAnswer, { email, lang });
        if ('codeRequired' in answer) return 'sent';
        onSignedIn({ user: answer, signedOutElsewhere: false });
        return 'done';
      }}
    />
  );
}
