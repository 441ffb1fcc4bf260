import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { advance, until, userOnFakeClock } from '../../../../tests/helpers/web-clock.ts';
import { type FetchStub, stubFetch } from '../../../../tests/helpers/web-fetch.ts';
import { currentToast, dismissToast } from '../../components/ui/toast-store.ts';
import { USER_STORAGE_KEY } from '../../lib/user-store.ts';
import AuthDialog from './auth-dialog.tsx';

const alice = { id: 7, username: 'alice', email: 'alice@example.com', createdAt: '2026-11-01T10:00:00.000Z' };

let server: FetchStub;

beforeEach(() => {
  vi.useFakeTimers();
  server = stubFetch();
  const shown = currentToast();
  if (shown) dismissToast(shown.id);
});

function openDialog(mode?: 'login' | 'signup') {
  const onOpenChange = vi.fn();
  const user = userOnFakeClock();
  render(
    <MemoryRouter>
      <AuthDialog open onOpenChange={onOpenChange} mode={mode} />
    </MemoryRouter>,
  );
  return { user, onOpenChange };
}

/**
 * The notification (toast) as the dialog repeats it for screen readers, in its first live region:
 * the toast's title and description; null when there is none.
 */
const notification = () => within(screen.getByRole('dialog')).getAllByRole('status')[0]?.textContent || null;

/** What a screen reader hears as the username field's description: its availability. */
const availability = () => {
  const field = screen.getByRole('textbox', { name: 'Username' });
  return document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;
};

const storedUser = () => JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? 'null');

