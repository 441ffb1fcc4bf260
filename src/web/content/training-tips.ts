// Longer than 300 lines because it holds the whole text of one page in both languages, English and
// Spanish, as data; it holds no logic.

import { formatNumber } from '../../shared/format.ts';
import { NUMBER_PUZZLE_SCORING } from '../../shared/games/number-puzzle/scoring.ts';
import { TLDR_SCORING } from '../../shared/games/tldr/scoring.ts';
import { NUMBER_PUZZLE, TLDR } from '../features/guides/game-facts.ts';
import { defineMessages } from '../i18n/catalog.ts';
import { PATHS } from '../lib/paths.ts';
import type { Block, ContentPage } from './content-types.ts';

function text(...items: string[]): Block[] {
  return [{ type: 'paragraphs', items }];
}

function tips(...items: string[]): Block[] {
  return [{ type: 'list', items }];
}

const en: ContentPage = {
  layout: 'article',
  eyebrow: 'Practice',
  title: 'Training Tips',
  intro: [
    'Good training is less about the hours you put in and more about how you practise. These tips cover when to play, how hard to push yourself, how to keep going and how to mix things up, followed by a simple plan for your first five weeks and advice for each game.',
  ],
  sections: [
    {
      id: 'timing',
      title: 'Timing: when to train',
      label: 'Timing',
      blocks: [
        {
          type: 'cards',
          columns: 'md',
          cards: [
            {
              title: 'Play when you are alert',
              icon: 'sunrise',
              blocks: text(
                'Most people have a time of day when they concentrate best, and it differs from person to person. Play at different times for a week or two and compare your scores to find yours.',
              ),
            },
            {
              title: 'Skip the worn-out sessions',
              icon: 'smile',
              blocks: text(
                'When you are exhausted, rushed or distracted, a session mostly rehearses mistakes. A short game when you are fresh is worth more than a long one at the end of a draining day.',
              ),
            },
            {
              title: 'Give it a fixed slot',
              icon: 'calendar-check',
              blocks: text(
                'Tie your training to something you already do every day, such as the first coffee or the lunch break. TL;DR’s new word arrives at midnight Pacific time, which is 8 a.m. in London for most of the year, so it is a natural way to start or end a day.',
              ),
            },
            {
              title: 'Protect your sleep',
              icon: 'bed',
              blocks: text(
                'Sleep helps the brain keep what it learned during the day. One more late-night round is rarely worth going to bed later.',
              ),
            },
          ],
        },
      ],
    },
    {
      id: 'challenge',
      title: 'Challenge level: hard, but within reach',
      label: 'Challenge level',
      intro: text(
        'You learn most when a game stretches you without overwhelming you. A useful rule of thumb is to aim for success about 70 to 80% of the time. It is a guideline for keeping practice productive, not a number science has proven to be ideal.',
      ),
      blocks: [
        {
          type: 'checklists',
          lists: [
            {
              title: 'Time to step up when…',
              tone: 'go',
              items: [
                'you finish several games in a row without a single slip;',
                'your times have stopped improving because the level no longer asks anything new of you;',
                'you find your mind wandering during a game.',
              ],
            },
            {
              title: 'Time to step back when…',
              tone: 'stop',
              items: [
                'you fail or give up more often than you succeed;',
                'you are guessing rather than reasoning;',
                'the game has stopped being fun.',
              ],
            },
          ],
        },
        {
          type: 'paragraphs',
          items: [
            [
              'Change one thing at a time: a harder level ',
              { em: 'or' },
              ' a faster target, not both at once. That way you can tell what made the difference.',
            ],
          ],
        },
      ],
    },
    {
      id: 'consistency',
      title: 'Consistency: little and often',
      label: 'Consistency',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            'Three to five sessions a week of 15 to 30 minutes each suits most people. Spreading practice over several days works better than the same total time in one sitting, and it is much easier to keep up.',
          ],
        },
        {
          type: 'list',
          items: [
            [
              { strong: 'Keep it small enough to keep.' },
              ' A 15-minute session you actually do beats an hour you keep postponing.',
            ],
            [
              { strong: 'Track your progress.' },
              ' Note your best time or score for each game once a week. Sign in to have your scores sent to the leaderboards, which keep your best score of the month and of all time for each game.',
            ],
            [
              { strong: 'Missing a day is fine.' },
              ' Habits survive the odd gap. Try not to miss two sessions in a row, and simply pick up where you left off.',
            ],
          ],
        },
      ],
    },
    {
      id: 'variety',
      title: 'Variety: mix your games',
      label: 'Variety',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            'Practice makes you better mainly at the game you practise, so mixing games is for variety and fun: it keeps your sessions fresh. Each of ours asks for something different:',
          ],
        },
        {
          type: 'tiles',
          tiles: [
            { label: 'Memory Match', text: 'remembering where things are' },
            { label: 'Number Puzzle', text: 'planning several moves ahead' },
            { label: 'Word Scramble', text: 'spotting words and letter patterns quickly' },
            { label: 'TL;DR', text: 'reasoning from clues to narrow down possibilities' },
          ],
        },
        {
          type: 'paragraphs',
          items: [
            [
              'Vary the difficulty too, and look beyond the screen: regular physical activity and learning something new, such as a language, an instrument or a craft, have far more evidence behind them for brain health than any puzzle. Our ',
              { text: 'brain science', to: PATHS.brainScience },
              ' page explains what the research says.',
            ],
          ],
        },
      ],
    },
    {
      id: 'plan',
      title: 'Your 3-phase plan',
      intro: text(
        'A simple progression for your first five weeks and beyond. Adjust it freely: the right plan is the one you will follow.',
      ),
      blocks: [
        {
          type: 'phases',
          label: 'Phase',
          phases: [
            {
              weeks: 'Weeks 1–2',
              name: 'Foundation',
              sessions: '3 sessions a week',
              length: 'about 15 minutes',
              steps: [
                'Play each of the four games at least once, and read its guide.',
                'Keep Number Puzzle and Word Scramble on Easy while the rules become second nature.',
                'Write down your first times and scores: they are the baseline you will beat.',
              ],
            },
            {
              weeks: 'Weeks 3–4',
              name: 'Build',
              sessions: '4 sessions a week',
              length: '20 to 25 minutes',
              steps: [
                'Move up a level in any game where you now succeed almost every time.',
                'Practise one strategy per session, such as the corner trick in Number Puzzle or a fixed sweep in Memory Match.',
                'Compare each week with your baseline rather than with yesterday.',
              ],
            },
            {
              weeks: 'Week 5 onwards',
              name: 'Challenge and maintain',
              sessions: '4 to 5 sessions a week',
              length: '20 to 30 minutes',
              steps: [
                'Try Hard levels where they keep you at about 70 to 80% success.',
                'Pick a focus game each week, perhaps the one you enjoy least.',
                'Set a monthly goal on a leaderboard, and keep at least two rest days a week.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'mindset',
      title: 'Mindset: how to think about your training',
      label: 'Mindset',
      blocks: [
        {
          type: 'cards',
          columns: 'md',
          cards: [
            {
              title: 'Compete with your past self',
              icon: 'target',
              blocks: text(
                'The leaderboards are fun, but the fairest comparison is with your own scores from last week. Steady progress there is the real measure of practice paying off.',
              ),
            },
            {
              title: 'Expect plateaus',
              icon: 'trending-up',
              blocks: [
                {
                  type: 'paragraphs',
                  items: [
                    [
                      'Improvement is fast at first and then slows. When your scores stall, try a new strategy from the ',
                      { text: 'game guides', to: PATHS.gameGuides },
                      ' or a harder level instead of simply playing more.',
                    ],
                  ],
                },
              ],
            },
            {
              title: 'Treat mistakes as information',
              icon: 'smile',
              blocks: text(
                'A wrong guess in TL;DR narrows down the word; a mismatched pair in Memory Match shows you two more cards. Ask what each mistake tells you, then use it.',
              ),
            },
            {
              title: 'Stay calm and keep perspective',
              icon: 'heart',
              blocks: text(
                'Pressure makes clear thinking harder, and scores naturally vary with sleep, mood and distractions. A bad day is just a bad day: game scores are not a medical measure.',
              ),
            },
          ],
        },
        {
          type: 'callout',
          title: 'A word about health',
          tone: 'caution',
          blocks: text(
            'Puzzle games are a pleasant pastime, and practice makes you better at them, but they do not prevent, treat or diagnose any condition. If you are concerned about your memory or thinking, please talk to a doctor.',
          ),
        },
      ],
    },
    {
      id: 'game-tips',
      title: 'Tips for each game',
      intro: [
        {
          type: 'paragraphs',
          items: [
            [
              'Three quick tips per game. The ',
              { text: 'game guides', to: PATHS.gameGuides },
              ' explain each game’s scoring and strategies in full.',
            ],
          ],
        },
      ],
      blocks: [
        {
          type: 'cards',
          columns: 'md',
          cards: [
            {
              title: 'Memory Match',
              icon: 'layers',
              play: { text: 'Play Memory Match', to: PATHS.memoryMatch },
              blocks: tips(
                'Turn cards in a fixed order on your first pass so you always know what you have seen.',
                'Never turn a pair you know does not match: a mismatch costs a move and a second of waiting.',
                'On the leaderboard only your time counts, so a steady pace beats frantic clicking.',
              ),
            },
            {
              title: 'Number Puzzle',
              icon: 'grid',
              play: { text: 'Play Number Puzzle', to: PATHS.numberPuzzle },
              blocks: tips(
                'The clock starts at your first move, so study the board before you touch it.',
                'Solve the top row, then the second, then the last two rows column by column.',
                `Every move costs ${NUMBER_PUZZLE.perMove} points, as much as ${NUMBER_PUZZLE.moveInSeconds} seconds: plan short routes.`,
              ),
            },
            {
              title: 'Word Scramble',
              icon: 'shuffle',
              play: { text: 'Play Word Scramble', to: PATHS.wordScramble },
              blocks: tips(
                'Read the hint before the letters; it narrows the answer at once.',
                'Use Rescramble when you are stuck: a new order often reveals the word.',
                'A wrong guess resets your streak, so guess when you are fairly sure.',
              ),
            },
            {
              title: 'TL;DR',
              icon: 'letters',
              play: { text: 'Play TL;DR', to: PATHS.tldr },
              blocks: tips(
                'Choose your opening word before typing: the clock starts with your first letter.',
                `A saved attempt is worth ${TLDR.perAttemptSaved} points, far more than a few seconds of thought.`,
                'Keep greens in place, move yellows, and drop greys for good.',
              ),
            },
          ],
        },
      ],
    },
  ],
  sisterSite:
    'Pair your daily puzzle with a daily thought: our sister site shares a short piece of wisdom each day.',
  actions: [
    { type: 'home' },
    { type: 'link', text: 'Read the game guides', to: PATHS.gameGuides, style: 'text' },
  ],
};

/** What one Number Puzzle move costs, in seconds of play, as a Spanish page writes it ("2,5"). */
const moveSeconds = NUMBER_PUZZLE_SCORING.perMove / NUMBER_PUZZLE_SCORING.perSecond;
const moveSecondsEs = formatNumber(moveSeconds, 'es', Number.isInteger(moveSeconds) ? 0 : 1);

const es: ContentPage = {
  layout: 'article',
  eyebrow: 'Práctica',
  title: 'Consejos de entrenamiento',
  intro: [
    'Entrenar bien depende menos de las horas que le dedicas que de cómo practicas. Estos consejos tratan de cuándo jugar, cuánto exigirte, cómo mantener el hábito y cómo variar, y terminan con un plan sencillo para tus primeras cinco semanas y consejos para cada juego.',
  ],
  sections: [
    {
      id: 'timing',
      title: 'El momento: cuándo entrenar',
      label: 'Momento',
      blocks: [
        {
          type: 'cards',
          columns: 'md',
          cards: [
            {
              title: 'Juega con la cabeza despejada',
              icon: 'sunrise',
              blocks: text(
                'Casi todo el mundo tiene un momento del día en el que se concentra mejor, y cambia de una persona a otra. Juega a distintas horas durante una o dos semanas y compara tus puntuaciones para descubrir el tuyo.',
              ),
            },
            {
              title: 'Sáltate las sesiones sin energía',
              icon: 'smile',
              blocks: text(
                'Cuando te falta energía, vas con prisa o tienes distracciones, una sesión sirve sobre todo para repetir errores. Una partida corta con la cabeza fresca vale más que una larga al final de un día agotador.',
              ),
            },
            {
              title: 'Resérvale un momento fijo',
              icon: 'calendar-check',
              blocks: text(
                'Une tu entrenamiento a algo que ya haces cada día, como el primer café o la pausa para comer. La palabra nueva de TL;DR llega a medianoche, hora del Pacífico, que son las 9 de la mañana en Madrid casi todo el año, así que es una forma natural de empezar o terminar el día.',
              ),
            },
            {
              title: 'Cuida tu sueño',
              icon: 'bed',
              blocks: text(
                'El sueño ayuda al cerebro a conservar lo que aprendió durante el día. Una ronda más a altas horas de la noche rara vez compensa acostarse más tarde.',
              ),
            },
          ],
        },
      ],
    },
    {
      id: 'challenge',
      title: 'Nivel de dificultad: exigente, pero a tu alcance',
      label: 'Dificultad',
      intro: text(
        'Aprendes más cuando un juego te exige sin desbordarte. Una regla práctica útil es buscar un índice de éxito de entre el 70 y el 80\u00a0%. Es una pauta para que la práctica rinda, no una cifra que la ciencia haya demostrado que sea la ideal.',
      ),
      blocks: [
        {
          type: 'checklists',
          lists: [
            {
              title: 'Es hora de subir de nivel cuando…',
              tone: 'go',
              items: [
                'terminas varias partidas seguidas sin un solo fallo;',
                'tus tiempos han dejado de bajar porque el nivel ya no te pide nada nuevo;',
                'notas que te distraes durante la partida.',
              ],
            },
            {
              title: 'Es hora de bajar de nivel cuando…',
              tone: 'stop',
              items: [
                'fallas o te rindes más veces de las que lo consigues;',
                'adivinas en lugar de razonar;',
                'el juego ha dejado de ser divertido.',
              ],
            },
          ],
        },
        {
          type: 'paragraphs',
          items: [
            [
              'Cambia una sola cosa cada vez: un nivel más difícil ',
              { em: 'o' },
              ' un objetivo más rápido, no las dos a la vez. Así sabrás qué marcó la diferencia.',
            ],
          ],
        },
      ],
    },
    {
      id: 'consistency',
      title: 'Constancia: poco y a menudo',
      label: 'Constancia',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            'A la mayoría le van bien de tres a cinco sesiones por semana de 15 a 30 minutos cada una. Repartir la práctica en varios días funciona mejor que dedicarle el mismo tiempo de una sentada, y es mucho más fácil de mantener.',
          ],
        },
        {
          type: 'list',
          items: [
            [
              { strong: 'Que sea lo bastante breve para mantenerlo.' },
              ' Una sesión de 15 minutos que de verdad haces vale más que una hora que siempre aplazas.',
            ],
            [
              { strong: 'Sigue tu progreso.' },
              ' Anota una vez por semana tu mejor tiempo o puntuación en cada juego. Inicia sesión para que tus puntuaciones lleguen a las clasificaciones, que guardan tu mejor puntuación del mes y de siempre en cada juego.',
            ],
            [
              { strong: 'No pasa nada por saltarte un día.' },
              ' Los hábitos aguantan alguna pausa. Intenta no saltarte dos sesiones seguidas y, simplemente, retoma donde lo dejaste.',
            ],
          ],
        },
      ],
    },
    {
      id: 'variety',
      title: 'Variedad: combina tus juegos',
      label: 'Variedad',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            'La práctica te hace mejor sobre todo en el juego que practicas, así que combinar juegos sirve para variar y divertirte: mantiene frescas tus sesiones. Cada uno de los nuestros pide algo distinto:',
          ],
        },
        {
          type: 'tiles',
          tiles: [
            { label: 'Memory Match', text: 'recordar dónde está cada cosa' },
            { label: 'Number Puzzle', text: 'planear varios movimientos por adelantado' },
            { label: 'Word Scramble', text: 'reconocer rápido palabras y patrones de letras' },
            { label: 'TL;DR', text: 'razonar a partir de pistas para descartar posibilidades' },
          ],
        },
        {
          type: 'paragraphs',
          items: [
            [
              'Varía también la dificultad y mira más allá de la pantalla: la actividad física regular y aprender algo nuevo, como un idioma, un instrumento o una manualidad, tienen mucha más evidencia a su favor para la salud del cerebro que cualquier rompecabezas. Nuestra página de ',
              { text: 'ciencia del cerebro', to: PATHS.brainScience },
              ' explica lo que dice la investigación.',
            ],
          ],
        },
      ],
    },
    {
      id: 'plan',
      title: 'Tu plan en 3 fases',
      intro: text(
        'Una progresión sencilla para tus primeras cinco semanas y lo que venga después. Ajústala con total libertad: el plan correcto es el que vas a seguir.',
      ),
      blocks: [
        {
          type: 'phases',
          label: 'Fase',
          phases: [
            {
              weeks: 'Semanas 1–2',
              name: 'Base',
              sessions: '3 sesiones por semana',
              length: 'unos 15 minutos',
              steps: [
                'Juega al menos una vez a cada uno de los cuatro juegos y lee su guía.',
                'Deja Number Puzzle y Word Scramble en Fácil mientras las reglas se te vuelven naturales.',
                'Anota tus primeros tiempos y puntuaciones: son la referencia que vas a superar.',
              ],
            },
            {
              weeks: 'Semanas 3–4',
              name: 'Avance',
              sessions: '4 sesiones por semana',
              length: 'de 20 a 25 minutos',
              steps: [
                'Sube de nivel en cualquier juego en el que ya lo consigas casi siempre.',
                'Practica una estrategia por sesión, como el truco de las esquinas en Number Puzzle o un recorrido fijo en Memory Match.',
                'Compara cada semana con tu referencia, no con el día anterior.',
              ],
            },
            {
              weeks: 'De la semana 5 en adelante',
              name: 'Reto y mantenimiento',
              sessions: 'De 4 a 5 sesiones por semana',
              length: 'de 20 a 30 minutos',
              steps: [
                'Prueba el nivel Difícil allí donde te mantenga en torno a un 70-80\u00a0% de éxito.',
                'Elige un juego protagonista cada semana, quizá el que menos te guste.',
                'Fíjate una meta mensual en una clasificación y guarda al menos dos días de descanso por semana.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'mindset',
      title: 'Actitud: cómo plantearte tu entrenamiento',
      label: 'Actitud',
      blocks: [
        {
          type: 'cards',
          columns: 'md',
          cards: [
            {
              title: 'Compite contigo mismo',
              icon: 'target',
              blocks: text(
                'Las clasificaciones son divertidas, pero la comparación más justa es con tus propias puntuaciones de la semana pasada. Un progreso constante ahí es la verdadera señal de que la práctica da fruto.',
              ),
            },
            {
              title: 'Cuenta con los estancamientos',
              icon: 'trending-up',
              blocks: [
                {
                  type: 'paragraphs',
                  items: [
                    [
                      'Al principio se avanza deprisa y luego más despacio. Cuando tus puntuaciones se estanquen, prueba una estrategia nueva de las ',
                      { text: 'guías de juego', to: PATHS.gameGuides },
                      ' o un nivel más difícil en lugar de simplemente jugar más.',
                    ],
                  ],
                },
              ],
            },
            {
              title: 'Toma los errores como información',
              icon: 'smile',
              blocks: text(
                'Un intento fallido en TL;DR acota la palabra; una pareja que no coincide en Memory Match te enseña dos cartas más. Pregúntate qué te dice cada error y aprovéchalo.',
              ),
            },
            {
              title: 'Mantén la calma y la perspectiva',
              icon: 'heart',
              blocks: text(
                'La presión hace más difícil pensar con claridad, y las puntuaciones varían de forma natural con el sueño, el ánimo y las distracciones. Un mal día es solo un mal día: las puntuaciones de un juego no son una medida médica.',
              ),
            },
          ],
        },
        {
          type: 'callout',
          title: 'Una nota sobre la salud',
          tone: 'caution',
          blocks: text(
            'Los juegos de rompecabezas son un pasatiempo agradable, y la práctica te hace mejor en ellos, pero no previenen, tratan ni diagnostican ninguna enfermedad. Si te preocupan tu memoria o tu forma de pensar, habla con un médico.',
          ),
        },
      ],
    },
    {
      id: 'game-tips',
      title: 'Consejos para cada juego',
      intro: [
        {
          type: 'paragraphs',
          items: [
            [
              'Tres consejos rápidos por juego. Las ',
              { text: 'guías de juego', to: PATHS.gameGuides },
              ' explican a fondo la puntuación y las estrategias de cada uno.',
            ],
          ],
        },
      ],
      blocks: [
        {
          type: 'cards',
          columns: 'md',
          cards: [
            {
              title: 'Memory Match',
              icon: 'layers',
              play: { text: 'Jugar a Memory Match', to: PATHS.memoryMatch },
              blocks: tips(
                'En la primera pasada, gira las cartas en un orden fijo para saber siempre cuáles has visto.',
                'Nunca gires una pareja que sabes que no coincide: cada fallo cuesta un movimiento y un segundo de espera.',
                'En la clasificación solo cuenta tu tiempo, así que un ritmo constante vale más que hacer clic a lo loco.',
              ),
            },
            {
              title: 'Number Puzzle',
              icon: 'grid',
              play: { text: 'Jugar a Number Puzzle', to: PATHS.numberPuzzle },
              blocks: tips(
                'El reloj arranca con tu primer movimiento, así que estudia el tablero antes de tocarlo.',
                'Resuelve la fila de arriba, luego la segunda, y después las dos últimas filas columna a columna.',
                `Cada movimiento cuesta ${formatNumber(NUMBER_PUZZLE_SCORING.perMove, 'es')} puntos, lo mismo que ${moveSecondsEs} segundos: planea recorridos cortos.`,
              ),
            },
            {
              title: 'Word Scramble',
              icon: 'shuffle',
              play: { text: 'Jugar a Word Scramble', to: PATHS.wordScramble },
              blocks: tips(
                'Lee la pista antes que las letras: acota la respuesta al instante.',
                'Usa Reordenar cuando te atasques: un orden nuevo a menudo deja ver la palabra.',
                'Un intento fallido reinicia tu racha, así que responde cuando lo tengas bastante claro.',
              ),
            },
            {
              title: 'TL;DR',
              icon: 'letters',
              play: { text: 'Jugar a TL;DR', to: PATHS.tldr },
              blocks: tips(
                'Elige tu palabra inicial antes de escribir: el reloj arranca con tu primera letra.',
                `Un intento ahorrado vale ${formatNumber(TLDR_SCORING.perRemainingAttempt, 'es')} puntos, mucho más que unos segundos de reflexión.`,
                'Deja las verdes en su sitio, mueve las amarillas y descarta las grises para siempre.',
              ),
            },
          ],
        },
      ],
    },
  ],
  sisterSite:
    'Acompaña tu rompecabezas diario con un pensamiento diario: nuestro sitio hermano comparte cada día una breve reflexión.',
  actions: [
    { type: 'home' },
    { type: 'link', text: 'Leer las guías de juego', to: PATHS.gameGuides, style: 'text' },
  ],
};

export const TRAINING_TIPS = defineMessages(en, es);
