import { CircleCheck, CircleX, LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { normalizeUsername, usernameProblem } from '../../../shared/api/username.ts';
import { useMessages } from '../../i18n/i18n.ts';
import { availabilityAnswer } from '../../lib/answers/users.ts';
import { apiGet } from '../../lib/api.ts';
import { availabilityMessages } from './messages.ts';

// Shared by sign-up and the account page's change of username.

type Availability = 'unknown' | 'checking' | 'available' | 'taken';

/** The check waits until typing stops for this long, so that it asks once for the whole name. */
const CHECK_DELAY_MS = 500;

/** Whether a typed username is free, asked of the server once typing stops. */
export function useUsernameAvailability(onCheckFailed: () => void) {
  const [availability, setAvailability] = useState<Availability>('unknown');
  const checkTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Only the answer to the latest check may set the state: older ones answer for a name no longer typed.
  const checkRun = useRef(0);

  const cancelCheck = () => {
    clearTimeout(checkTimer.current);
    checkRun.current += 1;
  };

  useEffect(
    () => () => {
      clearTimeout(checkTimer.current);
      checkRun.current += 1;
    },
    [],
  );

  const checkAvailability = (name: string) => {
    const run = ++checkRun.current;
    setAvailability('checking');
    apiGet(`/api/users/check/${encodeURIComponent(name)}`, availabilityAnswer)
      .then(({ available }) => {
        if (run === checkRun.current) setAvailability(available ? 'available' : 'taken');
      })
      .catch(() => {
        if (run !== checkRun.current) return;
        setAvailability('unknown');
        onCheckFailed();
      });
  };

  /** Forgets any earlier answer and asks about this name once typing stops, if it is a valid name. */
  const scheduleCheck = (name: string) => {
    cancelCheck();
    setAvailability('unknown');
    if (usernameProblem(normalizeUsername(name)) === null) {
      checkTimer.current = setTimeout(() => checkAvailability(name), CHECK_DELAY_MS);
    }
  };

  return { availability, setAvailability, scheduleCheck, cancelCheck };
}

export function AvailabilityStatus({ id, state }: { id: string; state: Availability }) {
  const { text } = useMessages(availabilityMessages);
  // The live region stays mounted so that each change of its text is announced.
  return (
    <p id={id} role="status" aria-live="polite" className="mt-1 min-h-5 text-sm">
      {state === 'checking' && (
        <span className="inline-flex items-center gap-1.5 text-slate-700 dark:text-slate-300">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
          {text('checkingName')}
        </span>
      )}
      {state === 'available' && (
        <span className="inline-flex items-center gap-1.5 text-green-800 dark:text-green-400">
          <CircleCheck aria-hidden="true" className="size-4" />
          {text('nameAvailable')}
        </span>
      )}
      {state === 'taken' && (
        <span className="inline-flex items-center gap-1.5 text-red-700 dark:text-red-400">
          <CircleX aria-hidden="true" className="size-4" />
          {text('nameTaken')}
        </span>
      )}
    </p>
  );
}
