import { Suspense, useEffect, useRef, useState } from 'react';
import type { Account } from '../../../shared/api/account.ts';
import type { User } from '../../../shared/api/users.ts';
import type { SignInDialog } from '../../components/layout/site-header.tsx';
import { useMessages } from '../../i18n/i18n.ts';
import { lazyPart } from '../../lib/lazy-part.ts';
import { useUser } from '../../lib/use-user.ts';
import { loadAccount } from './account-api.ts';
import { textClass, useFailure } from './account-ui.tsx';
import { DataSection } from './data-section.tsx';
import { DeleteSection } from './delete-section.tsx';
import { EmailSection } from './email-section.tsx';
import { accountPageMessages } from './messages.ts';
import { SignInsSection } from './sign-ins-section.tsx';
import { UsernameSection } from './username-section.tsx';

// The confirmation and its texts are fetched only when the player asks to delete their account; on a
// Spanish page it shows once their Spanish is there too.
const DeleteAccountDialog = lazyPart(() =>
  import('../../components/layout/delete-account-dialog.tsx').then((module) => module.default),
);

interface AccountRead {
  status: 'pending' | 'success' | 'error';
  /** The last account read; kept while it is read again. */
  data: Account | undefined;
}

/**
 * GET /api/account, read when the page shows it and again after each change (`reload`): the lists of
 * sessions change as the player uses the site, so the page never shows an old copy.
 */
function useAccount() {
  const { signOutIfEnded } = useFailure();
  // The latest function, for an answer that arrives after a render.
  const onFailure = useRef(signOutIfEnded);
  onFailure.current = signOutIfEnded;
  const [read, setRead] = useState<AccountRead>({ status: 'pending', data: undefined });
  const [version, setVersion] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` asks for a new read
  useEffect(() => {
    let current = true;
    setRead((last) => ({ status: 'pending', data: last.data }));
    loadAccount().then(
      (data) => {
        if (current) setRead({ status: 'success', data });
      },
      (error: unknown) => {
        if (!current) return;
        onFailure.current(error);
        setRead((last) => ({ status: 'error', data: last.data }));
      },
    );
    return () => {
      current = false;
    };
  }, [version]);
  return { ...read, reload: () => setVersion((last) => last + 1) };
}

function SignedInAccount({ user, onDelete }: { user: User; onDelete: (button: HTMLElement) => void }) {
  const { text } = useMessages(accountPageMessages);
  const account = useAccount();
  return (
    <>
      <p className={`mt-2 ${textClass}`}>{text('intro')}</p>
      <SignInsSection
        account={account.data}
        loading={account.status === 'pending'}
        failed={account.status === 'error'}
        onRetry={account.reload}
        onChanged={account.reload}
      />
      <DataSection />
      <UsernameSection user={user} onChanged={account.reload} />
      <EmailSection user={user} emailProvenAt={account.data?.emailProvenAt} onChanged={account.reload} />
      <DeleteSection onDelete={onDelete} />
    </>
  );
}

/**
 * What a visitor who is not signed in sees: a word and Sign In. The prerendered page holds it too; a
 * visitor signed in on an earlier visit sees "Loading" there instead from the first paint (the
 * `signed-in` variant), until the page knows the player.
 */
function GuestAccount({ signInDialog }: { signInDialog: SignInDialog }) {
  const { text, t } = useMessages(accountPageMessages);
  const [open, setOpen] = useState(false);
  return (
    <>
      <div className="signed-in:hidden">
        <p className={`mt-4 ${textClass}`}>{text('guest')}</p>
        <button
          type="button"
          onClick={() => setOpen(true)}
          onPointerEnter={signInDialog.preload}
          onFocus={signInDialog.preload}
          className="button-primary mt-4"
        >
          {t('nav.signIn')}
        </button>
      </div>
      <p className={`mt-4 hidden signed-in:block ${textClass}`}>{text('loading')}</p>
      {open && signInDialog.render(open, setOpen)}
    </>
  );
}

/** The account page: the signed-in player's own account, or a way to sign in. */
export function AccountPage({ signInDialog }: { signInDialog: SignInDialog }) {
  const { text } = useMessages(accountPageMessages);
  const user = useUser();
  // The name of the account being deleted: the dialog stays while it closes, after the sign-out.
  const [deleting, setDeleting] = useState<string | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const deleteOpener = useRef<HTMLElement | null>(null);

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        {text('title')}
      </h1>
      {user ? (
        <SignedInAccount
          key={user.id}
          user={user}
          onDelete={(button) => {
            deleteOpener.current = button;
            setDeleting(user.username);
            setDeleteOpen(true);
          }}
        />
      ) : (
        <GuestAccount signInDialog={signInDialog} />
      )}
      {deleting !== null && (
        <Suspense fallback={null}>
          <DeleteAccountDialog
            username={deleting}
            open={deleteOpen}
            onOpenChange={setDeleteOpen}
            opener={deleteOpener.current}
          />
        </Suspense>
      )}
    </div>
  );
}
