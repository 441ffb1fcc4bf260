import { LoaderCircle } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { USERNAME_MAX, USERNAME_MIN } from '../../../shared/api/limits.ts';
import { normalizeUsername, USERNAME_INPUT_MAX, usernameProblem } from '../../../shared/api/username.ts';
import type { User } from '../../../shared/api/users.ts';
import { AvailabilityStatus, useUsernameAvailability } from '../../components/ui/username-availability.tsx';
import { apiErrorMessages } from '../../i18n/api-errors/messages.ts';
import { textIn } from '../../i18n/catalog.ts';
import { useMessages } from '../../i18n/i18n.ts';
import { ApiError } from '../../lib/api.ts';
import { storeUser } from '../../lib/user-store.ts';
import { changeUsername } from './account-api.ts';
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

/** Whether a typed name is the player's own (the server compares names without regard to case). */
const isOwnName = (name: string, user: User) => name.toLowerCase() === user.username.toLowerCase();

/** Changing the username, with the checks of sign-up; the header shows the new name at once. */
export function UsernameSection({ user, onChanged }: { user: User; onChanged: () => void }) {
  const { text, texts, lang } = useMessages(accountPageMessages);
  const { failureText } = useFailure();
  const ids = useId();
  const fieldId = `${ids}-username`;
  const statusId = `${ids}-status`;
  const [name, setName] = useState('');
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const fieldRef = useRef<HTMLInputElement>(null);
  const { availability, setAvailability, scheduleCheck, cancelCheck } = useUsernameAvailability(() =>
    setOutcome({ kind: 'failed', text: text('usernameFailed', { reason: text('offline') }) }),
  );

  const onNameChange = (value: string) => {
    setName(value);
    setOutcome(null);
    const normalized = normalizeUsername(value);
    // The player's own name, in any case, is not "taken": the server says whether the change is allowed.
    if (isOwnName(normalized, user)) {
      cancelCheck();
      setAvailability('unknown');
    } else {
      scheduleCheck(value.trim());
    }
  };

  const refuse = (reason: string) => {
    setOutcome({ kind: 'failed', text: reason });
    fieldRef.current?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const normalized = normalizeUsername(name);
    const problem = usernameProblem(normalized);
    if (problem === 'required' || problem === 'tooShort')
      return refuse(text('usernameShort', { min: USERNAME_MIN }));
    if (problem === 'tooLong') return refuse(text('usernameLong', { max: USERNAME_MAX }));
    if (problem === 'invisible') return refuse(text('usernameInvisible'));
    if (normalized === user.username) return refuse(text('usernameSame'));
    if (availability === 'taken') return refuse(textIn(apiErrorMessages, lang, 'USERNAME_TAKEN'));
    cancelCheck();
    setPending(true);
    setOutcome(null);
    try {
      const changed = await changeUsername(normalized);
      storeUser(changed);
      setName('');
      setAvailability('unknown');
      setOutcome({ kind: 'done', text: text('usernameChanged', { name: changed.username }) });
      onChanged();
    } catch (error) {
      // Someone may have taken the name since it was checked: said beside the field too.
      if (error instanceof ApiError && error.code === 'USERNAME_TAKEN') setAvailability('taken');
      setOutcome({ kind: 'failed', text: text('usernameFailed', { reason: failureText(error) }) });
      fieldRef.current?.focus();
    } finally {
      setPending(false);
    }
  };

  return (
    <AccountSection id="username" title={text('usernameTitle')}>
      <p className={`mt-2 ${textClass}`}>
        {withValue(texts.usernameText, 'name', <Strong>{user.username}</Strong>)}
      </p>
      <form noValidate onSubmit={onSubmit} className="mt-4 grid gap-3 sm:max-w-md">
        <div>
          <label htmlFor={fieldId} className={labelClass}>
            {text('usernameLabel')}
          </label>
          <input
            ref={fieldRef}
            id={fieldId}
            name="username"
            type="text"
            value={name}
            onChange={(event) => onNameChange(event.target.value)}
            minLength={USERNAME_MIN}
            maxLength={USERNAME_INPUT_MAX}
            required
            autoComplete="username"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            readOnly={pending}
            aria-invalid={availability === 'taken' || outcome?.kind === 'failed' || undefined}
            aria-describedby={statusId}
            className={inputClass}
          />
          <AvailabilityStatus id={statusId} state={availability} />
        </div>
        <div>
          <button
            type="submit"
            disabled={pending || availability === 'checking' || availability === 'taken'}
            className="button-primary"
          >
            {pending && (
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
            )}
            {pending ? text('savingUsername') : text('saveUsername')}
          </button>
        </div>
      </form>
      <OutcomeText outcome={outcome} />
    </AccountSection>
  );
}
