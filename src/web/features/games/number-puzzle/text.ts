import type { Difficulty, Direction } from '../../../../shared/games/number-puzzle/board.ts';
import type { Lang } from '../../../i18n/i18n.ts';

interface NumberPuzzleText {
  title: string;
  intro: string;
  difficulty: string;
  difficulties: Record<Difficulty, string>;
  difficultyHelp: string;
  newPuzzle: string;
  board: (row: number, column: number) => string;
  shuffling: string;
  tile: (number: number, movable: boolean) => string;
  blank: string;
  keys: string;
  legend: string;
  scoring: string;
  directions: Record<Direction, string>;
  moved: (tile: number, direction: Direction, row: number, column: number) => string;
  newGame: (difficulty: string, row: number, column: number) => string;
  cannotSlide: (direction: Direction) => string;
  solvedTitle: string;
  result: (clock: string, moves: number, score: string) => string;
  finalScore: string;
  submitFailed: string;
}

const en: NumberPuzzleText = {
  title: 'Number Puzzle',
  intro:
    'Slide the tiles back into order from 1 to 15, with the blank in the bottom-right corner. Only a tile next to the blank can move. The timer starts with your first move.',
  difficulty: 'Difficulty',
  difficulties: { easy: 'Easy', medium: 'Medium', hard: 'Hard' },
  difficultyHelp:
    'Easy, Medium and Hard shuffle the solved puzzle with 25, 100 or 500 random moves, so every puzzle can be solved. Choosing one starts a new puzzle.',
  newPuzzle: 'New Puzzle',
  board: (row, column) => `Puzzle board, blank at row ${row}, column ${column}`,
  shuffling: 'Shuffling the tiles…',
  tile: (number, movable) => (movable ? `Tile ${number}, movable` : `Tile ${number}`),
  blank: 'Blank',
  keys: 'Keyboard: Enter or Space slides a focused tile that is next to the blank. With a tile focused, an arrow key slides the tile next to the blank in the arrow’s direction: ← moves the tile to the right of the blank leftwards into it, ↑ the tile below it upwards.',
  legend: 'Tiles with a blue outline can move; green tiles are already in their place.',
  scoring: 'Score: 5,000 minus 10 points a second and 25 a move.',
  directions: { up: 'up', down: 'down', left: 'left', right: 'right' },
  moved: (tile, direction, row, column) =>
    `Tile ${tile} moved ${en.directions[direction]}. Blank at row ${row}, column ${column}.`,
  newGame: (difficulty, row, column) =>
    `New ${difficulty.toLowerCase()} puzzle. Blank at row ${row}, column ${column}.`,
  cannotSlide: (direction) => `No tile can move ${en.directions[direction]}.`,
  solvedTitle: 'Puzzle solved!',
  result: (clock, moves, score) =>
    `Puzzle solved in ${clock} with ${moves} ${moves === 1 ? 'move' : 'moves'}. Score: ${score}.`,
  finalScore: 'Score',
  submitFailed: 'Your score could not be submitted.',
};

const es: NumberPuzzleText = {
  title: 'Number Puzzle',
  intro:
    'Desliza las fichas hasta ordenarlas del 1 al 15, con el hueco en la esquina inferior derecha. Solo se mueve una ficha junto al hueco. El cronómetro arranca con tu primer movimiento.',
  difficulty: 'Dificultad',
  difficulties: { easy: 'Fácil', medium: 'Media', hard: 'Difícil' },
  difficultyHelp:
    'Fácil, Media y Difícil desordenan el puzle resuelto con 25, 100 o 500 movimientos al azar, así que todos los puzles tienen solución. Elegir una empieza un puzle nuevo.',
  newPuzzle: 'Nuevo puzle',
  board: (row, column) => `Tablero, hueco en la fila ${row}, columna ${column}`,
  shuffling: 'Desordenando las fichas…',
  tile: (number, movable) => (movable ? `Ficha ${number}, se puede mover` : `Ficha ${number}`),
  blank: 'Hueco',
  keys: 'Teclado: Intro o Espacio desliza la ficha enfocada si está junto al hueco. Con una ficha enfocada, una flecha desliza hacia el hueco la ficha vecina en la dirección de la flecha: ← mueve a la izquierda la ficha que está a la derecha del hueco, ↑ sube la ficha que está debajo.',
  legend: 'Las fichas con borde azul se pueden mover; las verdes ya están en su sitio.',
  scoring: 'Puntuación: 5.000 menos 10 puntos por segundo y 25 por movimiento.',
  directions: { up: 'hacia arriba', down: 'hacia abajo', left: 'a la izquierda', right: 'a la derecha' },
  moved: (tile, direction, row, column) =>
    `Ficha ${tile} movida ${es.directions[direction]}. Hueco en la fila ${row}, columna ${column}.`,
  newGame: (difficulty, row, column) =>
    `Nuevo puzle (${difficulty.toLowerCase()}). Hueco en la fila ${row}, columna ${column}.`,
  cannotSlide: (direction) => `Ninguna ficha se puede mover ${es.directions[direction]}.`,
  solvedTitle: '¡Puzle resuelto!',
  result: (clock, moves, score) =>
    `Puzle resuelto en ${clock} con ${moves} ${moves === 1 ? 'movimiento' : 'movimientos'}. Puntuación: ${score}.`,
  finalScore: 'Puntuación',
  submitFailed: 'No se pudo enviar tu puntuación.',
};

export function numberPuzzleText(lang: Lang): NumberPuzzleText {
  return lang === 'es' ? es : en;
}
