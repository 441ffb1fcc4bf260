import type { PendingSpanish } from './pending.ts';

export const PENDING: PendingSpanish = {
  source: 'src/web/content/training-tips.ts',
  sentences: [
    {
      en: 'Practice makes you better mainly at the game you practise, so mixing games is for variety and fun: it keeps your sessions fresh.',
      es: 'La práctica te hace mejor sobre todo en el juego que practicas, así que mezclar juegos sirve para variar y divertirte: mantiene frescas tus sesiones.',
    },
    {
      en: 'Each of ours asks for something different:',
      es: 'Cada uno de los nuestros pide algo distinto:',
    },
    {
      en: 'Vary the difficulty too, and look beyond the screen: regular physical activity and learning something new, such as a language, an instrument or a craft, have far more evidence behind them for brain health than any puzzle.',
      es: 'Varía también la dificultad y mira más allá de la pantalla: la actividad física regular y aprender algo nuevo, como un idioma, un instrumento o una manualidad, tienen mucha más evidencia a su favor para la salud del cerebro que cualquier rompecabezas.',
    },
    {
      en: 'Puzzle games are a pleasant pastime, and practice makes you better at them, but they do not prevent, treat or diagnose any condition.',
      es: 'Los juegos de rompecabezas son un pasatiempo agradable, y la práctica te hace mejor en ellos, pero no previenen, tratan ni diagnostican ninguna enfermedad.',
    },
    {
      en: 'Pair your daily puzzle with a daily thought: our sister site shares a short piece of wisdom each day.',
      es: 'Acompaña tu rompecabezas diario con un pensamiento diario: nuestro sitio hermano comparte cada día una breve reflexión.',
    },
  ],
};