describe('the sign-in dialog', () => {
  test('opens as sign in or sign up, and a link switches between them', async () => {
    const { user } = openDialog();
    expect(screen.getByRole('dialog', { name: 'Welcome back' })).toBeDefined();
    expect(screen.queryByRole('textbox', { name: 'Username' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeDefined();

    await user.click(screen.getByRole('button', { name: "Don't have an account? Sign up" }));
    expect(screen.getByRole('dialog', { name: 'Create an account' })).toBeDefined();
    // The new form's first field is where the visitor goes on.
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Username' }));
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Already have an account? Sign in' }));
    expect(screen.getByRole('dialog', { name: 'Welcome back' })).toBeDefined();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Email' }));
  });

  test('sign up says whether the username is free once typing stops', async () => {
    const { user } = openDialog('signup');
    const username = screen.getByRole('textbox', { name: 'Username' });
    const create = screen.getByRole('button', { name: 'Create Account' }) as HTMLButtonElement;

    // Too short to be a username: nothing is asked.
    await user.type(username, 'al');
    await advance(1000);
    expect(server.requests).toHaveLength(0);

    await user.type(username, 'ice');
    await advance(499);
    expect(server.requests).toHaveLength(0);
    await advance(1);
    expect(availability()).toBe('Checking availability…');
    expect(create.disabled).toBe(true);
    const check = await server.next();
    expect(check).toMatchObject({ method: 'GET', path: '/api/users/check/alice' });
    check.reply(200, { available: true });
    await advance();
    expect(availability()).toBe('Username is available');
    expect(create.disabled).toBe(false);

    await user.type(username, '2');
    // The earlier answer no longer holds.
    expect(availability()).toBe('');
    await advance(500);
    (await server.next()).reply(200, { available: false });
    await advance();
    expect(availability()).toBe('Username is already taken');
    expect(username.getAttribute('aria-invalid')).toBe('true');
    expect(create.disabled).toBe(true);

    await user.type(username, '3');
    await advance(500);
    (await server.next()).reply(500, { code: 'INTERNAL', message: 'Internal Server Error' });
    await until(() => notification() !== null, 'the failed check to be told');
    expect(availability()).toBe('');
    expect(notification()).toBe('Error. Failed to check username availability');
  });

  test('an answer about a name no longer typed is ignored', async () => {
    const { user } = openDialog('signup');
    const username = screen.getByRole('textbox', { name: 'Username' });
    await user.type(username, 'alice');
    await advance(500);
    const late = await server.next();
    await user.type(username, '2');
    await advance(500);
    const latest = await server.next();
    expect(latest.path).toBe('/api/users/check/alice2');

    late.reply(200, { available: true });
    await advance();
    expect(availability()).toBe('Checking availability…');
    latest.reply(200, { available: false });
    await advance();
    expect(availability()).toBe('Username is already taken');
  });

  test('sign up creates the account, or says the name was taken meanwhile', async () => {
    const { user, onOpenChange } = openDialog('signup');
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'alice');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), ' alice@example.com ');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    // Submitting cancels the pending check: one request, the sign-up.
    const signUp = await server.next();
    expect(signUp).toMatchObject({
      method: 'POST',
      path: '/api/users',
      body: { username: 'alice', email: 'alice@example.com' },
    });
    expect(screen.getByRole('button', { name: 'Creating account…' })).toBeDefined();
    signUp.reply(409, {
      code: 'USERNAME_TAKEN',
      message: 'This username is already taken. Please choose another.',
    });
    await until(() => notification() !== null, 'the refusal');
    expect(notification()).toBe(
      'Registration failed. This username is already taken. Please choose another.',
    );
    expect(availability()).toBe('Username is already taken');
    expect(onOpenChange).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: 'Username' }), '2');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    (await server.next()).reply(201, { ...alice, username: 'alice2' });
    await advance();
    expect(notification()).toBe('Account created!. Welcome alice2! You can now track your scores.');
    expect(storedUser()).toMatchObject({ id: 7, username: 'alice2' });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  test('a form that cannot be sent says why and sends nothing', async () => {
    const { user } = openDialog();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(notification()).toBe('Missing information. Please enter your email address');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'alice@');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(notification()).toBe('Invalid email. Please enter a valid email address');

    await user.click(screen.getByRole('button', { name: "Don't have an account? Sign up" }));
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'al');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'al@example.com');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(notification()).toBe('Username too short. Username must be at least 3 characters long');
    await advance(1000);
    expect(server.requests).toHaveLength(0);
  });

  test('a browser the account already knows signs in at once; a refusal shows the server’s reason', async () => {
    const { user, onOpenChange } = openDialog();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'alice@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const refused = await server.next();
    expect(refused).toMatchObject({
      method: 'POST',
      path: '/api/auth/login',
      body: { email: 'alice@example.com' },
    });
    refused.reply(429, {
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please wait a moment and try again.',
    });
    await until(() => notification() !== null, 'the refusal');
    expect(notification()).toBe('Login failed. Too many requests. Please wait a moment and try again.');
    expect(onOpenChange).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    (await server.next()).reply(200, alice);
    await advance();
    expect(notification()).toBe('Welcome back!. Logged in as alice');
    expect(storedUser()).toEqual(alice);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  test('a new browser asks for the e-mailed code, and the right code signs in', async () => {
    const { user, onOpenChange } = openDialog();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'alice@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    (await server.next()).reply(202, { codeRequired: true, message: 'If an account uses this address…' });
    await advance();

    expect(screen.getByRole('dialog', { name: 'Check your email' })).toBeDefined();
    const code = screen.getByRole('textbox', { name: 'Sign-in code' });
    expect(document.activeElement).toBe(code);
    await user.type(code, '12 34');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter the 6 digits from the email');
    expect(server.requests).toHaveLength(1);

    await user.type(code, '50');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const wrong = await server.next();
    expect(wrong).toMatchObject({
      path: '/api/auth/verify',
      body: { email: 'alice@example.com', code: '123450' },
    });
    wrong.reply(400, { code: 'SIGN_IN_CODE_WRONG', message: 'This code is not right.', triesLeft: 2 });
    await until(() => screen.queryByRole('alert') !== null, 'the wrong code to be told');
    expect(screen.getByRole('alert').textContent).toBe('This code is not right: 2 tries left.');
    expect(code.getAttribute('aria-invalid')).toBe('true');

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const right = await server.next();
    expect(right.body).toMatchObject({ code: '123456' });
    right.reply(200, { ...alice, signedOutElsewhere: true });
    await advance();
    expect(notification()).toBe(
      'Welcome back!. Logged in as alice. This sign-in proved that the e-mail address is yours, so every other browser signed in to your account has been signed out.',
    );
    // The flag is news for this sign-in only: the stored user is the user alone.
    expect(storedUser()).toEqual(alice);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  test('from the code step, Back returns to the address and Sign up to a new account', async () => {
    const { user } = openDialog();
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.type(email, 'bob@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    (await server.next()).reply(202, { codeRequired: true, message: 'If an account uses this address…' });
    await advance();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('dialog', { name: 'Welcome back' })).toBeDefined();
    const again = screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement;
    expect(again.value).toBe('bob@example.com');
    expect(document.activeElement).toBe(again);

    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    (await server.next()).reply(202, { codeRequired: true, message: 'If an account uses this address…' });
    await advance();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByRole('dialog', { name: 'Create an account' })).toBeDefined();
    expect((screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement).value).toBe(
      'bob@example.com',
    );
  });
});
