// Longer than 300 lines because it is the whole text of one page in both languages, English and
// Spanish side by side, as data; it holds no logic.

import { formatNumber } from '../../shared/format.ts';
import { HUMAN_PACE } from '../../shared/games/human-pace.ts';
import { NUMBER_PUZZLE_SCORING } from '../../shared/games/number-puzzle/scoring.ts';
import { TLDR_MAX_ATTEMPTS, TLDR_SCORING, TLDR_WORD_LENGTH } from '../../shared/games/tldr/scoring.ts';
import { WORDS_PER_GAME } from '../../shared/games/word-scramble/scoring.ts';
import { FLOOR_PACE, MEMORY, NUMBER_PUZZLE, TLDR, WORD_SCRAMBLE } from '../features/guides/game-facts.ts';
import { defineMessages, type Translation } from '../i18n/catalog.ts';
import { PATHS } from '../lib/paths.ts';
import type { Block, ContentPage, FaqItem, RichText } from './content-types.ts';
import { spanishWords } from './spanish-words.ts';

function answer(...items: RichText[]): Block[] {
  return [{ type: 'paragraphs', items }];
}

function questions(...items: FaqItem[]): Block[] {
  return [{ type: 'faq', items }];
}

const { easy, medium, hard } = NUMBER_PUZZLE.shuffles;

