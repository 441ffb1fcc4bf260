import { defineMessages } from '../../i18n/catalog.ts';

/** The progress page's texts, in both languages; they load with the page. */
export const progressMessages = defineMessages(
  {
    title: 'Your progress',
    intro:
      'Your best score and time in each game, your scores over the last {span} days, the games you play each week, your {game} statistics and where your best of the month stands.',
    meaning:
      'These figures show how you do at these puzzles and how that changes as you practise; they are not a measure of your brain, your memory or your intelligence.',
    guest:
      'Sign in or sign up to keep your progress: your best score in every game, a chart of your progress, TL;DR statistics and streaks that follow you to any browser, and where you stand among each month’s players.',
    signIn: 'Sign In / Sign Up',
    loading: 'Loading your progress…',
    loadFailed: 'Your progress could not be loaded. Please check your connection and try again.',
    offline: 'The server could not be reached. Please check your connection and try again.',
    sessionEndedTitle: 'Signed out',
    sessionEnded: 'Your session had ended, so this browser is signed out. Please sign in again.',
    empty:
      'You have not finished a game while signed in yet. Once you do, your best scores and times, a chart of your scores, your games per week and where you stand this month will appear here.',
    emptyPlay: 'Choose a game to play:',

    bestScore: 'Best score',
    bestTime: 'Best time',
    gamesPlayed: 'Games played',
    totalPoints: 'Total points',
    none: 'None yet',
    notPlayed: 'You have not played {game} while signed in yet.',
    play: 'Play {game}',

    scoresTitle: 'Best score per day',
    scoresSummary:
      'Best score of {game} per day over the last {span} days: {days, plural, one {# day} other {# days}} played, highest {best} on {date}.',
    scoresSummaryNone: 'Best score of {game} per day over the last {span} days: no day played.',
    pointLabel: '{date}: best {best} of {games, plural, one {# game} other {# games}}',
    weeksTitle: 'Games per week',
    weeksSummary:
      'Games of {game} per week over the last {span} weeks: {total, plural, one {# game} other {# games}}, the most {most} in the week of {date}.',
    weeksSummaryNone: 'Games of {game} per week over the last {span} weeks: none played.',
    barLabel: 'Week of {date}: {games, plural, one {# game} other {# games}}',
    showTable: 'Show the data as a table',
    day: 'Day',
    best: 'Best score',
    games: 'Games',
    weekOf: 'Week of',
    noDays: 'No day played in the last {span} days.',

    standingTitle: 'Where you stand this month',
    standing:
      'Your best this month, {best}, scored higher than {percent} of the {compared, plural, one {# game} other {# games}} played at {level} this month.',
    standingNoLevel:
      'Your best this month, {best}, scored higher than {percent} of the {compared, plural, one {# game} other {# games}} of {game} played this month.',
    standingFew:
      'Few games were played at this level this month, so this figure means little: it compares you with a handful of games.',
    standingNone: 'You have not played {game} this month yet.',
    'level.easy': 'Easy',
    'level.medium': 'Medium',
    'level.hard': 'Hard',

    tldrTitle: '{game} statistics',
    played: 'Played',
    winPercent: 'Win %',
    currentStreak: 'Current streak',
    longestStreak: 'Longest streak',
    distribution: 'Guess distribution',
    distributionRow: 'Won in {guesses}: {count}',

    browserTitle: 'Recorded on this browser',
    browserText:
      'These are {game} games played on this browser, as a guest or before the site kept statistics for your account. They are not part of your account’s statistics above.',
    browserGuestText:
      'These are {game} games played on this browser as a guest. This browser keeps them on its own; signing up does not add them to an account.',
    browserGuest: 'Played as a guest',
    browserAccount: 'Played signed in, kept by this browser',

    historyTitle: 'Your recent games',
    historyFilter: 'Game',
    historyFrom: 'From',
    historyTo: 'To',
    historyDays: 'Days are counted in Pacific time, as on the leaderboards.',
    historyRangeWrong: 'The first day is after the last one: choose a first day on or before {to}.',
    historyTable: 'Table of your recent games',
    allGames: 'All games',
    historyLoading: 'Loading your games…',
    historyFailed: 'Your games could not be loaded. {reason}',
    historyEmpty: 'No game to show.',
    date: 'Date',
    game: 'Game',
    level: 'Level',
    score: 'Score',
    time: 'Time',
    result: 'Result',
    won: 'Found in {guesses, plural, one {# guess} other {# guesses}}',
    lost: 'Not found',
    showMore: 'Show more',
    loadingMore: 'Loading…',
  },
  {
    title: 'Tu progreso',
    intro:
      'Tu mejor puntuación y tu mejor tiempo en cada juego, tus puntuaciones de los últimos {span} días, las partidas que juegas cada semana, tus estadísticas de {game} y la posición de tu mejor puntuación del mes.',
    meaning:
      'Estas cifras muestran cómo te va en estos rompecabezas y cómo cambia con la práctica; no miden tu cerebro, tu memoria ni tu inteligencia.',
    guest:
      'Inicia sesión o regístrate para guardar tu progreso: tu mejor puntuación en cada juego, un gráfico de tu progreso, estadísticas y rachas de TL;DR que te acompañan en cualquier navegador, y tu posición entre los jugadores de cada mes.',
    signIn: 'Iniciar sesión / Registrarse',
    loading: 'Cargando tu progreso…',
    loadFailed: 'No se pudo cargar tu progreso. Comprueba tu conexión e inténtalo de nuevo.',
    offline: 'No se pudo contactar con el servidor. Comprueba tu conexión e inténtalo de nuevo.',
    sessionEndedTitle: 'Sesión cerrada',
    sessionEnded:
      'Tu sesión había terminado, así que este navegador ha cerrado la sesión. Vuelve a iniciar sesión.',
    empty:
      'Todavía no has terminado ninguna partida con la sesión iniciada. Cuando lo hagas, aquí aparecerán tus mejores puntuaciones y tiempos, un gráfico de tus puntuaciones, tus partidas por semana y tu posición este mes.',
    emptyPlay: 'Elige un juego:',

    bestScore: 'Mejor puntuación',
    bestTime: 'Mejor tiempo',
    gamesPlayed: 'Partidas jugadas',
    totalPoints: 'Puntos totales',
    none: 'Aún ninguna',
    notPlayed: 'Todavía no has jugado a {game} con la sesión iniciada.',
    play: 'Jugar a {game}',

    scoresTitle: 'Mejor puntuación por día',
    scoresSummary:
      'Mejor puntuación de {game} por día en los últimos {span} días: {days, plural, one {# día} other {# días}} con partidas, la más alta {best} el {date}.',
    scoresSummaryNone:
      'Mejor puntuación de {game} por día en los últimos {span} días: ningún día con partidas.',
    pointLabel: '{date}: mejor puntuación {best} de {games, plural, one {# partida} other {# partidas}}',
    weeksTitle: 'Partidas por semana',
    weeksSummary:
      'Partidas de {game} por semana en las últimas {span} semanas: {total, plural, one {# partida} other {# partidas}}, como máximo {most} en la semana del {date}.',
    weeksSummaryNone: 'Partidas de {game} por semana en las últimas {span} semanas: ninguna.',
    barLabel: 'Semana del {date}: {games, plural, one {# partida} other {# partidas}}',
    showTable: 'Ver los datos en una tabla',
    day: 'Día',
    best: 'Mejor puntuación',
    games: 'Partidas',
    weekOf: 'Semana del',
    noDays: 'Ningún día con partidas en los últimos {span} días.',

    standingTitle: 'Tu posición este mes',
    standing:
      'Tu mejor puntuación de este mes, {best}, supera al {percent} de las {compared, plural, one {# partida} other {# partidas}} jugadas en dificultad {level} este mes.',
    standingNoLevel:
      'Tu mejor puntuación de este mes, {best}, supera al {percent} de las {compared, plural, one {# partida} other {# partidas}} de {game} jugadas este mes.',
    standingFew:
      'Este mes se han jugado pocas partidas en este nivel, así que esta cifra dice poco: te compara con un puñado de partidas.',
    standingNone: 'Todavía no has jugado a {game} este mes.',
    'level.easy': 'Fácil',
    'level.medium': 'Media',
    'level.hard': 'Difícil',

    tldrTitle: 'Estadísticas de {game}',
    played: 'Jugadas',
    winPercent: '% de victorias',
    currentStreak: 'Racha actual',
    longestStreak: 'Mejor racha',
    distribution: 'Intentos necesarios',
    distributionRow: 'Ganadas en {guesses}: {count}',

    browserTitle: 'Registradas en este navegador',
    browserText:
      'Son partidas de {game} jugadas en este navegador, como invitado o antes de que el sitio guardara estadísticas de tu cuenta. No forman parte de las estadísticas de tu cuenta que ves arriba.',
    browserGuestText:
      'Son partidas de {game} jugadas en este navegador como invitado. Este navegador las guarda por su cuenta; registrarte no las añade a una cuenta.',
    browserGuest: 'Jugadas como invitado',
    browserAccount: 'Jugadas con la sesión iniciada, guardadas por este navegador',

    historyTitle: 'Tus últimas partidas',
    historyFilter: 'Juego',
    historyFrom: 'Desde',
    historyTo: 'Hasta',
    historyDays: 'Los días se cuentan en la hora del Pacífico, como en las clasificaciones.',
    historyRangeWrong: 'El primer día es posterior al último: elige un primer día igual o anterior al {to}.',
    historyTable: 'Tabla de tus últimas partidas',
    allGames: 'Todos los juegos',
    historyLoading: 'Cargando tus partidas…',
    historyFailed: 'No se pudieron cargar tus partidas. {reason}',
    historyEmpty: 'No hay partidas que mostrar.',
    date: 'Fecha',
    game: 'Juego',
    level: 'Nivel',
    score: 'Puntuación',
    time: 'Tiempo',
    result: 'Resultado',
    won: 'Acertada en {guesses, plural, one {# intento} other {# intentos}}',
    lost: 'No acertada',
    showMore: 'Ver más',
    loadingMore: 'Cargando…',
  },
);
