import { useMutation } from '@tanstack/react-query';
import { Ban, PencilLine, UserCheck } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { USERNAME_MAX, USERNAME_MIN } from '../../../shared/api/limits.ts';
import { USERNAME_INPUT_MAX } from '../../../shared/api/username.ts';
import { formatNumber } from '../../../shared/format.ts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { useMessages } from '../../i18n/i18n.ts';
import { ApiError } from '../../lib/api.ts';
import {
  type AdminUser,
  liftSuspension,
  renameUser,
  SUSPENSION_REASON_MAX,
  suspendUser,
} from './admin-api.ts';
import { adminMessages } from './messages.ts';
import { checkNewUsername, type NewUsernameProblem } from './new-username.ts';
import { isUnauthorized, refreshAdminReads } from './queries.ts';
import { queryClient } from './query-client.ts';
import { useReadFailure } from './read-progress.tsx';
import { rowButtonClass } from './scroll-table.tsx';

export type ChangeKind = 'rename' | 'suspend' | 'lift';

const NAME_PROBLEMS = {
  required: 'nameRequired',
  tooShort: 'nameTooShort',
  tooLong: 'nameTooLong',
  invisible: 'nameInvisible',
  combiningMark: 'nameCombiningMark',
  space: 'nameSpace',
  unchanged: 'nameUnchanged',
} as const satisfies Record<NewUsernameProblem, string>;

const fieldClass =
  'block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 aria-invalid:border-red-700 dark:border-slate-500 dark:bg-slate-950 dark:text-slate-50 dark:aria-invalid:border-red-400';
const labelClass = 'mb-1 block text-sm font-medium text-slate-800 dark:text-slate-100';

/**
 * The dialog of one change to an account: a new name (typed, then confirmed as "Rename old to
 * new?"), a suspension with an optional reason, or lifting one. Mounted afresh for each change, and
 * kept mounted once closed so that the focus can return. `onDone` receives the sentence that says
 * what was done; every admin list is read again after it, and after a refusal that means the list
 * was out of date (404, 409).
 */