const en: ContentPage = {
  layout: 'info',
  title: 'Frequently Asked Questions',
  intro: [
    'Answers to the questions players ask most about the games, accounts, leaderboards, the daily word and your data. Select a question to show its answer; you can open as many as you like.',
  ],
  sections: [
    {
      id: 'faq-playing',
      title: 'Playing',
      blocks: questions(
        {
          id: 'cost',
          question: 'Is Brain Training Puzzles free?',
          answer: answer(
            'Yes. All four games, the leaderboards, the cognitive self-check and every guide are free. There is no paid tier and nothing to unlock. If you would like to help keep the site running, you can make a voluntary donation, but you never have to.',
          ),
        },
        {
          id: 'guest',
          question: 'Do I need an account to play?',
          answer: answer(
            'No. Every game can be played as a guest, from start to finish. As a guest your scores are not sent to the leaderboards, and each game you play is deleted from our server after it expires, a day after it was dealt; TL;DR still keeps your game in progress and your statistics in your own browser. Create a free account whenever you want your scores to count.',
          ),
        },
        {
          id: 'online',
          question: 'Do I need to be online?',
          answer: answer(
            'Yes. Our server deals every game and keeps its hidden parts (the cards, the words, the answer) until you play them, so each game needs a connection. If the connection drops during a game, the game tells you and goes on when it is back.',
          ),
        },
        {
          id: 'games',
          question: 'Which games can I play?',
          answer: [
            { type: 'paragraphs', items: ['Four, all from the home page:'] },
            {
              type: 'list',
              items: [
                [
                  { text: 'Memory Match', to: PATHS.memoryMatch },
                  `: find the ${MEMORY.pairCount} pairs among ${MEMORY.cardCount} face-down cards.`,
                ],
                [
                  { text: 'Number Puzzle', to: PATHS.numberPuzzle },
                  `: slide 15 tiles back into order on a 4 by 4 board; easy, medium and hard shuffle the board with ${easy}, ${medium} or ${hard} moves.`,
                ],
                [
                  { text: 'Word Scramble', to: PATHS.wordScramble },
                  `: unscramble ${WORD_SCRAMBLE.words} words per game, with hints, at easy, medium or hard.`,
                ],
                [
                  { text: 'TL;DR', to: PATHS.tldr },
                  `: guess a ${TLDR.letters}-letter word in ${TLDR.attempts} attempts: your own ranked word each day, or the word of the day that everyone shares.`,
                ],
              ],
            },
            {
              type: 'paragraphs',
              items: [
                [
                  'The ',
                  { text: 'game guides', to: PATHS.gameGuides },
                  ' explain each one with strategy tips.',
                ],
              ],
            },
          ],
        },
        {
          id: 'daily-word',
          question: 'When does the TL;DR word change?',
          answer: answer(
            'At midnight Pacific time (the time zone of Los Angeles), every day, and depending on your time zone the new words may arrive in your morning, afternoon or evening. TL;DR has two words a day. Signed in, you play your own ranked word: our server draws it with a secret key for you alone, so nobody (a friend, a guest, a second account) can tell you its answer, and it is the only one that goes on the leaderboard. Everyone shares the word of the day, wherever they live: guests play it, and signed-in players may play it unranked after their ranked game.',
            "Each day's words are drawn on their own from a list of over 2,000 common six-letter words, so the word of the day can repeat, and past days say nothing about the days to come. A game counts for the Pacific day on which our server dealt it, with that day's words, even if you finish it after midnight. The server sends a word only when your game ends, or, for the word of the day, once its day is over. Once you have finished your ranked game, the page counts down to the next word.",
          ),
        },
        {
          id: 'tldr-practice',
          question: 'Can I play past TL;DR words, or practise?',
          answer: answer(
            'Yes: TL;DR’s practice has the archive of past days, where you pick any day since the site’s first and play that day’s word of the day. A day’s word is given only once that day is over in Pacific time, so today’s is never in the archive. On the Spanish site, practice also deals a common six-letter Spanish word (Ñ is a letter of its own, and accents need not be typed). Practice is played in your browser: it is never sent, never timed, and never counted in statistics, streaks or leaderboards. Hard mode applies when it is on.',
            'Your browser keeps each archive day’s guesses and whether you finished it, so you can leave and come back, and keeps each day’s word once fetched, so the days you have opened play again without a connection; the list of days says which. Ranked games need a connection, since our server deals and times them.',
          ),
        },
        {
          id: 'clues',
          question: 'What do the TL;DR clues mean?',
          answer: answer(
            `After each guess, every letter is marked as correct (the right letter in the right place), present (shown in yellow: the letter is in the word, but in another place) or absent (not in the word, or not as many times as you used it). A guess must be a real ${TLDR.letters}-letter English word; a word that is not in the list shows "Not in word list" and does not use up an attempt. Screen readers hear each letter's state, and a high-contrast colour option is available. Hard mode, chosen before your first guess, asks every later guess to use the hints found so far.`,
          ),
        },
        {
          id: 'scoring',
          question: 'How are scores calculated?',
          answer: answer([
            `Speed matters in every game. Memory Match, Number Puzzle and Word Scramble start from ${NUMBER_PUZZLE.base} points, which shrink with every second you take. Number Puzzle also costs points for every move, while Word Scramble adds points for each word solved, for streaks and for the harder levels. TL;DR gives ${TLDR.win} points for a win, ${TLDR.perAttemptSaved} more for each attempt you did not need, and up to ${TLDR.timePoints} points for speed, which run out after ${TLDR.timeMinutes} minutes. The `,
            { text: 'game guides', to: PATHS.gameGuides },
            ' give the details.',
          ]),
        },
      ),
    },
    {
      id: 'faq-accounts',
      title: 'Accounts and signing in',
      blocks: questions(
        {
          id: 'account',
          question: 'What is an account here?',
          answer: answer(
            'Just a username (3 to 50 characters, shown on the leaderboards) and an e-mail address (never shown to other players). With an account your finished games are submitted to the leaderboards and the home page counts how many games you have played. To create one, select Sign In at the top of any page and choose to sign up.',
          ),
        },
        {
          id: 'sign-in',
          question: 'How do I sign in without a password?',
          answer: answer(
            "Select Sign In and enter the e-mail address of your account. On the browser you signed up with, that is all, until that browser is forgotten (after a year without signing in there, or as the Privacy Policy describes). On any other browser we e-mail you a six-digit code to enter (it works once, within 10 minutes); after that, that browser too signs in with the address alone. A secure cookie keeps you signed in for 30 days, or until you select Sign Out. On a computer others use, sign out and clear this site's data in the browser afterwards.",
          ),
        },
        {
          id: 'change',
          question: 'Can I change my username or e-mail address?',
          answer: answer([
            'Yes, on your ',
            { text: 'account page', to: PATHS.account },
            ': change your username under the same rules as at sign-up, or your e-mail address, which takes a six-digit code we e-mail to the new address (the old one gets a notice of the change). If you can no longer sign in, write to us through the ',
            { text: 'contact form', to: PATHS.contact },
            '.',
          ]),
        },
        {
          id: 'delete',
          question: 'How do I delete my account and data?',
          answer: answer([
            'While signed in, open your account page (select your username at the top of the page, then Account; in the menu on a small screen), select Delete account and confirm. The account goes at once, together with its scores, games, leaderboard entries, sessions and the browsers it was remembered on. If you can no longer sign in, send a request through the ',
            { text: 'contact form', to: PATHS.contact },
            " with the username and e-mail address of the account and we delete it for you; we may reply to the account's e-mail address first to make sure the request is yours. To clear what the site keeps in your own browser, clear this site's data in your browser settings.",
          ]),
        },
      ),
    },
    {
      id: 'faq-scores',
      title: 'Scores and leaderboards',
      blocks: questions(
        {
          id: 'leaderboards',
          question: 'How do the leaderboards work?',
          answer: answer(
            'Each game has its own leaderboard on the home page, with two views: This month and All time. Each shows the top 30 players, ranked by their best score; on equal scores the faster time comes first, and then whoever set it earlier. Only your best score counts, so playing more never pushes you down.',
          ),
        },
        {
          id: 'reset',
          question: 'When does the monthly leaderboard reset?',
          answer: answer(
            "At midnight Pacific time at the start of the first day of each calendar month. The monthly board then starts empty and fills with that month's scores. The all-time board never resets. The home page shows how long is left until the next reset.",
          ),
        },
        {
          id: 'not-listed',
          question: 'Why am I not on the leaderboard?',
          answer: answer(
            "Scores are submitted only while you are signed in, so games played as a guest do not count. The board lists the top 30; when you are signed in and outside the top 30, your own rank is shown below the list. Also check the view: a score from last month appears on the all-time board, not on this month's.",
          ),
        },
        {
          id: 'checks',
          question: 'How do you make sure scores are real?',
          answer: answer(
            'Our server deals every game and keeps what you must not see yet. A Memory Match card shows its symbol only when the server reveals it as you turn it. Your TL;DR guesses are coloured by the server, and the answer is sent only when the game ends. The server sends each Word Scramble scramble and hint and checks your answers. It shuffles each Number Puzzle board and replays your moves.',
            `Your clock starts with your first move, and our server times every ranked game itself: from the arrival of the move that starts the clock (in TL;DR, your first letter) to the arrival of the move that ends the game. It works out the score from its own time and the moves it saw, with the game's own scoring rules; the game shows you that time and score and sends exactly those. The server refuses a game faster than a person can play it: each game has a floor that grows with the moves made, a minimum per move from the fastest human play on record (${FLOOR_PACE}). A score is accepted once, only from the player the game was dealt to, and only for a finished game that has not expired; anything else is refused. TL;DR ranks one game per player per Pacific day, on the player's own ranked word, counted on the day the game was dealt; the word of the day, which everyone shares, is never ranked.`,
            [
              'Our administrator sees a list of the games finished close to their floor or scoring among the best 0.1% of their game, and can remove a score, as the ',
              { text: 'Terms of Service', to: PATHS.terms },
              ' explain.',
            ],
          ),
        },
        {
          id: 'not-saved',
          question: 'Why was my score not saved?',
          answer: answer(
            'The game tells you when a score could not be submitted. The usual reasons: you were not signed in, or your session had ended (sign in again); you had already played your ranked TL;DR word today (one a day, and new words come at midnight Pacific time), or you played the word of the day, which is never ranked; the game was faster than a person can play it; the game had expired (a game must be finished within a day of being dealt); or the connection dropped. Your best score on the board is kept either way.',
          ),
        },
      ),
    },
    {
      id: 'faq-assessment',
      title: 'The assessment and brain health',
      blocks: questions(
        {
          id: 'what-assessment',
          question: 'What is the cognitive assessment?',
          answer: answer([
            'The ',
            { text: 'cognitive assessment', to: PATHS.assessment },
            ' is a quick self-check of five timed questions touching on memory, attention, processing speed and reasoning. It is scored in your browser: your answers and results are not sent to us and not saved anywhere. At the end you see a score per area and, for each area with a low score, a game that uses the same kind of skill, if you would like to practise it; practising a game has not been shown to improve that skill in daily life.',
          ]),
        },
        {
          id: 'medical',
          question: 'Is the assessment a medical test?',
          answer: answer(
            "No. Five questions cannot measure anyone's cognitive health, and the result is not a diagnosis of any kind. A low score can come from a distraction, a noisy room or a tricky question. If you are worried about your memory or thinking, please talk to a doctor.",
          ),
        },
        {
          id: 'prevent',
          question: 'Will these games make me smarter or prevent dementia?',
          answer: answer([
            'We cannot promise that, and no game here prevents, treats or diagnoses any condition. Practice makes you better at the games themselves, but the evidence that brain games improve everyday thinking (so-called far transfer) is limited. Habits such as physical activity, good sleep, social contact and looking after your blood pressure have much stronger support: see our ',
            { text: 'brain health guide', to: PATHS.brainHealth },
            ' and the ',
            { text: 'research summaries', to: PATHS.research },
            '.',
          ]),
        },
      ),
    },
    {
      id: 'faq-site',
      title: 'The site, your data and support',
      blocks: questions(
        {
          id: 'languages',
          question: 'Which languages is the site available in?',
          answer: answer(
            'English and Spanish. Choose "Español" at the top of the page to switch the home page, navigation, footer, dialogs, messages, games and information pages such as this one to Spanish; the choice follows you from page to page. A page not translated yet is shown in English. The word games use English words in both languages.',
          ),
        },
        {
          id: 'accessibility',
          question: 'Is the site accessible?',
          answer: answer([
            'We build it to be. Every game can be played with the keyboard alone, and announces matches, moves and clues to screen readers. Cards, tiles and keys are real buttons that say their state. There are light and dark themes, animations respect your reduced-motion setting, and TL;DR has a high-contrast colour option. If something gets in your way, please tell us through the ',
            { text: 'contact form', to: PATHS.contact },
            '.',
          ]),
        },
        {
          id: 'data',
          question: 'What do you store about me? Are there ads or trackers?',
          answer: answer([
            "With an account: your username, e-mail address, when you joined and the scores you submit, each with the game behind it (its moves and times), plus what signing in needs (a session, and a credential for each browser you signed in from). Every game, a guest's too, is kept on our server while it is played; a game that does not become a score is deleted after it expires, a day after it was dealt. Messages you send and donation records are kept for 24 months. Like any web server, ours sees each visitor's network (IP) address: it is counted to limit abuse and kept in the server's logs for 14 days. There are no passwords, no third-party trackers or analytics, and no advertising network: the home page keeps a space for an advertisement, but no ads are shown. The ",
            { text: 'Privacy Policy', to: PATHS.privacy },
            ' has the full list, including the two cookies, what your browser keeps and how long everything is kept.',
          ]),
        },
        {
          id: 'donate',
          question: 'How can I support the site?',
          answer: answer([
            'Play, tell a friend, and send us ideas. If you would like to donate, the ',
            { text: 'Support', to: PATHS.support },
            ' page takes one-off donations in US dollars, from $1, through PayPal; your card details go to PayPal and never reach us. Donations are voluntary and unlock nothing: the site is the same for everyone.',
          ]),
        },
      ),
    },
  ],
  related: [
    { to: PATHS.gameGuides, text: 'Game guides', description: 'Rules and strategy for all four games.' },
    { to: PATHS.privacy, text: 'Privacy Policy', description: 'Everything we store, and how to remove it.' },
    { to: PATHS.about, text: 'About', description: 'What the site is and what we stand for.' },
    { to: PATHS.contact, text: 'Contact us', description: 'Did not find your answer? Ask us.' },
  ],
};

