// Longer than 300 lines because it is the whole text of one page in both languages, English and
// Spanish, as data; it holds no logic.

import { HUMAN_PACE } from '../../shared/games/human-pace.ts';
import { INACTIVE_ACCOUNT_WARNING_DAYS, INACTIVE_ACCOUNT_YEARS } from '../../shared/retention.ts';
import { FLOOR_PACE } from '../features/guides/game-facts.ts';
import { defineMessages, type Translation } from '../i18n/catalog.ts';
import { PATHS } from '../lib/paths.ts';
import { GOVERNING_LAW, SISTER_SITE } from '../lib/site-identity.ts';
import type { ContentPage } from './content-types.ts';
import { LEGAL_UPDATED } from './legal-date.ts';
import { aboutOperator, reachOperator } from './operator.ts';
import { aboutOperatorEs, reachOperatorEs } from './operator-es.ts';

const [FIRST_WARNING_DAYS, LAST_WARNING_DAYS] = INACTIVE_ACCOUNT_WARNING_DAYS;

const en: ContentPage = {
  layout: 'info',
  title: 'Terms of Service',
  updated: LEGAL_UPDATED,
  intro: [
    'These terms cover your use of Brain Training Puzzles: playing the games, keeping an account, appearing on the leaderboards, taking the self-check assessment, donating and contacting us. They are written to be read.',
  ],
  contents: true,
  sections: [
    {
      id: 'agreement',
      title: 'About these terms',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            [
              'By using the site you agree to these terms. If you do not agree, please do not use the site. How we handle your data is described in the ',
              {
                text: 'Privacy Policy',
                to: PATHS.privacy,
              },
              ', which is part of these terms.',
            ],
            aboutOperator(
              (operator) =>
                `Brain Training Puzzles is run by ${operator.name} ("we", "us"), who can be reached ${reachOperator(operator)}.`,
            ),
          ],
        },
      ],
    },
    {
      id: 'service',
      title: 'A free service',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            'Everything on the site is free: the four games (Memory Match, Number Puzzle, Word Scramble and the daily word game TL;DR), the leaderboards, the cognitive assessment and the guides. There is no paid tier and nothing to unlock. You can play every game as a guest without an account. Every game is played with our server, so it needs a connection.',
            'We work to keep the site available and correct, but we may change, pause or retire games and features, and the site may sometimes be unavailable, for example during maintenance. Because the service is free, we cannot promise any particular level of availability.',
          ],
        },
      ],
    },
    {
      id: 'accounts',
      title: 'Accounts and usernames',
      blocks: [
        {
          type: 'list',
          items: [
            'An account consists of a username of 3 to 50 characters and an e-mail address. There is no password: you sign in with the e-mail address, and from a browser you have not used with the account before, with a one-time code we e-mail to it.',
            'Use an e-mail address that is yours, and keep one account per person. Accounts are meant for people aged 13 or older; younger players are welcome to play as guests.',
            "Because a browser that has signed in to an account can sign in to it again with the e-mail address alone, sign out and clear this site's data on shared devices, and keep your mailbox to yourself. Tell us through the contact form if you believe someone else is using your account.",
            "Usernames are public on the leaderboards. Do not choose one that is offensive, hateful, sexual, that impersonates another person or organisation, or that contains someone's personal details. Our administrator may rename an account with such a username, to a name that follows the same rules as at sign-up, and may suspend or delete the account if it keeps choosing such names. The leaderboards show the new name at once; the site does not e-mail you about a rename.",
            `An account that nobody signs in to for ${INACTIVE_ACCOUNT_YEARS} years is deleted with its scores, as when you delete it yourself, after warnings e-mailed to its address ${FIRST_WARNING_DAYS} and ${LAST_WARNING_DAYS} days before. Signing in once keeps it.`,
            [
              'You can change your username and e-mail address yourself on your ',
              { text: 'account page', to: PATHS.account },
              ', under the same rules as at sign-up; a new address is used only once you enter the code we e-mail to it.',
            ],
          ],
        },
      ],
    },
    {
      id: 'fair-play',
      title: 'Fair play',
      blocks: [
        {
          type: 'paragraphs',
          items: ['The leaderboards are only fun if everyone on them actually played. Therefore:'],
        },
        {
          type: 'list',
          items: [
            'Play the games yourself, in the browser, as they are offered.',
            "Do not submit scores with scripts, bots or tools that call the site's interface directly, do not alter scores or times on their way to us, and do not exploit bugs to raise your score. If you find a bug, please report it instead.",
            'Do not create several accounts to crowd a leaderboard.',
          ],
        },
        {
          type: 'paragraphs',
          items: [
            `Our server deals every game and keeps its hidden cards, words and answer until they are played. It times every ranked game itself, from the arrival of the move that starts the clock to the arrival of the move that ends the game, and works out the score from its own time and the moves it saw, with the game's own scoring rules. It accepts a score only once, from the player it dealt the game to, for a finished game that has not expired, with its own time and score (a time the browser reports is accepted within 2 seconds of the server's, which is the one stored), and refuses anything else, as well as any game faster than a person can play it (its floor: a minimum per move from the fastest human play on record, ${FLOOR_PACE}). TL;DR ranks one game per player per day (Pacific time), on the player's own ranked word, counted on the day the game was dealt; the word of the day, which everyone shares, is never ranked. Our administrator sees the games finished close to their floor or scoring among the best 0.1% of their game. Beyond these automatic checks, our administrator may remove scores that look implausible, and may suspend or delete, without prior notice, accounts that cheat (for example by sending games played faster than a person can play them, or played by scripts) or otherwise break these terms.`,
          ],
        },
      ],
    },
    {
      id: 'suspension',
      title: 'Suspension and appeals',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            'A suspended account can still sign in and play, but its scores leave every leaderboard and the site totals, any game it has under way can no longer be submitted, and new scores are refused with a message saying that the account is suspended. Its scores are kept: when our administrator lifts the suspension, they return to the leaderboards and totals. The site does not e-mail you about a suspension. A deleted account is gone with its scores, as when you delete it yourself. Every rename, suspension, lifting of a suspension, deletion and removed score is recorded with its time, as the Privacy Policy describes.',
            [
              'If you think our administrator renamed or suspended your account, removed one of your scores or deleted your account by mistake, you can appeal through the ',
              { text: 'contact page', to: PATHS.contact },
              ': give your username (or the one the account had) and the address of the account, and we will look at it again and reply. A suspension can be lifted and a name changed back; a removed score, and a deleted account with its scores, cannot be restored.',
            ],
          ],
        },
      ],
    },
    {
      id: 'leaderboards',
      title: 'Leaderboards',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            'Each game has a monthly leaderboard, which starts afresh on the first day of each calendar month in Pacific time, and an all-time leaderboard. Each shows the top 30 players by their best score (ties go to the faster time, then to whoever set it first). Leaderboards are for fun and bragging rights only: there are no prizes, and a place on a board gives no right to anything.',
          ],
        },
      ],
    },
    {
      id: 'health',
      title: 'No medical claims',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            [
              'The games are entertainment and practice. They are not medical devices and are not meant to prevent, treat, cure or diagnose any condition. The ',
              {
                text: 'cognitive assessment',
                to: PATHS.assessment,
              },
              ' is a five-question self-check scored in your browser; it is not a medical or diagnostic test and its result says nothing about your health. The ',
              {
                text: 'brain health',
                to: PATHS.brainHealth,
              },
              ' and research pages share general information from public health organisations and published studies; they are not medical advice. If you are worried about your memory, thinking or health, please talk to a doctor or another qualified health professional.',
            ],
          ],
        },
      ],
    },
    {
      id: 'donations',
      title: 'Donations',
      blocks: [
        {
          type: 'list',
          items: [
            [
              'Donations on the ',
              {
                text: 'Support',
                to: PATHS.support,
              },
              ' page are voluntary gifts toward running the site, in US dollars, from $1. They buy nothing: no features, no advantage in the games and no place on a leaderboard.',
            ],
            "Payments are processed by PayPal, under PayPal's own terms. Card and bank details are entered with PayPal and never reach us.",
            "If you made a donation by mistake or something went wrong with a payment, write to us through the contact form with PayPal's order number and we will look into it with you.",
          ],
        },
      ],
    },
    {
      id: 'use',
      title: 'Acceptable use',
      blocks: [
        {
          type: 'paragraphs',
          items: ['When you use the site, do not:'],
        },
        {
          type: 'list',
          items: [
            'try to get into accounts, data or parts of the site that are not yours, such as the admin dashboard;',
            'overload the site, work around its rate limits, or collect its pages or data automatically in a way that burdens it;',
            'send spam, abuse or unlawful content through the contact form or in a username;',
            'use the site in breach of the law.',
          ],
        },
      ],
    },
    {
      id: 'content',
      title: 'Our content and yours',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            "The games, word lists, texts, design and code of the site are ours. You may play, link to and share the site and your results (TL;DR's share button is there for that), but you may not copy the site or republish its content as your own.",
            'What you give us stays yours. By choosing a username and submitting scores, you let us show them on the leaderboards. By sending a message, you let us read it and reply.',
          ],
        },
      ],
    },
    {
      id: 'links',
      title: 'Other sites',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            `The site links to other sites, such as public health organisations, research articles${SISTER_SITE ? `, our sister site ${SISTER_SITE.name}` : ''} and PayPal. Those sites have their own terms and privacy policies, and we are not responsible for their content.`,
          ],
        },
      ],
    },
    {
      id: 'liability',
      title: 'Warranty and liability',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            'The site is provided free of charge and "as is". We make no promise that it will be error-free or always available, or that scores, statistics or leaderboards will never be lost or corrected. To the extent the law allows, we are not liable for any indirect or consequential loss arising from your use of the site, or from being unable to use it. Nothing in these terms limits any liability that cannot be limited by law, or your rights as a consumer.',
          ],
        },
      ],
    },
    {
      id: 'ending',
      title: 'Ending your use',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            [
              'You can stop using the site at any time and delete your account and its scores yourself (Delete account, on your account page), or ask us to through the ',
              {
                text: 'contact form',
                to: PATHS.contact,
              },
              '. We may suspend or delete an account that breaks these terms, as described above.',
            ],
          ],
        },
      ],
    },
    {
      id: 'law',
      title: 'Governing law',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            GOVERNING_LAW
              ? `These terms are governed by ${GOVERNING_LAW}. If you use the site as a consumer, this does not take away the protection that the law of the country where you live gives you.`
              : "These terms are governed by the law of the place where the site's operator is established. If you use the site as a consumer, this does not take away the protection that the law of the country where you live gives you.",
          ],
        },
      ],
    },
    {
      id: 'changes',
      title: 'Changes to these terms',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            'We may update these terms as the site changes. The version on this page is the one in force, and the date at its top says when it last changed; if you keep using the site after a change, the new terms apply.',
            'These terms are written in English and in Spanish. If the two ever differ, the English version prevails.',
          ],
        },
      ],
    },
    {
      id: 'contact',
      title: 'Contact',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            [
              'Questions about these terms, reports of abusive usernames or suspicious scores, appeals against a rename, suspension or deletion, and data requests go through the ',
              {
                text: 'contact form',
                to: PATHS.contact,
              },
              '.',
            ],
          ],
        },
      ],
    },
  ],
  related: [
    {
      to: PATHS.privacy,
      text: 'Privacy Policy',
      description: 'What we store about you and how to have it removed.',
    },
    { to: PATHS.faq, text: 'FAQ', description: 'How scores are checked and when the boards reset.' },
    { to: PATHS.support, text: 'Support the site', description: 'Voluntary donations through PayPal.' },
    { to: PATHS.contact, text: 'Contact us', description: 'Questions, reports and data requests.' },
  ],
};

