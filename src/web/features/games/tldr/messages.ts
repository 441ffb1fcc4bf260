import type { RowTally } from '../../../../shared/games/tldr/share.ts';
import { defineMessages } from '../../../i18n/catalog.ts';

/**
 * Every text of the TL;DR screen, in English and Spanish. Placeholders are written {name}; the
 * numbers of the rules ({max} attempts, the scoring) are filled from their constants.
 */
export const tldrMessages = defineMessages(
  {
    intro: 'Guess a six-letter word in six attempts: your own ranked word, or the word of the day.',
    board: 'Guesses',
    row: 'Guess {row}',
    tile: 'Row {row}, letter {position}: {letter}, {state}',
    tileEmpty: 'Row {row}, letter {position}: empty',
    tileTyped: 'Row {row}, letter {position}: {letter}, not submitted yet',
    'state.correct': 'correct',
    'state.present': 'present',
    'state.absent': 'absent',
    keyboard: 'Keyboard',
    key: '{letter}',
    keyState: '{letter}, {state}',
    enter: 'Enter',
    backspace: 'Backspace',
    typeHint:
      'Type with your keyboard or the keys below; Backspace deletes. A full row is checked by itself after a moment, or at once when you press Enter.',
    notInWordList: 'Not in word list',
    tooShort: 'Not enough letters: a guess has six letters.',
    loadingWords: 'Loading the word list…',
    wordsFailed: 'The word list could not be loaded. Check your connection and try again.',
    dealFailed: "Today's game could not be loaded. Check your connection and try again.",
    tryAgain: 'Try again',
    connectionLost: 'Connection lost. Your guess is kept and is sent as soon as the connection is back.',
    moveRefused: 'This guess could not be played. Reload the page to carry on with today’s game.',
    rowAnnouncement: 'Guess {row} of {max}, {word}: {clues}.',
    won: 'Congratulations!',
    wonText: 'You found {word} in {attempts} of {max}.',
    lost: 'Game Over',
    lostText: 'The word was {word}',
    completed: "Today's Challenge Completed!",
    completedWon: 'You found {word} in {attempts} of {max}.',
    completedLost: 'The word was {word}.',
    completedElsewhere: 'You have played today’s word in another browser or on another device.',
    nextWord: 'Next word in',
    nextWordNote: 'New words arrive at midnight Pacific time.',
    share: 'Share',
    shareAsText: 'Share as text',
    copied: 'Copied to clipboard',
    copiedText: 'Your result grid is ready to paste.',
    copiedLinesText: 'Your result, told row by row, is ready to paste.',
    copyFailed: 'Could not copy',
    copyFailedText: 'Your browser did not allow copying. Select and copy the grid yourself.',
    playAgain: 'Play again (not scored)',
    guestReplay: 'As a guest you may try today’s word again.',
    alreadySubmitted: 'You play your own ranked word once a day.',
    alreadyOnBoard:
      'The leaderboard already has your score for today’s ranked word, sent from another browser or device.',
    notSentYet: 'The score of this game has not reached the leaderboard yet.',
    wordRanked: 'Your ranked word',
    wordDaily: 'Word of the day (unranked)',
    unrankedGuest:
      'Not ranked: you are not signed in, so you played the word of the day, which everyone shares. Sign in to play your own ranked word.',
    unrankedDaily:
      'Not ranked: this was the word of the day, which everyone shares, so anyone could have told you its answer. Only your own ranked word goes on the leaderboard.',
    playDaily: 'Play the word of the day (unranked)',
    backToRanked: 'Back to your ranked game',
    helpTitle: 'How to play',
    help1:
      'Guess the word in six attempts. Each guess must be a real six-letter English word: a word that is not in our word list is refused and does not use an attempt.',
    help2: 'After each guess the tiles change colour:',
    helpCorrect: '{colour}: the letter is in the word and in that place.',
    helpPresent: '{colour}: the letter is in the word but in another place.',
    helpAbsent: 'Grey: the letter is not in the word (or not that many times).',
    green: 'Green',
    yellow: 'Yellow',
    orange: 'Orange',
    blue: 'Blue',
    help3:
      'There are two words a day, and new ones arrive at midnight Pacific time. Signed in, you play your own ranked word: it is yours alone, so nobody can tell you its answer, and your score goes to the leaderboard: {win} for finding the word, {perRemainingAttempt} for each attempt left, and {timePoints} minus the seconds taken. Everyone shares the word of the day: guests play it, and signed-in players may play it unranked after their ranked game. The timer starts with your first letter. Our server times every ranked game itself, from your first letter to your last guess, and does not rank a game faster than a person can play it (at least {keystrokeMs} ms for each letter and {reactionMs} ms between guesses, from the fastest human play on record).',
    exampleWord: 'Example',
    statsTitle: 'Statistics',
    played: 'Played',
    winPercent: 'Win %',
    currentStreak: 'Current streak',
    longestStreak: 'Longest streak',
    distribution: 'Guess distribution',
    distributionRow: 'Won in {guesses}: {count}',
    statsNote:
      'Kept in this browser only. Sign up and your statistics follow you to any browser you sign in on.',
    statsAccountNote:
      'Kept with your account from your ranked games: the same on every browser you sign in on.',
    statsLoading: 'Loading your statistics…',
    statsFailed: 'Your statistics could not be loaded.',
    browserStatsTitle: 'Recorded on this browser',
    browserStatsLine: '{played} played, {winPercent}% won, longest streak {longest}',
    browserStatsNote:
      'Games this browser recorded on its own (as a guest, or before the site kept statistics): they are not part of your account’s statistics.',
    settingsTitle: 'Settings',
    highContrast: 'High-contrast colours (orange and blue)',
    hardMode: 'Hard mode',
    hardModeText: 'Every hint revealed must be used in later guesses.',
    hardModeLocked: 'Hard mode is chosen before the first guess: this game keeps its mode to the end.',
    hintPlace: 'The {ordinal} letter must be {letter}',
    hintLetter: 'Guess must contain {letter}',
    hintLetters: 'Guess must contain {count} {letter}’s',
    'ordinal.1': '1st',
    'ordinal.2': '2nd',
    'ordinal.3': '3rd',
    'ordinal.4': '4th',
    'ordinal.5': '5th',
    'ordinal.6': '6th',
    'count.2': 'two',
    'count.3': 'three',
    'count.4': 'four',
    'count.5': 'five',
    'count.6': 'six',
    helpHard:
      'Hard mode, chosen in the settings before your first guess, asks you to use every hint: a letter found in its place stays there, and a letter found elsewhere in the word appears again in each later guess (twice if a row found it twice). A guess that leaves a hint out is refused and does not use an attempt. A game played in hard mode is shared with an asterisk after its attempts, such as 4/6*.',
    helpPractice:
      'Practice, under Past days, plays the word of the day of any past day since the first, as often as you like: in your browser, untimed, never sent and never counted. A day’s word is given once that day is over in Pacific time, and the days you have opened play offline too.',
    attemptsValue: '{used}/{max}',
    leaderboards: 'See the leaderboards',
    practiceNav: 'Practice',
    archiveLink: 'Past days',
    spanishLink: 'Spanish word',
    practiceLoadFailed: 'Practice could not be loaded. Check your connection and reload the page.',
    rankedOffline:
      "Today's game could not be loaded: ranked games, and the word of the day, need a connection, since our server deals and times them. Meanwhile you can practise past days: the days you have opened before play offline.",
    openArchive: 'Practise past days',
  },
  {
    intro:
      'Adivina una palabra de seis letras en seis intentos: tu propia palabra clasificatoria o la palabra del día.',
    board: 'Intentos',
    row: 'Intento {row}',
    tile: 'Fila {row}, letra {position}: {letter}, {state}',
    tileEmpty: 'Fila {row}, letra {position}: vacía',
    tileTyped: 'Fila {row}, letra {position}: {letter}, sin enviar',
    'state.correct': 'correcta',
    'state.present': 'presente',
    'state.absent': 'ausente',
    keyboard: 'Teclado',
    key: '{letter}',
    keyState: '{letter}, {state}',
    enter: 'Enviar',
    backspace: 'Borrar',
    typeHint:
      'Escribe con tu teclado o con las teclas de abajo; Retroceso borra. Una fila completa se comprueba sola al cabo de un momento, o al instante si pulsas Intro o la tecla Enviar.',
    notInWordList: 'No está en la lista de palabras',
    tooShort: 'Faltan letras: cada intento tiene seis letras.',
    loadingWords: 'Cargando la lista de palabras…',
    wordsFailed: 'No se pudo cargar la lista de palabras. Comprueba tu conexión e inténtalo de nuevo.',
    dealFailed: 'No se pudo cargar la partida de hoy. Comprueba tu conexión e inténtalo de nuevo.',
    tryAgain: 'Reintentar',
    connectionLost:
      'Se ha perdido la conexión. Tu intento se conserva y se envía en cuanto vuelva la conexión.',
    moveRefused: 'No se pudo jugar este intento. Recarga la página para seguir con la partida de hoy.',
    rowAnnouncement: 'Intento {row} de {max}, {word}: {clues}.',
    won: '¡Enhorabuena!',
    wonText: 'Has encontrado {word} en {attempts} de {max}.',
    lost: 'Fin de la partida',
    lostText: 'La palabra era {word}',
    completed: '¡Reto de hoy completado!',
    completedWon: 'Encontraste {word} en {attempts} de {max}.',
    completedLost: 'La palabra era {word}.',
    completedElsewhere: 'Ya has jugado la palabra de hoy en otro navegador o en otro dispositivo.',
    nextWord: 'Siguiente palabra en',
    nextWordNote: 'Cada día a medianoche (hora del Pacífico) llegan palabras nuevas.',
    share: 'Compartir',
    shareAsText: 'Compartir como texto',
    copied: 'Copiado al portapapeles',
    copiedText: 'Tu cuadrícula de resultados está lista para pegar.',
    copiedLinesText: 'Tu resultado, contado fila a fila, está listo para pegar.',
    copyFailed: 'No se pudo copiar',
    copyFailedText: 'Tu navegador no permitió copiar. Selecciona y copia la cuadrícula tú mismo.',
    playAgain: 'Jugar otra vez (sin puntuar)',
    guestReplay: 'Como invitado puedes volver a intentar la palabra de hoy.',
    alreadySubmitted: 'Tu palabra clasificatoria se juega una vez al día.',
    alreadyOnBoard:
      'La clasificación ya tiene tu puntuación de la palabra clasificatoria de hoy, enviada desde otro navegador o dispositivo.',
    notSentYet: 'La puntuación de esta partida aún no ha llegado a la clasificación.',
    wordRanked: 'Tu palabra clasificatoria',
    wordDaily: 'Palabra del día (sin clasificación)',
    unrankedGuest:
      'Sin clasificación: no has iniciado sesión, así que has jugado la palabra del día, que todos comparten. Inicia sesión para jugar tu propia palabra clasificatoria.',
    unrankedDaily:
      'Sin clasificación: era la palabra del día, que todos comparten, así que cualquiera podía haberte dicho la respuesta. Solo tu propia palabra clasificatoria va a la clasificación.',
    playDaily: 'Jugar la palabra del día (sin clasificación)',
    backToRanked: 'Volver a tu partida clasificatoria',
    helpTitle: 'Cómo se juega',
    help1:
      'Adivina la palabra en seis intentos. Cada intento debe ser una palabra inglesa real de seis letras: una palabra que no está en nuestra lista se rechaza y no gasta intento.',
    help2: 'Tras cada intento las casillas cambian de color:',
    helpCorrect: '{colour}: la letra está en la palabra y en ese lugar.',
    helpPresent: '{colour}: la letra está en la palabra, pero en otro lugar.',
    helpAbsent: 'Gris: la letra no está en la palabra (o no tantas veces).',
    green: 'Verde',
    yellow: 'Amarillo',
    orange: 'Naranja',
    blue: 'Azul',
    help3:
      'Cada día hay dos palabras, y a medianoche (hora del Pacífico) llegan otras nuevas. Con sesión iniciada juegas tu propia palabra clasificatoria: es solo tuya, así que nadie puede decirte la respuesta, y tu puntuación va a la clasificación: {win} por encontrar la palabra, {perRemainingAttempt} por cada intento sobrante y {timePoints} menos los segundos empleados. Todos comparten la palabra del día: la juegan los invitados, y con sesión iniciada puedes jugarla sin clasificación después de tu partida clasificatoria. El tiempo empieza con la primera letra. Nuestro servidor cronometra él mismo cada partida clasificatoria, desde tu primera letra hasta tu último intento, y no clasifica una partida más rápida de lo que una persona puede jugarla (al menos {keystrokeMs} ms por letra y {reactionMs} ms entre intentos, según la partida humana más rápida registrada).',
    exampleWord: 'Ejemplo',
    statsTitle: 'Estadísticas',
    played: 'Jugadas',
    winPercent: '% de victorias',
    currentStreak: 'Racha actual',
    longestStreak: 'Mejor racha',
    distribution: 'Intentos necesarios',
    distributionRow: 'Ganadas en {guesses}: {count}',
    statsNote:
      'Se guardan solo en este navegador. Regístrate y tus estadísticas te acompañarán en cualquier navegador en el que inicies sesión.',
    statsAccountNote:
      'Se guardan con tu cuenta a partir de tus partidas clasificatorias: las mismas en cualquier navegador en el que inicies sesión.',
    statsLoading: 'Cargando tus estadísticas…',
    statsFailed: 'No se pudieron cargar tus estadísticas.',
    browserStatsTitle: 'Registradas en este navegador',
    browserStatsLine: '{played} jugadas, {winPercent} % ganadas, mejor racha {longest}',
    browserStatsNote:
      'Partidas que este navegador registró por su cuenta (como invitado o antes de que el sitio guardara estadísticas): no forman parte de las estadísticas de tu cuenta.',
    settingsTitle: 'Ajustes',
    highContrast: 'Colores de alto contraste (naranja y azul)',
    hardMode: 'Modo difícil',
    hardModeText: 'Cada pista revelada debe usarse en los intentos siguientes.',
    hardModeLocked:
      'El modo difícil se elige antes del primer intento: esta partida mantiene su modo hasta el final.',
    hintPlace: 'La {ordinal} letra debe ser {letter}',
    hintLetter: 'El intento debe contener {letter}',
    hintLetters: 'El intento debe contener {count} {letter}',
    'ordinal.1': '1.ª',
    'ordinal.2': '2.ª',
    'ordinal.3': '3.ª',
    'ordinal.4': '4.ª',
    'ordinal.5': '5.ª',
    'ordinal.6': '6.ª',
    'count.2': 'dos',
    'count.3': 'tres',
    'count.4': 'cuatro',
    'count.5': 'cinco',
    'count.6': 'seis',
    helpHard:
      'El modo difícil, que eliges en los ajustes antes de tu primer intento, te pide usar cada pista: una letra acertada en su lugar se queda en él, y una letra que está en otro lugar de la palabra vuelve a aparecer en cada intento siguiente (dos veces si una fila la encontró dos veces). Un intento que deja fuera una pista se rechaza y no gasta intento. Una partida jugada en modo difícil se comparte con un asterisco tras sus intentos, como 4/6*.',
    helpPractice:
      'La práctica, en Días pasados, juega la palabra del día de cualquier día pasado desde el primero, tantas veces como quieras: en tu navegador, sin reloj, sin enviarse y sin contar. La palabra de un día se da cuando ese día ha terminado en la hora del Pacífico, y los días que ya abriste también se juegan sin conexión. En el sitio en español hay además una palabra de práctica en español.',
    attemptsValue: '{used}/{max}',
    leaderboards: 'Ver las clasificaciones',
    practiceNav: 'Práctica',
    archiveLink: 'Días pasados',
    spanishLink: 'Palabra en español',
    practiceLoadFailed: 'No se pudo cargar la práctica. Revisa tu conexión y recarga la página.',
    rankedOffline:
      'No se pudo cargar la partida de hoy: las partidas clasificatorias, y la palabra del día, necesitan conexión, porque nuestro servidor las reparte y las cronometra. Mientras tanto, puedes practicar días pasados: los que ya abriste se juegan sin conexión.',
    openArchive: 'Practicar días pasados',
  },
);