const es: Translation<ContentPage> = {
  layout: 'info',
  title: 'Preguntas frecuentes',
  intro: [
    'Respuestas a lo que más nos preguntan los jugadores sobre los juegos, las cuentas, las clasificaciones, la palabra del día y tus datos. Selecciona una pregunta para ver su respuesta; puedes abrir todas las que quieras.',
  ],
  sections: [
    {
      id: 'faq-playing',
      title: 'Jugar',
      blocks: questions(
        {
          id: 'cost',
          question: '¿Rompecabezas para el Cerebro es gratis?',
          answer: answer(
            'Sí. Los cuatro juegos, las clasificaciones, la autoevaluación cognitiva y todas las guías son gratuitos. No hay ninguna versión de pago ni nada que desbloquear. Si quieres ayudar a mantener el sitio, puedes hacer un donativo voluntario, pero nunca es obligatorio.',
          ),
        },
        {
          id: 'guest',
          question: '¿Necesito una cuenta para jugar?',
          answer: answer(
            'No. Todos los juegos se pueden jugar como invitado, de principio a fin. Como invitado, tus puntuaciones no se envían a las clasificaciones, y cada partida que juegas se borra de nuestro servidor cuando caduca, un día después de repartirse; aun así, TL;DR guarda en tu propio navegador la partida en curso y tus estadísticas. Crea una cuenta gratuita cuando quieras que tus puntuaciones cuenten.',
          ),
        },
        {
          id: 'online',
          question: '¿Necesito estar conectado?',
          answer: answer(
            'Sí. Nuestro servidor reparte cada partida y guarda sus partes ocultas (las cartas, las palabras, la respuesta) hasta que las juegas, así que cada partida necesita conexión. Si la conexión se corta durante una partida, el juego te avisa y sigue cuando vuelve.',
          ),
        },
        {
          id: 'games',
          question: '¿A qué juegos puedo jugar?',
          answer: [
            { type: 'paragraphs', items: ['A cuatro, todos desde la página de inicio:'] },
            {
              type: 'list',
              items: [
                [
                  { text: 'Memory Match', to: PATHS.memoryMatch },
                  `: encuentra las ${MEMORY.pairCount} parejas entre ${MEMORY.cardCount} cartas boca abajo.`,
                ],
                [
                  { text: 'Number Puzzle', to: PATHS.numberPuzzle },
                  `: desliza 15 fichas hasta devolverlas a su orden en un tablero de 4 por 4; las dificultades Fácil, Media y Difícil desordenan el tablero con ${formatNumber(easy, 'es')}, ${formatNumber(medium, 'es')} o ${formatNumber(hard, 'es')} movimientos.`,
                ],
                [
                  { text: 'Word Scramble', to: PATHS.wordScramble },
                  `: ordena las letras de ${spanishWords(WORDS_PER_GAME)} palabras en inglés por partida, con pistas, en Fácil, Media o Difícil.`,
                ],
                [
                  { text: 'TL;DR', to: PATHS.tldr },
                  `: adivina una palabra inglesa de ${spanishWords(TLDR_WORD_LENGTH)} letras en ${spanishWords(TLDR_MAX_ATTEMPTS)} intentos: cada día, tu propia palabra clasificatoria o la palabra del día, que comparten todos.`,
                ],
              ],
            },
            {
              type: 'paragraphs',
              items: [
                [
                  'Las ',
                  { text: 'guías de juego', to: PATHS.gameGuides },
                  ' explican cada uno, con consejos de estrategia.',
                ],
              ],
            },
          ],
        },
        {
          id: 'daily-word',
          question: '¿Cuándo cambia la palabra de TL;DR?',
          answer: answer(
            'Cada día a medianoche, hora del Pacífico (la zona horaria de Los Ángeles); según tu zona horaria, las palabras nuevas pueden llegarte por la mañana, por la tarde o por la noche. TL;DR tiene dos palabras al día. Con la sesión iniciada juegas tu propia palabra clasificatoria: nuestro servidor la elige con una clave secreta solo para ti, así que nadie (un amigo, un invitado, una segunda cuenta) puede decirte la respuesta, y es la única que va a la clasificación. La palabra del día es la misma para todos, vivan donde vivan: la juegan los invitados, y quien tiene la sesión iniciada puede jugarla sin clasificación después de su partida clasificatoria.',
            `Las palabras de cada día se eligen por separado de una lista de más de ${formatNumber(2000, 'es')} palabras inglesas comunes de seis letras, así que la palabra del día puede repetirse y los días pasados no dicen nada de los que vendrán. Una partida cuenta para el día del Pacífico en que nuestro servidor la repartió, con las palabras de ese día, aunque la termines después de medianoche. El servidor envía una palabra solo cuando termina tu partida o, en el caso de la palabra del día, cuando ha terminado su día. Cuando terminas tu partida clasificatoria, la página muestra la cuenta atrás hasta la siguiente palabra.`,
          ),
        },
        {
          id: 'tldr-practice',
          question: '¿Puedo jugar palabras pasadas de TL;DR o practicar?',
          answer: answer(
            'Sí: la práctica de TL;DR tiene el archivo de días pasados, donde eliges cualquier día desde el primero del sitio y juegas la palabra del día de ese día. La palabra de un día solo se da cuando ese día ha terminado en la hora del Pacífico, así que la de hoy nunca está en el archivo. En el sitio en español, la práctica también reparte una palabra española frecuente de seis letras (la Ñ es una letra propia y no hace falta escribir las tildes). La práctica se juega en tu navegador: nunca se envía, no tiene reloj y no cuenta en estadísticas, rachas ni clasificaciones. El modo difícil se aplica cuando está activado.',
            'Tu navegador guarda los intentos de cada día del archivo y si lo terminaste, para que puedas irte y volver, y guarda la palabra de cada día una vez obtenida, así que los días que ya abriste se vuelven a jugar sin conexión; la lista de días dice cuáles. Las partidas clasificatorias necesitan conexión, porque nuestro servidor las reparte y las cronometra.',
          ),
        },
        {
          id: 'clues',
          question: '¿Qué significan las pistas de TL;DR?',
          answer: answer(
            `Tras cada intento, cada letra se marca como correcta (la letra correcta en el lugar correcto), presente (en amarillo: la letra está en la palabra, pero en otro lugar) o ausente (no está en la palabra, o no tantas veces como la usaste). Cada intento debe ser una palabra inglesa real de ${spanishWords(TLDR_WORD_LENGTH)} letras; una palabra que no está en la lista muestra «No está en la lista de palabras» y no gasta intento. Los lectores de pantalla anuncian el estado de cada letra, y hay una opción de colores de alto contraste. El modo difícil, que se elige antes del primer intento, pide que cada intento siguiente use las pistas encontradas hasta entonces.`,
          ),
        },
        {
          id: 'scoring',
          question: '¿Cómo se calculan las puntuaciones?',
          answer: answer([
            `La rapidez cuenta en todos los juegos. Memory Match, Number Puzzle y Word Scramble parten de ${formatNumber(NUMBER_PUZZLE_SCORING.base, 'es')} puntos, que bajan con cada segundo que tardas. En Number Puzzle, además, cada movimiento cuesta puntos, mientras que Word Scramble suma puntos por cada palabra resuelta, por las rachas y por los niveles más difíciles. TL;DR da ${formatNumber(TLDR_SCORING.win, 'es')} puntos por ganar, ${formatNumber(TLDR_SCORING.perRemainingAttempt, 'es')} más por cada intento que no necesitaste y hasta ${formatNumber(TLDR_SCORING.timePoints, 'es')} puntos por rapidez, que se agotan a los ${spanishWords(TLDR_SCORING.timePoints / 60)} minutos. Las `,
            { text: 'guías de juego', to: PATHS.gameGuides },
            ' dan los detalles.',
          ]),
        },
      ),
    },
    {
      id: 'faq-accounts',
      title: 'Cuentas e inicio de sesión',
      blocks: questions(
        {
          id: 'account',
          question: '¿Qué es una cuenta aquí?',
          answer: answer(
            'Solo un nombre de usuario (de 3 a 50 caracteres, que aparece en las clasificaciones) y una dirección de correo electrónico (que nunca ven los demás jugadores). Con una cuenta, tus partidas terminadas se envían a las clasificaciones y la página de inicio cuenta cuántas partidas has jugado. Para crearla, selecciona Iniciar sesión en la parte superior de cualquier página y elige registrarte.',
          ),
        },
        {
          id: 'sign-in',
          question: '¿Cómo inicio sesión sin contraseña?',
          answer: answer(
            'Selecciona Iniciar sesión y escribe la dirección de correo de tu cuenta. En el navegador con el que te registraste, no hace falta nada más, hasta que ese navegador se olvide (tras un año sin iniciar sesión en él, o como describe la Política de privacidad). En cualquier otro navegador te enviamos por correo un código de seis dígitos que debes escribir (sirve una sola vez, durante 10 minutos); después, ese navegador también inicia sesión solo con la dirección. Una cookie segura mantiene tu sesión iniciada durante 30 días, o hasta que selecciones Cerrar sesión. En un dispositivo que comparten otras personas, cierra la sesión y borra después los datos de este sitio en el navegador.',
          ),
        },
        {
          id: 'change',
          question: '¿Puedo cambiar mi nombre de usuario o mi dirección de correo?',
          answer: answer([
            'Sí, en tu ',
            { text: 'página de cuenta', to: PATHS.account },
            ': cambia tu nombre de usuario con las mismas reglas que al registrarte, o tu dirección de correo, para lo que te enviamos un código de seis dígitos a la nueva dirección (la antigua recibe un aviso del cambio). Si ya no puedes iniciar sesión, escríbenos mediante el ',
            { text: 'formulario de contacto', to: PATHS.contact },
            '.',
          ]),
        },
        {
          id: 'delete',
          question: '¿Cómo elimino mi cuenta y mis datos?',
          answer: answer([
            'Con la sesión iniciada, abre tu página de cuenta (selecciona tu nombre de usuario en la parte superior de la página y luego Cuenta; en una pantalla pequeña, desde el menú), selecciona Eliminar cuenta y confírmalo. La cuenta se elimina al momento, junto con sus puntuaciones, partidas, puestos en las clasificaciones, sesiones y los navegadores en los que estaba recordada. Si ya no puedes iniciar sesión, envía una solicitud mediante el ',
            { text: 'formulario de contacto', to: PATHS.contact },
            ' con el nombre de usuario y la dirección de correo de la cuenta y la eliminamos por ti; puede que antes respondamos a la dirección de correo de la cuenta para asegurarnos de que la solicitud es tuya. Para borrar lo que el sitio guarda en tu propio navegador, borra los datos de este sitio en los ajustes del navegador.',
          ]),
        },
      ),
    },
    {
      id: 'faq-scores',
      title: 'Puntuaciones y clasificaciones',
      blocks: questions(
        {
          id: 'leaderboards',
          question: '¿Cómo funcionan las clasificaciones?',
          answer: answer(
            'Cada juego tiene su propia clasificación en la página de inicio, con dos vistas: Este mes e Histórico. Cada una muestra a los 30 mejores jugadores, ordenados por su mejor puntuación; a igualdad de puntos va primero el tiempo más rápido y, después, quien la consiguió antes. Solo cuenta tu mejor puntuación, así que jugar más nunca te hace bajar.',
          ),
        },
        {
          id: 'reset',
          question: '¿Cuándo se reinicia la clasificación mensual?',
          answer: answer(
            'A medianoche, hora del Pacífico, al empezar el día 1 de cada mes natural. La clasificación mensual empieza entonces vacía y se llena con las puntuaciones de ese mes. La histórica no se reinicia nunca. La página de inicio muestra cuánto falta para el próximo reinicio.',
          ),
        },
        {
          id: 'not-listed',
          question: '¿Por qué no aparezco en la clasificación?',
          answer: answer(
            'Las puntuaciones solo se envían con la sesión iniciada, así que las partidas jugadas como invitado no cuentan. La clasificación muestra a los 30 mejores; si tienes la sesión iniciada y no estás entre ellos, tu posición aparece debajo de la lista. Comprueba también la vista: una puntuación del mes pasado aparece en la histórica, no en la de este mes.',
          ),
        },
        {
          id: 'checks',
          question: '¿Cómo se comprueba que las puntuaciones son reales?',
          answer: answer(
            'Nuestro servidor reparte cada partida y guarda lo que aún no debes ver. Una carta de Memory Match muestra su símbolo solo cuando el servidor lo revela al darle la vuelta. El servidor colorea tus intentos de TL;DR, y la respuesta se envía solo cuando termina la partida. El servidor envía cada palabra desordenada y cada pista de Word Scramble, y comprueba tus respuestas. Desordena cada tablero de Number Puzzle y repite tus movimientos.',
            `Tu tiempo empieza con tu primer movimiento, y nuestro servidor cronometra él mismo cada partida clasificatoria: desde que llega el movimiento que pone en marcha el reloj (en TL;DR, tu primera letra) hasta que llega el movimiento que termina la partida. Calcula la puntuación con su propio tiempo y los movimientos que vio, según las reglas de puntuación del juego; el juego te muestra ese tiempo y esa puntuación y envía exactamente esos. El servidor rechaza una partida más rápida de lo que una persona puede jugarla: cada partida tiene un mínimo que crece con los movimientos hechos, un tiempo mínimo por movimiento según la partida humana más rápida registrada (al menos ${HUMAN_PACE.keystrokeMs} ms por cada pulsación de tecla o toque, ${HUMAN_PACE.reactionMs} ms para reaccionar a algo que acaba de aparecer y ${HUMAN_PACE.tileSlideMs} ms por cada deslizamiento de ficha). Una puntuación se acepta una sola vez, solo del jugador al que se repartió la partida y solo de una partida terminada que no haya caducado; todo lo demás se rechaza. TL;DR clasifica una partida por jugador y por día del Pacífico, la de su propia palabra clasificatoria, contada en el día en que se repartió la partida; la palabra del día, que comparten todos, no se clasifica nunca.`,
            [
              `Nuestro administrador ve una lista de las partidas terminadas cerca de su mínimo o con una puntuación entre el mejor ${formatNumber(0.1, 'es', 1)}\u00a0% de su juego, y puede retirar una puntuación, como explican los `,
              { text: 'Términos del servicio', to: PATHS.terms },
              '.',
            ],
          ),
        },
        {
          id: 'not-saved',
          question: '¿Por qué no se guardó mi puntuación?',
          answer: answer(
            'El juego te avisa cuando una puntuación no se ha podido enviar. Los motivos habituales: no tenías la sesión iniciada o tu sesión había terminado (vuelve a iniciar sesión); ya habías jugado hoy tu palabra clasificatoria de TL;DR (una al día, y las palabras nuevas llegan a medianoche, hora del Pacífico), o jugaste la palabra del día, que nunca se clasifica; la partida fue más rápida de lo que una persona puede jugarla; la partida había caducado (una partida debe terminarse en el plazo de un día desde que se reparte); o se cortó la conexión. En cualquier caso, tu mejor puntuación en la clasificación se conserva.',
          ),
        },
      ),
    },
    {
      id: 'faq-assessment',
      title: 'La evaluación y la salud cerebral',
      blocks: questions(
        {
          id: 'what-assessment',
          question: '¿Qué es la evaluación cognitiva?',
          answer: answer([
            'La ',
            { text: 'evaluación cognitiva', to: PATHS.assessment },
            ' es una autoevaluación rápida de cinco preguntas cronometradas que tocan la memoria, la atención, la velocidad de procesamiento y el razonamiento. Se puntúa en tu navegador: tus respuestas y resultados no se nos envían ni se guardan en ningún sitio. Al final verás una puntuación por área y, para cada área con una puntuación baja, un juego que usa el mismo tipo de habilidad, por si quieres practicarla; no se ha demostrado que practicar un juego mejore esa habilidad en la vida diaria.',
          ]),
        },
        {
          id: 'medical',
          question: '¿La evaluación es una prueba médica?',
          answer: answer(
            'No. Cinco preguntas no pueden medir la salud cognitiva de nadie, y el resultado no es un diagnóstico de ningún tipo. Una puntuación baja puede deberse a una distracción, a una habitación ruidosa o a una pregunta difícil. Si te preocupa tu memoria o tu forma de pensar, habla con un médico.',
          ),
        },
        {
          id: 'prevent',
          question: '¿Estos juegos me harán más inteligente o evitarán la demencia?',
          answer: answer([
            'No podemos prometerlo, y ningún juego de este sitio previene, trata ni diagnostica ninguna enfermedad. La práctica te hace mejor en los propios juegos, pero las pruebas de que los juegos mentales hagan pensar mejor en el día a día (la llamada transferencia lejana) son limitadas. Hábitos como la actividad física, dormir bien, el contacto social y cuidar la tensión arterial tienen un respaldo mucho más sólido: consulta nuestra ',
            { text: 'guía de salud cerebral', to: PATHS.brainHealth },
            ' y los ',
            { text: 'resúmenes de la investigación', to: PATHS.research },
            '.',
          ]),
        },
      ),
    },
    {
      id: 'faq-site',
      title: 'El sitio, tus datos y la ayuda',
      blocks: questions(
        {
          id: 'languages',
          question: '¿En qué idiomas está el sitio?',
          answer: answer(
            'En inglés y en español. Elige «Español» o «English» en la parte superior de la página para pasar a ese idioma la página de inicio, la navegación, el pie de página, los diálogos, los mensajes, los juegos y las páginas de información como esta; la elección te acompaña de una página a otra. Una página que aún no está traducida se muestra en inglés. Los juegos de palabras usan palabras inglesas en los dos idiomas.',
          ),
        },
        {
          id: 'accessibility',
          question: '¿El sitio es accesible?',
          answer: answer([
            'Lo hacemos para que lo sea. Todos los juegos se pueden jugar solo con el teclado y anuncian a los lectores de pantalla las parejas, los movimientos y las pistas. Las cartas, las fichas y las teclas son botones de verdad que dicen su estado. Hay tema claro y oscuro, las animaciones respetan tu ajuste de movimiento reducido y TL;DR tiene una opción de colores de alto contraste. Si algo te lo pone difícil, cuéntanoslo mediante el ',
            { text: 'formulario de contacto', to: PATHS.contact },
            '.',
          ]),
        },
        {
          id: 'data',
          question: '¿Qué se guarda sobre mí? ¿Hay anuncios o rastreadores?',
          answer: answer([
            'Con una cuenta: tu nombre de usuario, tu dirección de correo, cuándo te registraste y las puntuaciones que envías, cada una con la partida que hay detrás (sus movimientos y tiempos), además de lo que necesita el inicio de sesión (una sesión y una credencial por cada navegador desde el que iniciaste sesión). Cada partida, también la de un invitado, se guarda en nuestro servidor mientras se juega; una partida que no acaba siendo una puntuación se borra cuando caduca, un día después de repartirse. Los mensajes que nos envías y los registros de donativos se guardan durante 24 meses. Como cualquier servidor web, el nuestro ve la dirección de red (IP) de cada visitante: se cuenta para limitar los abusos y se guarda en los registros del servidor durante 14 días. No hay contraseñas, ni rastreadores ni analítica de terceros, ni red publicitaria: la página de inicio reserva un espacio para un anuncio, pero no se muestra ningún anuncio. La ',
            { text: 'Política de privacidad', to: PATHS.privacy },
            ' tiene la lista completa, incluidas las dos cookies, lo que guarda tu navegador y cuánto tiempo se conserva todo.',
          ]),
        },
        {
          id: 'donate',
          question: '¿Cómo puedo apoyar el sitio?',
          answer: answer([
            'Juega, cuéntaselo a alguien y envíanos ideas. Si quieres hacer un donativo, la página ',
            { text: 'Apóyanos', to: PATHS.support },
            ' acepta donativos puntuales en dólares estadounidenses, desde 1 dólar, a través de PayPal; los datos de tu tarjeta van a PayPal y nunca nos llegan. Los donativos son voluntarios y no desbloquean nada: el sitio es igual para todos.',
          ]),
        },
      ),
    },
  ],
  related: [
    {
      to: PATHS.gameGuides,
      text: 'Guías de juego',
      description: 'Reglas y estrategia de los cuatro juegos.',
    },
    {
      to: PATHS.privacy,
      text: 'Política de privacidad',
      description: 'Todo lo que guardamos y cómo eliminarlo.',
    },
    { to: PATHS.about, text: 'Acerca de', description: 'Qué es el sitio y qué defendemos.' },
    { to: PATHS.contact, text: 'Contacto', description: '¿No has encontrado tu respuesta? Pregúntanos.' },
  ],
};

export const FAQ = defineMessages(en, es);
