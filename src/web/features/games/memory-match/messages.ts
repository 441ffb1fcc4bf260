import { defineMessages } from '../../../i18n/catalog.ts';

/** The texts of the Memory Match screen. The numbers of the scoring rule are filled from its constants. */
export const memoryMessages = defineMessages(
  {
    intro:
      'Sixteen cards hide eight pairs of symbols. Turn two cards at a time: a matching pair stays face up, a mismatch turns back after a second.',
    timerStarts: 'The timer starts with your first card.',
    keys: 'Keyboard: Tab or the arrow keys move between cards; Enter or Space turns a card.',
    scoring:
      'While you play, the score falls by {displayedPerSecond} points a second and {displayedPerMove} a move. The final score, the one a ranked game sends to the leaderboard, is {base} minus {submittedPerSecond} points a second plus {submittedPerPair} for each pair found.',
    board: 'Cards',
    pairsFound: 'Pairs found: {found} of {total}',
    'symbol.brain': 'brain',
    'symbol.target': 'target',
    'symbol.fire': 'fire',
    'symbol.star': 'star',
    'symbol.dice': 'dice',
    'symbol.palette': 'palette',
    'symbol.music-note': 'music note',
    'symbol.lightning': 'lightning',
    cardHidden: 'Card {number}, hidden',
    cardFaceUp: 'Card {number}, {symbol}, face up',
    cardMatched: 'Card {number}, {symbol}, matched',
    turned: 'Card {number}: {symbol}.',
    match: 'Match: {symbol}! {found} of {total} pairs found.',
    mismatch: 'No match: {first} and {second}. The cards turn back.',
    dealt: 'New game: sixteen cards, all face down.',
    resultTitle: 'All pairs found!',
    result: 'All pairs found in {clock} with {moves, plural, one {# move} other {# moves}}. Score: {score}.',
    resultUntimed: 'All pairs found with {moves, plural, one {# move} other {# moves}}.',
    finalScore: 'Final score',
    cardTurning: 'Card {number}, turning',
    connectionLost:
      'Connection lost. Your card is kept and will be turned as soon as the connection is back; the game goes on from there.',
    dealFailed: 'The cards could not be dealt. Check your connection and try again.',
    playFailed: 'This game cannot go on: {reason} Start a new game.',
    tryAgain: 'Try again',
    waitForPair: 'Wait for the pair to turn.',
    scoresExplained:
      'This final score counts the pairs found and your time; the score during play counted your moves and time, so the two differ.',
  },
  {
    intro:
      'Dieciséis cartas esconden ocho parejas de símbolos. Gira dos cartas cada vez: una pareja que coincide queda boca arriba y, si no coinciden, se vuelven a girar al cabo de un segundo.',
    timerStarts: 'El cronómetro arranca con la primera carta.',
    keys: 'Teclado: Tab o las flechas mueven entre las cartas; Intro o Espacio giran una carta.',
    scoring:
      'Durante la partida, la puntuación baja {displayedPerSecond} puntos por segundo y {displayedPerMove} por movimiento. La puntuación final, la que una partida clasificatoria envía a la clasificación, es {base} menos {submittedPerSecond} puntos por segundo más {submittedPerPair} por cada pareja encontrada.',
    board: 'Cartas',
    pairsFound: 'Parejas encontradas: {found} de {total}',
    'symbol.brain': 'cerebro',
    'symbol.target': 'diana',
    'symbol.fire': 'fuego',
    'symbol.star': 'estrella',
    'symbol.dice': 'dado',
    'symbol.palette': 'paleta',
    'symbol.music-note': 'nota musical',
    'symbol.lightning': 'rayo',
    cardHidden: 'Carta {number}, oculta',
    cardFaceUp: 'Carta {number}, {symbol}, boca arriba',
    cardMatched: 'Carta {number}, {symbol}, emparejada',
    turned: 'Carta {number}: {symbol}.',
    match: '¡Pareja: {symbol}! {found} de {total} parejas encontradas.',
    mismatch: 'No coinciden: {first} y {second}. Las cartas se vuelven a girar.',
    dealt: 'Nueva partida: dieciséis cartas, todas boca abajo.',
    resultTitle: '¡Todas las parejas encontradas!',
    result:
      'Todas las parejas encontradas en {clock} con {moves, plural, one {# movimiento} other {# movimientos}}. Puntuación: {score}.',
    resultUntimed:
      'Todas las parejas encontradas con {moves, plural, one {# movimiento} other {# movimientos}}.',
    finalScore: 'Puntuación final',
    cardTurning: 'Carta {number}, girándose',
    connectionLost:
      'Se ha perdido la conexión. Tu carta se guarda y se girará en cuanto vuelva la conexión; la partida sigue desde ahí.',
    dealFailed: 'No se han podido repartir las cartas. Comprueba tu conexión e inténtalo de nuevo.',
    playFailed: 'Esta partida no puede continuar: {reason} Empieza una partida nueva.',
    tryAgain: 'Reintentar',
    waitForPair: 'Espera a que la pareja se gire.',
    scoresExplained:
      'Esta puntuación final cuenta las parejas encontradas y tu tiempo; la de durante la partida contaba tus movimientos y el tiempo, por eso no coinciden.',
  },
);
