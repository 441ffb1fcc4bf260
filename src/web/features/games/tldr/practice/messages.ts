import { defineMessages } from '../../../../i18n/catalog.ts';

/**
 * The texts of TL;DR practice (the archive of past days and the Spanish practice word), fetched with
 * its code when a player opens practice. Placeholders are written {name}.
 */
export const tldrPracticeMessages = defineMessages(
  {
    title: 'TL;DR practice',
    intro:
      'Practice is played in your browser: never sent, never counted in statistics or streaks, and untimed.',
    archiveHeading: 'Archive of past days',
    dayLabel: 'Past day',
    open: 'Open',
    'status.won': 'solved',
    'status.lost': 'not found',
    'status.started': 'started',
    offline: 'plays offline',
    archiveSummary: '{done} of {total} days done; {offline, plural, one {# plays} other {# play}} offline.',
    archiveEmpty: 'No past day yet: the archive opens once the first word of the day is over.',
    rangeLoading: 'Loading the past days…',
    rangeFailed:
      'The list of past days needs a connection. The days you have opened before are listed and play offline.',
    pickDay: 'Pick a past day above to play its word of the day.',
    answerLoading: 'Fetching the word of {day}…',
    answerFailed:
      'The word of {day} could not be fetched. Check your connection and try again; days opened before play offline.',
    tryAgain: 'Try again',
    badDay: '“{day}” is not a day of the archive: a day is written YYYY-MM-DD. Pick a past day above.',
    notOver:
      '{day} is not over yet in Pacific time: its word is given once the day has ended. Pick a past day above.',
    beforeFirst: '{day} is before the first word of the day ({first}). Pick a past day above.',
    wordArchive: 'Word of the day of {day} (practice)',
    wordSpanish: 'Spanish practice word',
    spanishIntro:
      'A common six-letter Spanish word. Ñ is a letter of its own; accents are not typed (ARBOL is ÁRBOL).',
    spanishLoading: 'Loading the Spanish words…',
    spanishFailed: 'The Spanish words could not be loaded. Check your connection and try again.',
    practiceNote: 'Practice: not sent, and not counted in any statistics or streak.',
    day: 'Day',
    playAgainDay: 'Play this day again',
    newSpanishWord: 'New Spanish word',
    backToToday: 'Back to today’s game',
    todaysGame: 'Today’s game',
  },
  {
    title: 'Práctica de TL;DR',
    intro:
      'La práctica se juega en tu navegador: nunca se envía, no cuenta en estadísticas ni rachas y no tiene reloj.',
    archiveHeading: 'Archivo de días pasados',
    dayLabel: 'Día pasado',
    open: 'Abrir',
    'status.won': 'resuelto',
    'status.lost': 'no encontrada',
    'status.started': 'empezado',
    offline: 'se juega sin conexión',
    archiveSummary:
      '{done} de {total} días hechos; {offline, plural, one {# se juega} other {# se juegan}} sin conexión.',
    archiveEmpty: 'Aún no hay días pasados: el archivo se abre cuando termina la primera palabra del día.',
    rangeLoading: 'Cargando los días pasados…',
    rangeFailed:
      'La lista de días pasados necesita conexión. Aparecen los días que ya abriste, que se juegan sin conexión.',
    pickDay: 'Elige arriba un día pasado para jugar su palabra del día.',
    answerLoading: 'Buscando la palabra del {day}…',
    answerFailed:
      'No se pudo obtener la palabra del {day}. Revisa tu conexión y vuelve a intentarlo; los días ya abiertos se juegan sin conexión.',
    tryAgain: 'Reintentar',
    badDay: '«{day}» no es un día del archivo: un día se escribe AAAA-MM-DD. Elige arriba un día pasado.',
    notOver:
      'El {day} aún no ha terminado en la hora del Pacífico: su palabra se da cuando acaba el día. Elige arriba un día pasado.',
    beforeFirst: 'El {day} es anterior a la primera palabra del día ({first}). Elige arriba un día pasado.',
    wordArchive: 'Palabra del día del {day} (práctica)',
    wordSpanish: 'Palabra de práctica en español',
    spanishIntro:
      'Una palabra española frecuente de seis letras. La Ñ es una letra propia; las tildes no se escriben (ARBOL es ÁRBOL).',
    spanishLoading: 'Cargando las palabras en español…',
    spanishFailed: 'No se pudieron cargar las palabras en español. Revisa tu conexión y vuelve a intentarlo.',
    practiceNote: 'Práctica: no se envía ni cuenta en ninguna estadística ni racha.',
    day: 'Día',
    playAgainDay: 'Jugar este día otra vez',
    newSpanishWord: 'Nueva palabra en español',
    backToToday: 'Volver al juego de hoy',
    todaysGame: 'Juego de hoy',
  },
);