/** The human floor's minimum per move (`FLOOR_PACE`), in Spanish. */
const FLOOR_PACE_ES = `al menos ${HUMAN_PACE.keystrokeMs} ms por cada pulsación de tecla o toque, ${HUMAN_PACE.reactionMs} ms para reaccionar a algo que acaba de aparecer y ${HUMAN_PACE.tileSlideMs} ms por cada deslizamiento de ficha`;

const es: Translation<ContentPage> = {
  layout: 'info',
  title: 'Términos del servicio',
  updated: LEGAL_UPDATED,
  intro: [
    'Estos términos regulan tu uso de Rompecabezas para el Cerebro: jugar a los juegos, tener una cuenta, aparecer en las clasificaciones, hacer la autoevaluación, donar y contactar con nosotros. Están escritos para que los leas.',
  ],
  contents: true,
  sections: [
    {
      id: 'agreement',
      title: 'Sobre estos términos',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            [
              'Al usar el sitio aceptas estos términos. Si no los aceptas, no uses el sitio. Cómo tratamos tus datos se describe en la ',
              {
                text: 'Política de privacidad',
                to: PATHS.privacy,
              },
              ', que forma parte de estos términos.',
            ],
            aboutOperatorEs(
              (operator) =>
                `Rompecabezas para el Cerebro lo gestiona ${operator.name} ("nosotros"), con quien puedes contactar ${reachOperatorEs(operator)}.`,
            ),
          ],
        },
      ],
    },
    {
      id: 'service',
      title: 'Un servicio gratuito',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            'Todo en el sitio es gratuito: los cuatro juegos (Memory Match, Number Puzzle, Word Scramble y el juego de palabras diario TL;DR), las clasificaciones, la evaluación cognitiva y las guías. No hay ninguna modalidad de pago ni nada que desbloquear. Puedes jugar a todos los juegos como invitado, sin cuenta. Cada partida se juega con nuestro servidor, así que necesita conexión.',
            'Trabajamos para que el sitio esté disponible y funcione correctamente, pero podemos cambiar, pausar o retirar juegos y funciones, y a veces el sitio puede no estar disponible, por ejemplo durante el mantenimiento. Como el servicio es gratuito, no podemos prometer ningún nivel concreto de disponibilidad.',
          ],
        },
      ],
    },
    {
      id: 'accounts',
      title: 'Cuentas y nombres de usuario',
      blocks: [
        {
          type: 'list',
          items: [
            'Una cuenta consiste en un nombre de usuario de 3 a 50 caracteres y una dirección de correo. No hay contraseña: inicias sesión con la dirección de correo y, desde un navegador que no has usado antes con la cuenta, con un código de un solo uso que te enviamos a esa dirección.',
            'Usa una dirección de correo que sea tuya y ten una sola cuenta por persona. Las cuentas son para personas de 13 años o más; los jugadores más jóvenes pueden jugar como invitados.',
            'Como un navegador que ha iniciado sesión en una cuenta puede volver a iniciarla solo con la dirección de correo, cierra sesión y borra los datos de este sitio en los dispositivos compartidos, y no compartas tu buzón de correo con nadie. Avísanos mediante el formulario de contacto si crees que otra persona está usando tu cuenta.',
            'Los nombres de usuario son públicos en las clasificaciones. No elijas uno que sea ofensivo, de odio o sexual, que suplante a otra persona u organización o que contenga datos personales de alguien. Nuestro administrador puede cambiar el nombre de una cuenta con un nombre de usuario así por otro que cumpla las mismas reglas que al registrarse, y puede suspender o eliminar la cuenta si sigue eligiendo nombres así. Las clasificaciones muestran el nombre nuevo de inmediato; el sitio no te avisa por correo de un cambio de nombre.',
            `Una cuenta en la que nadie inicia sesión durante ${INACTIVE_ACCOUNT_YEARS} años se elimina con sus puntuaciones, como cuando la eliminas tú, tras avisos enviados a su dirección de correo ${FIRST_WARNING_DAYS} y ${LAST_WARNING_DAYS} días antes. Iniciar sesión una vez la conserva.`,
            [
              'Puedes cambiar tú mismo tu nombre de usuario y tu dirección de correo en la ',
              { text: 'página de tu cuenta', to: PATHS.account },
              ', con las mismas reglas que al registrarte; una dirección nueva solo se usa cuando introduces el código que le enviamos por correo.',
            ],
          ],
        },
      ],
    },
    {
      id: 'fair-play',
      title: 'Juego limpio',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            'Las clasificaciones solo son divertidas si todos los que aparecen en ellas han jugado de verdad. Por eso:',
          ],
        },
        {
          type: 'list',
          items: [
            'Juega tú mismo a los juegos, en el navegador, tal como se ofrecen.',
            'No envíes puntuaciones con scripts, bots o herramientas que llamen directamente a la interfaz del sitio, no alteres las puntuaciones ni los tiempos en su camino hacia nosotros y no aproveches errores para subir tu puntuación. Si encuentras un error, infórmanos de él.',
            'No crees varias cuentas para llenar una clasificación.',
          ],
        },
        {
          type: 'paragraphs',
          items: [
            `Nuestro servidor reparte cada partida y guarda sus cartas, palabras y respuesta ocultas hasta que se juegan. Cronometra él mismo cada partida clasificatoria, desde la llegada del movimiento que pone en marcha el reloj hasta la llegada del movimiento que termina la partida, y calcula la puntuación a partir de su propio tiempo y de los movimientos que vio, con las reglas de puntuación del propio juego. Acepta una puntuación una sola vez, del jugador al que repartió la partida, para una partida terminada que no ha caducado, con su propio tiempo y puntuación (el tiempo que informa el navegador se acepta si está a menos de 2 segundos del del servidor, que es el que se guarda), y rechaza todo lo demás, así como cualquier partida más rápida de lo que una persona puede jugarla (su límite mínimo: un mínimo por movimiento según la partida humana más rápida registrada, ${FLOOR_PACE_ES}). TL;DR clasifica una partida por jugador y día (hora del Pacífico), con la palabra clasificatoria propia del jugador, contada el día en que se repartió la partida; la palabra del día, que comparten todos, nunca clasifica. Nuestro administrador ve las partidas terminadas cerca de su límite mínimo o con una puntuación entre el 0,1\u00a0% mejor de su juego. Además de estas comprobaciones automáticas, nuestro administrador puede quitar puntuaciones que parezcan inverosímiles, y puede suspender o eliminar, sin previo aviso, las cuentas que hagan trampa (por ejemplo, enviando partidas jugadas más rápido de lo que una persona puede jugarlas, o jugadas por scripts) o que incumplan de otro modo estos términos.`,
          ],
        },
      ],
    },
    {
      id: 'suspension',
      title: 'Suspensión y reclamaciones',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            'Una cuenta suspendida puede seguir iniciando sesión y jugando, pero sus puntuaciones salen de todas las clasificaciones y de los totales del sitio, ninguna partida que tenga en curso puede enviarse ya, y las puntuaciones nuevas se rechazan con un mensaje que dice que la cuenta está suspendida. Sus puntuaciones se conservan: cuando nuestro administrador levanta la suspensión, vuelven a las clasificaciones y a los totales. El sitio no te avisa por correo de una suspensión. Una cuenta eliminada desaparece con sus puntuaciones, como cuando la eliminas tú. Cada cambio de nombre, suspensión, levantamiento de una suspensión, eliminación y puntuación quitada se registra con su hora, como describe la Política de privacidad.',
            [
              'Si crees que nuestro administrador cambió el nombre de tu cuenta o la suspendió, quitó una de tus puntuaciones o eliminó tu cuenta por error, puedes reclamar mediante la ',
              { text: 'página de contacto', to: PATHS.contact },
              ': indica tu nombre de usuario (o el que tenía la cuenta) y la dirección de correo de la cuenta, y lo revisaremos de nuevo y te responderemos. Una suspensión puede levantarse y un nombre puede volver a ponerse; una puntuación quitada, y una cuenta eliminada con sus puntuaciones, no pueden recuperarse.',
            ],
          ],
        },
      ],
    },
    {
      id: 'leaderboards',
      title: 'Clasificaciones',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            'Cada juego tiene una clasificación mensual, que empieza de nuevo el primer día de cada mes natural en hora del Pacífico, y una clasificación histórica. Cada una muestra los 30 mejores jugadores según su mejor puntuación (en caso de empate va antes el tiempo más rápido y, después, quien la consiguió primero). Las clasificaciones son solo por diversión y por presumir: no hay premios, y un puesto en una clasificación no da derecho a nada.',
          ],
        },
      ],
    },
    {
      id: 'health',
      title: 'Sin afirmaciones médicas',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            [
              'Los juegos son entretenimiento y práctica. No son productos sanitarios y no están pensados para prevenir, tratar, curar ni diagnosticar ninguna afección. La ',
              {
                text: 'evaluación cognitiva',
                to: PATHS.assessment,
              },
              ' es una autoevaluación de cinco preguntas que se puntúa en tu navegador; no es una prueba médica ni diagnóstica, y su resultado no dice nada sobre tu salud. Las páginas de ',
              {
                text: 'salud cerebral',
                to: PATHS.brainHealth,
              },
              ' y de investigación comparten información general de organizaciones de salud pública y de estudios publicados; no son consejo médico. Si te preocupan tu memoria, tu forma de pensar o tu salud, habla con un médico o con otro profesional sanitario cualificado.',
            ],
          ],
        },
      ],
    },
    {
      id: 'donations',
      title: 'Donaciones',
      blocks: [
        {
          type: 'list',
          items: [
            [
              'Las donaciones en la página ',
              {
                text: 'Apóyanos',
                to: PATHS.support,
              },
              ' son regalos voluntarios para ayudar a mantener el sitio, en dólares estadounidenses, desde $1. No compran nada: ni funciones, ni ventajas en los juegos, ni un puesto en una clasificación.',
            ],
            'Los pagos los procesa PayPal, según sus propias condiciones. Los datos de tarjeta y bancarios se introducen en PayPal y nunca nos llegan.',
            'Si hiciste una donación por error o algo salió mal con un pago, escríbenos mediante el formulario de contacto con el número de pedido de PayPal y lo revisaremos contigo.',
          ],
        },
      ],
    },
    {
      id: 'use',
      title: 'Uso aceptable',
      blocks: [
        {
          type: 'paragraphs',
          items: ['Cuando uses el sitio, no debes:'],
        },
        {
          type: 'list',
          items: [
            'intentar entrar en cuentas, datos o partes del sitio que no son tuyos, como el panel de administración;',
            'sobrecargar el sitio, eludir sus límites de peticiones ni recopilar sus páginas o datos de forma automática de un modo que lo sobrecargue;',
            'enviar spam, contenido abusivo o contenido ilegal mediante el formulario de contacto o en un nombre de usuario;',
            'usar el sitio incumpliendo la ley.',
          ],
        },
      ],
    },
    {
      id: 'content',
      title: 'Nuestro contenido y el tuyo',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            'Los juegos, las listas de palabras, los textos, el diseño y el código del sitio son nuestros. Puedes jugar, enlazar y compartir el sitio y tus resultados (el botón de compartir de TL;DR está para eso), pero no puedes copiar el sitio ni volver a publicar su contenido como si fuera tuyo.',
            'Lo que nos das sigue siendo tuyo. Al elegir un nombre de usuario y enviar puntuaciones, nos permites mostrarlos en las clasificaciones. Al enviar un mensaje, nos permites leerlo y responderlo.',
          ],
        },
      ],
    },
    {
      id: 'links',
      title: 'Otros sitios',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            `El sitio enlaza a otros sitios, como organizaciones de salud pública, artículos de investigación${SISTER_SITE ? `, nuestro sitio hermano ${SISTER_SITE.name}` : ''} y PayPal. Esos sitios tienen sus propias condiciones y políticas de privacidad, y no somos responsables de su contenido.`,
          ],
        },
      ],
    },
    {
      id: 'liability',
      title: 'Garantía y responsabilidad',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            'El sitio se ofrece gratis y "tal cual". No prometemos que esté libre de errores o siempre disponible, ni que las puntuaciones, las estadísticas o las clasificaciones nunca vayan a perderse o corregirse. En la medida en que la ley lo permita, no somos responsables de ninguna pérdida indirecta o consecuente que se derive de tu uso del sitio o de no poder usarlo. Nada de estos términos limita una responsabilidad que la ley no permita limitar, ni tus derechos como consumidor.',
          ],
        },
      ],
    },
    {
      id: 'ending',
      title: 'Dejar de usar el sitio',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            [
              'Puedes dejar de usar el sitio en cualquier momento y eliminar tú mismo tu cuenta y sus puntuaciones (Eliminar cuenta, en tu página de cuenta), o pedirnos que lo hagamos mediante el ',
              {
                text: 'formulario de contacto',
                to: PATHS.contact,
              },
              '. Podemos suspender o eliminar una cuenta que incumpla estos términos, como se explica arriba.',
            ],
          ],
        },
      ],
    },
    {
      id: 'law',
      title: 'Ley aplicable',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            GOVERNING_LAW
              ? `Estos términos se rigen por la ley que nombra su versión en inglés (${GOVERNING_LAW}, en inglés tal como la configura el operador). Si usas el sitio como consumidor, esto no te quita la protección que te da la ley del país donde vives.`
              : 'Estos términos se rigen por la ley del lugar donde está establecido el operador del sitio. Si usas el sitio como consumidor, esto no te quita la protección que te da la ley del país donde vives.',
          ],
        },
      ],
    },
    {
      id: 'changes',
      title: 'Cambios en estos términos',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            'Podemos actualizar estos términos a medida que cambie el sitio. La versión de esta página es la vigente, y la fecha de su parte superior indica cuándo cambió por última vez; si sigues usando el sitio después de un cambio, se aplican los términos nuevos.',
            'Estos términos están escritos en inglés y en español. Si alguna vez las dos versiones no coinciden, prevalece la versión en inglés.',
          ],
        },
      ],
    },
    {
      id: 'contact',
      title: 'Contacto',
      blocks: [
        {
          type: 'paragraphs',
          items: [
            [
              'Las preguntas sobre estos términos, los avisos de nombres de usuario abusivos o de puntuaciones sospechosas, las reclamaciones contra un cambio de nombre, una suspensión o una eliminación, y las solicitudes sobre datos se envían mediante el ',
              {
                text: 'formulario de contacto',
                to: PATHS.contact,
              },
              '.',
            ],
          ],
        },
      ],
    },
  ],
  related: [
    {
      to: PATHS.privacy,
      text: 'Política de privacidad',
      description: 'Qué guardamos sobre ti y cómo hacer que se elimine.',
    },
    {
      to: PATHS.faq,
      text: 'Preguntas frecuentes',
      description: 'Cómo se comprueban las puntuaciones y cuándo se reinician las clasificaciones.',
    },
    { to: PATHS.support, text: 'Apoya el sitio', description: 'Donaciones voluntarias mediante PayPal.' },
    { to: PATHS.contact, text: 'Contáctanos', description: 'Preguntas, avisos y solicitudes sobre datos.' },
  ],
};

export const TERMS_OF_SERVICE = defineMessages(en, es);
