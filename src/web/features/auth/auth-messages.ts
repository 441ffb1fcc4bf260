import type { Lang } from '../../i18n/i18n.ts';

// These texts are needed only once the dialog is open, so they travel with its lazily loaded code
// instead of with the dictionary every page loads up front.
const en = {
  'auth.toast.errorTitle': 'Error',
  'auth.toast.checkFailed': 'Failed to check username availability',
  'auth.toast.missingTitle': 'Missing information',
  'auth.toast.missingEmail': 'Please enter your email address',
  'auth.toast.missingBoth': 'Please enter both username and email',
  'auth.toast.invalidEmailTitle': 'Invalid email',
  'auth.toast.invalidEmail': 'Please enter a valid email address',
  'auth.toast.shortTitle': 'Username too short',
  'auth.toast.short': 'Username must be at least {min} characters long',
  'auth.toast.takenTitle': 'Username taken',
  'auth.toast.taken': 'This username is already taken. Please choose another.',
  'auth.toast.loginFailedTitle': 'Login failed',
  'auth.toast.loginFailed': 'User not found',
  'auth.toast.loginSuccessTitle': 'Welcome back!',
  'auth.toast.loginSuccess': 'Logged in as {username}',
  'auth.toast.signupFailedTitle': 'Registration failed',
  'auth.toast.signupFailed': 'Username or email might already be taken',
  'auth.toast.signupSuccessTitle': 'Account created!',
  'auth.toast.signupSuccess': 'Welcome {username}! You can now track your scores.',
  // The server's own words for the failures a visitor can cause here, so they can be shown in Spanish.
  'auth.server.userNotFound': 'User not found. Check the email address or create an account.',
  'auth.server.emailTaken': 'An account with this email already exists. Please log in instead.',
} as const;

export type AuthMessageKey = keyof typeof en;

const es: Record<AuthMessageKey, string> = {
  'auth.toast.errorTitle': 'Error',
  'auth.toast.checkFailed': 'No se pudo comprobar si el nombre de usuario está disponible',
  'auth.toast.missingTitle': 'Falta información',
  'auth.toast.missingEmail': 'Introduce tu dirección de correo electrónico',
  'auth.toast.missingBoth': 'Introduce el nombre de usuario y el correo electrónico',
  'auth.toast.invalidEmailTitle': 'Correo no válido',
  'auth.toast.invalidEmail': 'Introduce una dirección de correo electrónico válida',
  'auth.toast.shortTitle': 'Nombre de usuario demasiado corto',
  'auth.toast.short': 'El nombre de usuario debe tener al menos {min} caracteres',
  'auth.toast.takenTitle': 'Nombre de usuario en uso',
  'auth.toast.taken': 'Este nombre de usuario ya está en uso. Elige otro.',
  'auth.toast.loginFailedTitle': 'No se pudo iniciar sesión',
  'auth.toast.loginFailed': 'Usuario no encontrado',
  'auth.toast.loginSuccessTitle': '¡Bienvenido de nuevo!',
  'auth.toast.loginSuccess': 'Sesión iniciada como {username}',
  'auth.toast.signupFailedTitle': 'Error en el registro',
  'auth.toast.signupFailed': 'Puede que el nombre de usuario o el correo ya estén en uso',
  'auth.toast.signupSuccessTitle': '¡Cuenta creada!',
  'auth.toast.signupSuccess': '¡Bienvenido, {username}! Ya puedes seguir tus puntuaciones.',
  'auth.server.userNotFound': 'Usuario no encontrado. Comprueba el correo electrónico o crea una cuenta.',
  'auth.server.emailTaken': 'Ya existe una cuenta con este correo electrónico. Inicia sesión.',
};

export function authText(
  lang: Lang,
  key: AuthMessageKey,
  values: Record<string, string | number> = {},
): string {
  const template = lang === 'es' ? es[key] : en[key];
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}

const SERVER_MESSAGES: AuthMessageKey[] = [
  'auth.server.userNotFound',
  'auth.server.emailTaken',
  'auth.toast.taken',
];

/** A server message in the page's language when it is one we know; any other is shown as sent. */
export function localizeServerMessage(message: string, lang: Lang): string {
  const known = SERVER_MESSAGES.find((key) => en[key] === message);
  return known ? authText(lang, known) : message;
}

export function isUsernameTakenMessage(message: string | undefined): boolean {
  return message === en['auth.toast.taken'];
}
