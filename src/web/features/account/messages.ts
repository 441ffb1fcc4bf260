import { defineMessages } from '../../i18n/catalog.ts';

/** The account page's texts, in both languages; they load with the page. */
export const accountPageMessages = defineMessages(
  {
    title: 'Your account',
    intro:
      'Where you are signed in, everything the site keeps about you, your username and e-mail address, and deleting your account.',
    guest:
      'Sign in to see where you are signed in, download the data the site keeps about you, and change or delete your account.',
    loading: 'Loading your account…',
    loadFailed: 'Your account could not be loaded.',
    offline: 'The server could not be reached. Please check your connection and try again.',
    sessionEndedTitle: 'Signed out',
    sessionEnded: 'Your session had ended, so this browser is signed out. Please sign in again.',

    signInsTitle: 'Where you’re signed in',
    signInsIntro:
      'A session keeps a browser signed in until it expires or you sign out. A remembered browser can sign in again with your e-mail address alone, without a code.',
    sessionsTitle: 'Sessions',
    devicesTitle: 'Remembered browsers',
    noDevices: 'No browser is remembered for your account.',
    thisBrowser: 'This browser',
    signedInAt: 'Signed in {date}',
    rememberedAt: 'Remembered since {date}',
    lastUsedAt: 'last used {date}',
    endSession: 'Sign out',
    endSessionLabel: 'Sign out {browser}, signed in {date}',
    endThisSessionLabel: 'Sign out this browser ({browser})',
    endDevice: 'Forget',
    endDeviceLabel: 'Forget {browser}, remembered since {date}',
    endThisDeviceLabel: 'Forget this browser ({browser})',
    ending: 'Working…',
    sessionEndedHere: 'You signed out this browser.',
    sessionEndedThere: 'Signed out {browser}.',
    deviceForgotten: '{browser} is no longer remembered: it needs a code to sign in again.',
    endFailed: 'That did not work. {reason}',
    signOutOthers: 'Sign out everywhere else',
    signingOutOthers: 'Signing out…',
    signOutOthersHint:
      'Ends every other session and forgets every other browser, which then need a code to sign in. This browser stays signed in.',
    signedOutOthers:
      'Signed out everywhere else: {sessions, plural, one {# session ended} other {# sessions ended}} and {devices, plural, one {# remembered browser forgotten} other {# remembered browsers forgotten}}.',
    nothingElse: 'There was nothing to sign out: only this browser was signed in.',
    aBrowser: 'A browser',
    browserOn: '{browser} on {system}',

    dataTitle: 'Your data',
    dataText:
      'Download what the site keeps about your account as one JSON file: your account, sessions and remembered browsers, scores, games with their moves, statistics and leaderboard places.',
    download: 'Download my data',
    downloading: 'Preparing your file…',
    downloaded: 'Your data was saved as {file}.',
    downloadFailed: 'Your data could not be downloaded. {reason}',

    usernameTitle: 'Username',
    usernameText: 'Your username is {name}. It is shown on the leaderboards.',
    usernameLabel: 'New username',
    saveUsername: 'Change username',
    savingUsername: 'Saving…',
    usernameSame: 'This is already your username.',
    usernameShort: 'Username must be at least {min} characters long',
    usernameLong: 'Username must be at most {max} characters long',
    usernameInvisible:
      'Username must not contain control characters, formatting marks or invisible characters',
    usernameChanged: 'Your username is now {name}.',
    usernameFailed: 'Your username could not be changed. {reason}',

    emailTitle: 'E-mail address',
    emailCurrent: 'Your e-mail address is {email}.',
    emailNone: 'Your account has no e-mail address.',
    emailProven: 'It was last confirmed with a code on {date}.',
    emailNotProven: 'It has not been confirmed with a code yet.',
    emailText:
      'To change it, enter the new address: we e-mail it a code to prove it is yours, and tell your old address about the change.',
    newEmailLabel: 'New e-mail address',
    emailPlaceholder: 'you@example.com',
    sendCode: 'Send code',
    sendingCode: 'Sending…',
    missingEmail: 'Please enter the new e-mail address',
    invalidEmail: 'Please enter a valid email address',
    emailCharacters: 'Email address must not contain ?, & or %',
    codeLabel: 'Code from the e-mail',
    codeHint: 'We have e-mailed a {digits}-digit code to {email}. Enter it within {minutes} minutes.',
    useAnother: 'Use another address',
    emailChanged:
      'Your e-mail address is now {email}. We have sent a notice of the change to your old address.',
    emailFailed: 'The code could not be sent. {reason}',

    deleteTitle: 'Delete account',
    deleteText:
      "Deletes your account at once with everything kept of it: your scores, your places on the leaderboards, your statistics and your sign-ins on every device; only the administrator's records of actions on it stay, for their set time. This cannot be undone.",
    deleteButton: 'Delete account',
  },
  {
    title: 'Tu cuenta',
    intro:
      'Dónde has iniciado sesión, todo lo que el sitio guarda sobre ti, tu nombre de usuario y tu correo, y la eliminación de tu cuenta.',
    guest:
      'Inicia sesión para ver dónde has iniciado sesión, descargar los datos que el sitio guarda sobre ti y cambiar o eliminar tu cuenta.',
    loading: 'Cargando tu cuenta…',
    loadFailed: 'No se pudo cargar tu cuenta.',
    offline: 'No se pudo contactar con el servidor. Comprueba tu conexión e inténtalo de nuevo.',
    sessionEndedTitle: 'Sesión cerrada',
    sessionEnded:
      'Tu sesión había terminado, así que este navegador ha cerrado la sesión. Vuelve a iniciar sesión.',

    signInsTitle: 'Dónde has iniciado sesión',
    signInsIntro:
      'Una sesión mantiene abierta tu cuenta en un navegador hasta que caduca o cierras la sesión. Un navegador recordado puede volver a iniciar sesión solo con tu correo, sin código.',
    sessionsTitle: 'Sesiones',
    devicesTitle: 'Navegadores recordados',
    noDevices: 'Ningún navegador está recordado para tu cuenta.',
    thisBrowser: 'Este navegador',
    signedInAt: 'Sesión iniciada el {date}',
    rememberedAt: 'Recordado desde el {date}',
    lastUsedAt: 'último uso el {date}',
    endSession: 'Cerrar sesión',
    endSessionLabel: 'Cerrar sesión en {browser}, iniciada el {date}',
    endThisSessionLabel: 'Cerrar sesión en este navegador ({browser})',
    endDevice: 'Olvidar',
    endDeviceLabel: 'Olvidar {browser}, recordado desde el {date}',
    endThisDeviceLabel: 'Olvidar este navegador ({browser})',
    ending: 'Un momento…',
    sessionEndedHere: 'Has cerrado la sesión de este navegador.',
    sessionEndedThere: 'Se cerró la sesión de {browser}.',
    deviceForgotten: '{browser} ya no está recordado: necesitará un código para volver a iniciar sesión.',
    endFailed: 'No se pudo hacer. {reason}',
    signOutOthers: 'Cerrar sesión en todos los demás sitios',
    signingOutOthers: 'Cerrando sesiones…',
    signOutOthersHint:
      'Cierra todas las demás sesiones y olvida todos los demás navegadores, que necesitarán un código para iniciar sesión. Este navegador sigue con la sesión iniciada.',
    signedOutOthers:
      'Sesión cerrada en todos los demás sitios: {sessions, plural, one {# sesión cerrada} other {# sesiones cerradas}} y {devices, plural, one {# navegador olvidado} other {# navegadores olvidados}}.',
    nothingElse: 'No había nada que cerrar: solo este navegador tenía la sesión iniciada.',
    aBrowser: 'Un navegador',
    browserOn: '{browser} en {system}',

    dataTitle: 'Tus datos',
    dataText:
      'Descarga en un archivo JSON lo que el sitio guarda sobre tu cuenta: tu cuenta, sesiones y navegadores recordados, puntuaciones, partidas con sus movimientos, estadísticas y puestos en las clasificaciones.',
    download: 'Descargar mis datos',
    downloading: 'Preparando tu archivo…',
    downloaded: 'Tus datos se guardaron como {file}.',
    downloadFailed: 'No se pudieron descargar tus datos. {reason}',

    usernameTitle: 'Nombre de usuario',
    usernameText: 'Tu nombre de usuario es {name}. Aparece en las clasificaciones.',
    usernameLabel: 'Nuevo nombre de usuario',
    saveUsername: 'Cambiar nombre de usuario',
    savingUsername: 'Guardando…',
    usernameSame: 'Este ya es tu nombre de usuario.',
    usernameShort: 'El nombre de usuario debe tener al menos {min} caracteres',
    usernameLong: 'El nombre de usuario debe tener como máximo {max} caracteres',
    usernameInvisible:
      'El nombre de usuario no puede contener caracteres invisibles, de control ni de formato',
    usernameChanged: 'Tu nombre de usuario ahora es {name}.',
    usernameFailed: 'No se pudo cambiar tu nombre de usuario. {reason}',

    emailTitle: 'Dirección de correo',
    emailCurrent: 'Tu dirección de correo es {email}.',
    emailNone: 'Tu cuenta no tiene dirección de correo.',
    emailProven: 'Se confirmó con un código por última vez el {date}.',
    emailNotProven: 'Aún no se ha confirmado con un código.',
    emailText:
      'Para cambiarla, introduce la dirección nueva: le enviamos un código para demostrar que es tuya y avisamos del cambio a tu dirección anterior.',
    newEmailLabel: 'Nueva dirección de correo',
    emailPlaceholder: 'tu@ejemplo.com',
    sendCode: 'Enviar código',
    sendingCode: 'Enviando…',
    missingEmail: 'Introduce la nueva dirección de correo',
    invalidEmail: 'Introduce una dirección de correo electrónico válida',
    emailCharacters: 'La dirección de correo no puede contener ?, & ni %',
    codeLabel: 'Código del correo',
    codeHint: 'Hemos enviado un código de {digits} cifras a {email}. Introdúcelo antes de {minutes} minutos.',
    useAnother: 'Usar otra dirección',
    emailChanged:
      'Tu dirección de correo ahora es {email}. Hemos enviado un aviso del cambio a tu dirección anterior.',
    emailFailed: 'No se pudo enviar el código. {reason}',

    deleteTitle: 'Eliminar cuenta',
    deleteText:
      'Elimina tu cuenta al momento con todo lo que guardamos de ella: tus puntuaciones, tus puestos en las clasificaciones, tus estadísticas y tus inicios de sesión en todos los dispositivos; solo se conservan, durante su plazo, los registros de las acciones del administrador sobre ella. No se puede deshacer.',
    deleteButton: 'Eliminar cuenta',
  },
);
