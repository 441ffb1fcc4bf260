import { defineMessages } from '../../../i18n/catalog.ts';

/** The texts of the Number Puzzle screen. The numbers of the rules are filled from their constants. */
export const numberPuzzleMessages = defineMessages(
  {
    intro:
      'Slide the tiles back into order from 1 to 15, with the blank in the bottom-right corner. Only a tile next to the blank can move. The timer starts with your first move.',
    difficulty: 'Difficulty',
    'difficulty.easy': 'Easy',
    'difficulty.medium': 'Medium',
    'difficulty.hard': 'Hard',
    difficultyHelp:
      'Easy, Medium and Hard shuffle the solved puzzle with {easy}, {medium} or {hard} random moves, so every puzzle can be solved. Choosing one starts a new puzzle.',
    newPuzzle: 'New Puzzle',
    board: 'Puzzle board, blank at row {row}, column {column}',
    shuffling: 'Shuffling the tiles…',
    tile: 'Tile {number}',
    tileMovable: 'Tile {number}, movable',
    blank: 'Blank',
    keys: 'Keyboard: Enter or Space slides a focused tile that is next to the blank. With a tile focused, an arrow key slides the tile next to the blank in the arrow’s direction: ← moves the tile to the right of the blank leftwards into it, ↑ the tile below it upwards.',
    legend: 'Tiles with a blue outline can move; green tiles are already in their place.',
    scoring: 'Score: {base} minus {perSecond} points a second and {perMove} a move.',
    'direction.up': 'up',
    'direction.down': 'down',
    'direction.left': 'left',
    'direction.right': 'right',
    moved: 'Tile {tile} moved {direction}. Blank at row {row}, column {column}.',
    newGame: 'New {difficulty} puzzle. Blank at row {row}, column {column}.',
    cannotSlide: 'No tile can move {direction}.',
    solvedTitle: 'Puzzle solved!',
    result: 'Puzzle solved in {clock} with {moves, plural, one {# move} other {# moves}}. Score: {score}.',
    resultUntimed: 'Puzzle solved with {moves, plural, one {# move} other {# moves}}.',
    connectionLost:
      'Connection lost. Your moves are kept and will be sent as soon as the connection is back; you can keep playing.',
    dealFailed: 'The puzzle could not be dealt. Check your connection and try again.',
    playFailed: 'This puzzle cannot go on: {reason} Start a new puzzle.',
    tryAgain: 'Try again',
  },
  {
    intro:
      'Desliza las fichas hasta ordenarlas del 1 al 15, con el hueco en la esquina inferior derecha. Solo se mueve una ficha junto al hueco. El cronómetro arranca con tu primer movimiento.',
    difficulty: 'Dificultad',
    'difficulty.easy': 'Fácil',
    'difficulty.medium': 'Media',
    'difficulty.hard': 'Difícil',
    difficultyHelp:
      'Fácil, Media y Difícil desordenan el puzle resuelto con {easy}, {medium} o {hard} movimientos al azar, así que todos los puzles tienen solución. Elegir una empieza un puzle nuevo.',
    newPuzzle: 'Nuevo puzle',
    board: 'Tablero, hueco en la fila {row}, columna {column}',
    shuffling: 'Desordenando las fichas…',
    tile: 'Ficha {number}',
    tileMovable: 'Ficha {number}, se puede mover',
    blank: 'Hueco',
    keys: 'Teclado: Intro o Espacio desliza la ficha enfocada si está junto al hueco. Con una ficha enfocada, una flecha desliza hacia el hueco la ficha vecina en la dirección de la flecha: ← mueve a la izquierda la ficha que está a la derecha del hueco, ↑ sube la ficha que está debajo.',
    legend: 'Las fichas con borde azul se pueden mover; las verdes ya están en su sitio.',
    scoring: 'Puntuación: {base} menos {perSecond} puntos por segundo y {perMove} por movimiento.',
    'direction.up': 'hacia arriba',
    'direction.down': 'hacia abajo',
    'direction.left': 'a la izquierda',
    'direction.right': 'a la derecha',
    moved: 'Ficha {tile} movida {direction}. Hueco en la fila {row}, columna {column}.',
    newGame: 'Nuevo puzle ({difficulty}). Hueco en la fila {row}, columna {column}.',
    cannotSlide: 'Ninguna ficha se puede mover {direction}.',
    solvedTitle: '¡Puzle resuelto!',
    result:
      'Puzle resuelto en {clock} con {moves, plural, one {# movimiento} other {# movimientos}}. Puntuación: {score}.',
    resultUntimed: 'Puzle resuelto con {moves, plural, one {# movimiento} other {# movimientos}}.',
    connectionLost:
      'Se ha perdido la conexión. Tus movimientos se guardan y se enviarán en cuanto vuelva la conexión; puedes seguir jugando.',
    dealFailed: 'No se ha podido preparar el puzle. Comprueba tu conexión e inténtalo de nuevo.',
    playFailed: 'Este puzle no puede continuar: {reason} Empieza un puzle nuevo.',
    tryAgain: 'Reintentar',
  },
);
