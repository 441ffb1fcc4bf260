import { defineMessages } from '../../i18n/catalog.ts';

export const menuMessages = defineMessages(
  {
    avatar: 'Avatar of {name}',
    menu: '{name}, account menu',
    account: 'Account',
    progress: 'Progress',
    signOut: 'Sign Out',
  },
  {
    avatar: 'Avatar de {name}',
    menu: '{name}, menú de la cuenta',
    account: 'Cuenta',
    progress: 'Progreso',
    signOut: 'Cerrar sesión',
  },
);

/** The texts of the account deletion dialog; they load with the dialog. */
export const accountMessages = defineMessages(
  {
    title: 'Delete your account?',
    text: 'Your account {name} is deleted at once with everything kept of it: your scores, your places on the leaderboards, your statistics and your sign-ins on every device. This cannot be undone.',
    cancel: 'Cancel',
    confirm: 'Delete account',
    deleting: 'Deleting…',
    deletedTitle: 'Account deleted',
    deleted: 'Your account and everything kept of it have been deleted.',
    signedOutTitle: 'Signed out',
    signedOut: 'Your session had ended, so nothing was deleted. Sign in again to delete your account.',
    failed: 'Your account could not be deleted. {reason}',
    offline: 'The server could not be reached. Please check your connection and try again.',
  },
  {
    title: '¿Eliminar tu cuenta?',
    text: 'Tu cuenta {name} se elimina al momento con todo lo que guardamos de ella: tus puntuaciones, tus puestos en las clasificaciones, tus estadísticas y tus inicios de sesión en todos los dispositivos. No se puede deshacer.',
    cancel: 'Cancelar',
    confirm: 'Eliminar cuenta',
    deleting: 'Eliminando…',
    deletedTitle: 'Cuenta eliminada',
    deleted: 'Tu cuenta y todo lo que guardábamos de ella se han eliminado.',
    signedOutTitle: 'Sesión cerrada',
    signedOut:
      'Tu sesión había terminado, así que no se eliminó nada. Vuelve a iniciar sesión para eliminar tu cuenta.',
    failed: 'No se pudo eliminar tu cuenta. {reason}',
    offline: 'No se pudo contactar con el servidor. Comprueba tu conexión e inténtalo de nuevo.',
  },
);