/**
 * The lines of the text shared for screen readers, one per guess, from numbers alone (what the
 * guess found); in a catalog of its own, as its texts are functions rather than strings.
 */
export const tldrShareMessages = defineMessages(
  {
    shareRow: ({ row, inPlace, elsewhere, letters }: RowTally) =>
      inPlace === letters
        ? `Row ${row}: all ${letters} letters in place`
        : inPlace + elsewhere === 0
          ? `Row ${row}: no letter in the word`
          : `Row ${row}: ${inPlace} ${inPlace === 1 ? 'letter' : 'letters'} in place, ${elsewhere} in the word elsewhere`,
  },
  {
    shareRow: ({ row, inPlace, elsewhere, letters }) =>
      inPlace === letters
        ? `Fila ${row}: las ${letters} letras en su sitio`
        : inPlace + elsewhere === 0
          ? `Fila ${row}: ninguna letra en la palabra`
          : `Fila ${row}: ${inPlace} ${inPlace === 1 ? 'letra' : 'letras'} en su sitio, ${elsewhere} en otro lugar de la palabra`,
  },
);

/**
 * The word's meaning after a game (`word-meaning.tsx`): its part of speech, the definition (always in
 * English, from WordNet) and the states where none is shown.
 */
export const wordMeaningMessages = defineMessages(
  {
    title: 'Meaning',
    titleEnglish: 'Meaning',
    'pos.noun': 'noun',
    'pos.verb': 'verb',
    'pos.adjective': 'adjective',
    'pos.adverb': 'adverb',
    formOf: 'form of',
    credit: 'Meaning from WordNet.',
    noneKnown: 'We have no meaning for this word.',
    unavailable: 'The meaning of the word needs a connection: it could not be read.',
    spanishWord: 'Meanings are given for English words only.',
  },
  {
    title: 'Significado',
    titleEnglish: 'Significado (en inglés)',
    'pos.noun': 'sustantivo',
    'pos.verb': 'verbo',
    'pos.adjective': 'adjetivo',
    'pos.adverb': 'adverbio',
    formOf: 'forma de',
    credit: 'Significado tomado de WordNet, un diccionario en inglés.',
    noneKnown: 'No tenemos el significado de esta palabra.',
    unavailable: 'El significado de la palabra necesita conexión: no se ha podido leer.',
    spanishWord: 'Solo damos el significado de las palabras en inglés.',
  },
);