export function AccountChangeDialog({
  adminKey,
  kind,
  user,
  open,
  onClose,
  onDone,
  onUnauthorized,
  returnFocus,
}: {
  adminKey: string;
  kind: ChangeKind;
  user: AdminUser;
  open: boolean;
  onClose: () => void;
  onDone: (sentence: string) => void;
  onUnauthorized: () => void;
  returnFocus: () => void;
}) {
  const { text, lang } = useMessages(adminMessages);
  const readFailure = useReadFailure();
  const ids = useId();
  const [typedName, setTypedName] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [nameProblem, setNameProblem] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const nameField = useRef<HTMLInputElement>(null);
  const reasonField = useRef<HTMLTextAreaElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  // Where the focus goes once a step of the rename is shown (a new object each time it is asked for).
  const [focusWanted, setFocusWanted] = useState<{ on: 'name' | 'title' } | null>(null);
  useEffect(() => {
    if (focusWanted) (focusWanted.on === 'name' ? nameField : title).current?.focus();
  }, [focusWanted]);
  const checked = checkNewUsername(typedName, user.username);
  const player = user.username;

  const change = useMutation(
    {
      /** `name` is the new name of a rename. */
      mutationFn: async (name: string) => {
        if (kind === 'rename') await renameUser(adminKey, user.id, name);
        else if (kind === 'suspend') await suspendUser(adminKey, user.id, reason);
        else await liftSuspension(adminKey, user.id);
      },
      onSuccess: (_answer, name) => {
        if (kind === 'rename') onDone(text('renamed', { old: player, new: name }));
        else onDone(text(kind === 'suspend' ? 'suspended' : 'lifted', { player }));
        refreshAdminReads();
      },
      onError: (error) => {
        if (isUnauthorized(error)) {
          onUnauthorized();
          return;
        }
        const failed = { rename: 'renameFailed', suspend: 'suspendFailed', lift: 'liftFailed' } as const;
        const sentence = text(failed[kind], { reason: readFailure(error) });
        if (error instanceof ApiError && (error.status === 404 || error.status === 409)) refreshAdminReads();
        if (kind === 'rename') {
          // Back to the name, with what the server said about it, so that another can be typed.
          setConfirming(false);
          setNameProblem(sentence);
          setFocusWanted({ on: 'name' });
        } else {
          setProblem(sentence);
        }
      },
    },
    queryClient,
  );

  const common = {
    open,
    pending: change.isPending,
    cancelLabel: text('cancel'),
    onDismiss: onClose,
    returnFocus,
  };

  if (kind === 'rename') {
    const goOn = () => {
      if (confirming) {
        change.mutate(checked.name);
        return;
      }
      if (checked.problem) {
        setNameProblem(text(NAME_PROBLEMS[checked.problem], { min: USERNAME_MIN, max: USERNAME_MAX }));
        nameField.current?.focus();
        return;
      }
      setNameProblem(null);
      setConfirming(true);
      // The question replaces the field the focus was in: the focus goes to the question.
      setFocusWanted({ on: 'title' });
    };
    return (
      <ConfirmDialog
        {...common}
        title={
          confirming
            ? text('renameConfirmTitle', { old: player, new: checked.name })
            : text('renameTitle', { player })
        }
        titleRef={title}
        description={
          confirming
            ? text('renameConfirmText')
            : text('renameHelp', { min: USERNAME_MIN, max: USERNAME_MAX })
        }
        back={
          confirming
            ? {
                label: text('back'),
                onClick: () => {
                  setConfirming(false);
                  setFocusWanted({ on: 'name' });
                },
              }
            : undefined
        }
        confirmLabel={text(confirming ? 'renameConfirm' : 'continue')}
        pendingLabel={text('renaming')}
        icon={<PencilLine aria-hidden="true" className="size-4" />}
        onOpenFocus={() => nameField.current?.focus()}
        onSubmit={goOn}
      >
        {!confirming && (
          <div className="mt-4">
            <label htmlFor={`${ids}-name`} className={labelClass}>
              {text('newUsername')}
            </label>
            <input
              ref={nameField}
              id={`${ids}-name`}
              type="text"
              autoComplete="off"
              spellCheck={false}
              maxLength={USERNAME_INPUT_MAX}
              value={typedName}
              onChange={(event) => {
                setTypedName(event.target.value);
                setNameProblem(null);
              }}
              aria-invalid={nameProblem ? true : undefined}
              aria-describedby={nameProblem ? `${ids}-name-problem` : undefined}
              className={fieldClass}
            />
            {nameProblem && (
              <p
                id={`${ids}-name-problem`}
                role="alert"
                className="mt-2 text-sm text-red-800 dark:text-red-300"
              >
                {nameProblem}
              </p>
            )}
          </div>
        )}
      </ConfirmDialog>
    );
  }

  if (kind === 'suspend') {
    return (
      <ConfirmDialog
        {...common}
        title={text('suspendTitle', { player })}
        description={text('suspendText', { player })}
        problem={problem}
        confirmLabel={text('suspendConfirm')}
        pendingLabel={text('suspending')}
        icon={<Ban aria-hidden="true" className="size-4" />}
        danger
        onOpenFocus={() => reasonField.current?.focus()}
        onSubmit={() => change.mutate('')}
      >
        <div className="mt-4">
          <label htmlFor={`${ids}-reason`} className={labelClass}>
            {text('reasonLabel')}
          </label>
          <textarea
            ref={reasonField}
            id={`${ids}-reason`}
            rows={3}
            maxLength={SUSPENSION_REASON_MAX}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            aria-describedby={`${ids}-reason-count`}
            className={`${fieldClass} resize-y`}
          />
          <p id={`${ids}-reason-count`} className="mt-1 text-xs text-slate-700 dark:text-slate-300">
            {text('reasonCount', {
              count: formatNumber(reason.length, lang),
              max: formatNumber(SUSPENSION_REASON_MAX, lang),
            })}
          </p>
        </div>
      </ConfirmDialog>
    );
  }

  return (
    <ConfirmDialog
      {...common}
      title={text('liftTitle', { player })}
      description={text('liftText', { player })}
      problem={problem}
      confirmLabel={text('lift')}
      pendingLabel={text('lifting')}
      icon={<UserCheck aria-hidden="true" className="size-4" />}
      onSubmit={() => change.mutate('')}
    />
  );
}

/** Each change's button texts and icon. */
const CHANGES = {
  rename: { label: 'rename', of: 'renameOf', Icon: PencilLine },
  suspend: { label: 'suspend', of: 'suspendOf', Icon: Ban },
  lift: { label: 'lift', of: 'liftOf', Icon: UserCheck },
} as const satisfies Record<ChangeKind, object>;

/** The buttons of a user's row that open a change: Rename, and Suspend or Lift suspension. */
export function ChangeButtons({
  user,
  disabled,
  onAsk,
}: {
  user: AdminUser;
  disabled: boolean;
  onAsk: (kind: ChangeKind, button: HTMLElement) => void;
}) {
  const { text } = useMessages(adminMessages);
  const kinds: ChangeKind[] = ['rename', user.suspendedAt === null ? 'suspend' : 'lift'];
  return kinds.map((kind) => {
    const { label, of, Icon } = CHANGES[kind];
    return (
      <button
        key={kind}
        type="button"
        className={rowButtonClass}
        aria-label={text(of, { player: user.username })}
        disabled={disabled}
        onClick={(event) => onAsk(kind, event.currentTarget)}
      >
        <Icon aria-hidden="true" className="size-4" />
        {text(label)}
      </button>
    );
  });
}
