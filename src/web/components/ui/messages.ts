import { defineMessages } from '../../i18n/catalog.ts';

export const availabilityMessages = defineMessages(
  {
    checkingName: 'Checking availability…',
    nameAvailable: 'Username is available',
    nameTaken: 'Username is already taken',
  },
  {
    checkingName: 'Comprobando disponibilidad…',
    nameAvailable: 'El nombre de usuario está disponible',
    nameTaken: 'El nombre de usuario ya está en uso',
  },
);

export const codeMessages = defineMessages(
  {
    codeMissing: 'Please enter the {digits} digits from the email',
    verify: 'Verify',
    verifying: 'Checking…',
    resend: 'Send a new code',
    resending: 'Sending…',
    back: 'Back',
    codeResent: 'A new code is on its way. Only the newest code works.',
    verifyFailed: 'The code could not be checked. Please try again.',
  },
  {
    codeMissing: 'Introduce las {digits} cifras del correo',
    verify: 'Verificar',
    verifying: 'Comprobando…',
    resend: 'Enviar un código nuevo',
    resending: 'Enviando…',
    back: 'Volver',
    codeResent: 'Te enviamos un código nuevo. Solo sirve el más reciente.',
    verifyFailed: 'No se pudo comprobar el código. Inténtalo de nuevo.',
  },
);
