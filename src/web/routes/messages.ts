import { defineMessages } from '../i18n/catalog.ts';

/** Every page's title, description and keywords (for <title>, meta tags and Open Graph), in both languages. */
export const pageMetaMessages = defineMessages(
  {
    home: {
      title: 'Brain Training Puzzles: Free Memory, Logic and Word Games',
      description:
        'Four free puzzle games: Memory Match, Number Puzzle, Word Scramble and the daily TL;DR word game. Monthly leaderboards, no password needed.',
      keywords: 'brain training, brain games, memory game, sliding puzzle, word scramble, daily word game',
    },
    memoryMatch: {
      title: 'Memory Match: Free Card Matching Brain Game',
      description:
        'Flip cards two at a time and find all eight matching pairs. A free memory game with a timer, move counter and monthly leaderboard.',
      keywords: 'memory game, card matching, concentration game, brain training',
    },
    numberPuzzle: {
      title: 'Number Puzzle: Free 15-Tile Sliding Puzzle',
      description:
        'Slide the numbered tiles back into order from 1 to 15. A free sliding puzzle in three difficulties with a timer, move counter and leaderboard.',
      keywords: '15 puzzle, sliding puzzle, number puzzle, logic game',
    },
    wordScramble: {
      title: 'Word Scramble: Free Word Unscrambling Game',
      description:
        'Unscramble five words with the help of a hint. A free word game in three difficulties with streaks, a timer and a leaderboard.',
      keywords: 'word scramble, anagram game, word puzzle, vocabulary game',
    },
    tldr: {
      title: 'TL;DR: The Daily Six-Letter Word Game',
      description:
        'Guess the daily six-letter word in six attempts with colour-coded clues. A new word every day at midnight Pacific time.',
      keywords: 'daily word game, six letter word, word guessing game, TL;DR',
    },
    privacy: {
      title: 'Privacy Policy',
      description:
        'What Brain Training Puzzles stores about you and why: account, sign-ins, scores, cookies, browser storage, contact messages and donations, how to download it and how to have it removed.',
      keywords: 'privacy policy, data protection, cookies, local storage, data removal',
    },
    terms: {
      title: 'Terms of Service',
      description:
        'The terms for using Brain Training Puzzles: a free service, accounts, fair play on the leaderboards, suspensions and appeals, donations, no medical claims and our liability.',
      keywords: 'terms of service, terms of use, fair play, leaderboard rules, donations',
    },
    contact: {
      title: 'Contact Us',
      description:
        'Send the Brain Training Puzzles team a question, an idea or a request to remove your data.',
      keywords: 'contact, support, feedback',
    },
    faq: {
      title: 'Frequently Asked Questions',
      description:
        'Answers about the games, accounts, leaderboards, the daily word and your data at Brain Training Puzzles.',
      keywords: 'FAQ, brain training questions, leaderboard, daily word, passwordless sign-in, guest play',
    },
    brainHealth: {
      title: 'Brain Health Guide',
      description:
        'Habits that support a healthy brain, from the WHO, the U.S. National Institute on Aging and the CDC: activity, sleep, social life, learning, blood pressure and diet, and what puzzles can and cannot do.',
      keywords:
        'brain health, cognitive health, healthy habits, physical activity, sleep, blood pressure, dementia risk',
    },
    support: {
      title: 'Support Brain Training Puzzles',
      description: 'Help keep Brain Training Puzzles free for everyone with a donation.',
      keywords: 'donate, support, free brain games',
    },
    about: {
      title: 'About Brain Training Puzzles',
      description:
        'What Brain Training Puzzles is, who it is for, and what we stand for: free puzzles, honesty about the research, privacy, accessibility, English and Spanish.',
      keywords: 'about, brain training site, free puzzle games, principles',
    },
    gameGuides: {
      title: 'Game Guides and Strategies',
      description:
        'How Memory Match, Number Puzzle, Word Scramble and TL;DR score, the strategies that raise your score, and a weekly training schedule.',
      keywords:
        'game guides, puzzle strategies, memory match tips, sliding puzzle strategy, word scramble tips, six-letter word game, training schedule',
    },
    research: {
      title: 'Research on Brain Training',
      description:
        'What studies and meta-analyses say about brain training: practice improves the practised tasks, while broad "far transfer" to general abilities is limited and disputed.',
      keywords:
        'brain training research, cognitive training studies, far transfer, working memory training, ACTIVE trial, meta-analysis',
    },
    blog: {
      title: 'Brain Training Blog',
      description:
        'A reading list of articles from reputable sources about brain-training research, brain health, the psychology of memory and brain-training technology.',
      keywords: 'brain blog, brain training articles, memory articles, psychology, brain health reading list',
    },
    brainScience: {
      title: 'The Science of the Brain',
      description:
        'How the brain changes with practice, what studies say brain games can and cannot do, and why exercise, sleep and an engaged life matter.',
      keywords:
        'brain science, neuroplasticity, practice effects, far transfer, ACTIVE trial, FINGER trial, physical activity and the brain, sleep and memory',
    },
    assessment: {
      title: 'Cognitive Assessment',
      description:
        'A short, self-scored check of memory, attention, processing speed and reasoning: five timed questions, scored in your browser, with game recommendations. Not a medical test.',
      keywords:
        'cognitive assessment, memory test, attention test, processing speed, reasoning, brain training',
    },
    trainingTips: {
      title: 'Brain Training Tips',
      description:
        'When to train, how hard, how often and how to vary it: a five-week plan, mindset advice and tips for each of our four puzzle games.',
      keywords: 'brain training tips, practice schedule, training plan, puzzle game tips',
    },
    admin: {
      title: 'Admin Dashboard: Site Management for Authorised Administrators',
      description:
        'The management dashboard of Brain Training Puzzles, restricted to authorised administrators.',
      keywords: 'admin dashboard, site management',
    },
    account: {
      title: 'Your Account: Sign-ins, Your Data, Username and E-mail',
      description:
        'See where you are signed in to Brain Training Puzzles, download your data, change your username or e-mail address, or delete your account.',
      keywords: '',
    },
    progress: {
      title: 'Your Progress: Best Scores, Charts and Statistics',
      description:
        'Your best score and time in each game of Brain Training Puzzles, your scores over the last 90 days, games per week, TL;DR statistics and where your month stands.',
      keywords: '',
    },
    notFound: {
      title: 'Page Not Found',
      description: 'This address does not lead to a page of Brain Training Puzzles.',
      keywords: '',
    },
  },
  {
    home: {
      title: 'Rompecabezas para el Cerebro: juegos gratis de memoria, lógica y palabras',
      description:
        'Cuatro juegos de rompecabezas gratis: Memory Match, Number Puzzle, Word Scramble y TL;DR, el juego de la palabra del día. Clasificaciones mensuales, sin necesidad de contraseña.',
      keywords:
        'entrenamiento cerebral, juegos mentales, juego de memoria, puzle deslizante, palabras desordenadas, juego de la palabra del día',
    },
    memoryMatch: {
      title: 'Memory Match: juego mental gratis de emparejar cartas',
      description:
        'Da la vuelta a dos cartas cada vez y encuentra las ocho parejas. Un juego de memoria gratis con cronómetro, contador de movimientos y clasificación mensual.',
      keywords: 'juego de memoria, emparejar cartas, juego de concentración, entrenamiento cerebral',
    },
    numberPuzzle: {
      title: 'Number Puzzle: puzle deslizante gratis de 15 fichas',
      description:
        'Desliza las fichas numeradas hasta ordenarlas del 1 al 15. Un puzle deslizante gratis con tres niveles de dificultad, cronómetro, contador de movimientos y clasificación.',
      keywords: 'juego del 15, puzle deslizante, rompecabezas numérico, juego de lógica',
    },
    wordScramble: {
      title: 'Word Scramble: juego gratis de ordenar letras',
      description:
        'Ordena las letras de cinco palabras en inglés con ayuda de una pista. Un juego de palabras gratis con tres niveles de dificultad, rachas, cronómetro y clasificación.',
      keywords: 'palabras desordenadas, juego de anagramas, pasatiempo de palabras, juego de vocabulario',
    },
    tldr: {
      title: 'TL;DR: el juego de la palabra diaria de seis letras',
      description:
        'Adivina la palabra del día, de seis letras y en inglés, en seis intentos y con pistas de colores. Una palabra nueva cada día a medianoche, hora del Pacífico.',
      keywords: 'juego de palabra diaria, palabra de seis letras, juego de adivinar palabras, TL;DR',
    },
    privacy: {
      title: 'Política de privacidad',
      description:
        'Qué guarda Rompecabezas para el Cerebro sobre ti y por qué: cuenta, inicios de sesión, puntuaciones, cookies, almacenamiento del navegador, mensajes de contacto y donaciones; cómo descargarlo y cómo pedir que se borre.',
      keywords:
        'política de privacidad, protección de datos, cookies, almacenamiento local, borrado de datos',
    },
    terms: {
      title: 'Términos del servicio',
      description:
        'Las condiciones de uso de Rompecabezas para el Cerebro: un servicio gratuito, cuentas, juego limpio en las clasificaciones, suspensiones y recursos, donaciones, ninguna afirmación médica y nuestra responsabilidad.',
      keywords:
        'términos del servicio, condiciones de uso, juego limpio, normas de la clasificación, donaciones',
    },
    contact: {
      title: 'Contacto',
      description:
        'Envía al equipo de Rompecabezas para el Cerebro una pregunta, una idea o una solicitud para borrar tus datos.',
      keywords: 'contacto, ayuda, sugerencias',
    },
    faq: {
      title: 'Preguntas frecuentes',
      description:
        'Respuestas sobre los juegos, las cuentas, las clasificaciones, la palabra del día y tus datos en Rompecabezas para el Cerebro.',
      keywords:
        'preguntas frecuentes, preguntas sobre entrenamiento cerebral, clasificación, palabra del día, inicio de sesión sin contraseña, jugar como invitado',
    },
    brainHealth: {
      title: 'Guía de salud cerebral',
      description:
        'Hábitos que favorecen un cerebro sano, según la OMS, el Instituto Nacional sobre el Envejecimiento de EE. UU. y los CDC: actividad física, sueño, vida social, aprendizaje, presión arterial y alimentación, y lo que los rompecabezas pueden y no pueden hacer.',
      keywords:
        'salud cerebral, salud cognitiva, hábitos saludables, actividad física, sueño, presión arterial, riesgo de demencia',
    },
    support: {
      title: 'Apoya a Rompecabezas para el Cerebro',
      description: 'Ayuda con un donativo a que Rompecabezas para el Cerebro siga siendo gratis para todos.',
      keywords: 'donar, apoyar, juegos mentales gratis',
    },
    about: {
      title: 'Acerca de Rompecabezas para el Cerebro',
      description:
        'Qué es Rompecabezas para el Cerebro, para quién es y qué defendemos: rompecabezas gratis, honestidad sobre la investigación, privacidad, accesibilidad, inglés y español.',
      keywords: 'acerca de, sitio de entrenamiento cerebral, juegos de rompecabezas gratis, principios',
    },
    gameGuides: {
      title: 'Guías de juego y estrategias',
      description:
        'Cómo puntúan Memory Match, Number Puzzle, Word Scramble y TL;DR, las estrategias que suben tu puntuación y un plan semanal de práctica.',
      keywords:
        'guías de juego, estrategias de rompecabezas, consejos para Memory Match, estrategia de puzle deslizante, consejos para Word Scramble, juego de palabras de seis letras, plan de práctica',
    },
    research: {
      title: 'Investigación sobre el entrenamiento cerebral',
      description:
        'Lo que dicen los estudios y los metaanálisis sobre el entrenamiento cerebral: la práctica mejora el rendimiento en las tareas practicadas, mientras que la «transferencia lejana» amplia a capacidades generales es limitada y discutida.',
      keywords:
        'investigación sobre entrenamiento cerebral, estudios de entrenamiento cognitivo, transferencia lejana, memoria de trabajo, ensayo ACTIVE, metaanálisis',
    },
    blog: {
      title: 'Blog de entrenamiento cerebral',
      description:
        'Una lista de lecturas con artículos de fuentes fiables sobre la investigación en entrenamiento cerebral, la salud cerebral, la psicología de la memoria y la tecnología del entrenamiento cerebral.',
      keywords:
        'blog sobre el cerebro, artículos de entrenamiento cerebral, artículos sobre la memoria, psicología, lecturas sobre salud cerebral',
    },
    brainScience: {
      title: 'La ciencia del cerebro',
      description:
        'Cómo cambia el cerebro con la práctica, qué dicen los estudios sobre lo que los juegos mentales pueden y no pueden hacer, y por qué importan el ejercicio, el sueño y una vida activa.',
      keywords:
        'ciencia del cerebro, neuroplasticidad, efectos de la práctica, transferencia lejana, ensayo ACTIVE, ensayo FINGER, actividad física y cerebro, sueño y memoria',
    },
    assessment: {
      title: 'Evaluación cognitiva',
      description:
        'Una breve autoevaluación de memoria, atención, velocidad de procesamiento y razonamiento: cinco preguntas cronometradas, puntuadas en tu navegador, con juegos recomendados. No es una prueba médica.',
      keywords:
        'evaluación cognitiva, test de memoria, test de atención, velocidad de procesamiento, razonamiento, entrenamiento cerebral',
    },
    trainingTips: {
      title: 'Consejos de entrenamiento cerebral',
      description:
        'Cuándo practicar, con qué intensidad, con qué frecuencia y cómo variar la práctica: un plan de cinco semanas, consejos sobre la actitud y trucos para cada uno de nuestros cuatro juegos de rompecabezas.',
      keywords:
        'consejos de entrenamiento cerebral, horario de práctica, plan de entrenamiento, consejos para juegos de rompecabezas',
    },
    admin: {
      title: 'Panel de administración: gestión del sitio para administradores autorizados',
      description:
        'El panel de gestión de Rompecabezas para el Cerebro, reservado a los administradores autorizados.',
      keywords: 'panel de administración, gestión del sitio',
    },
    account: {
      title: 'Tu cuenta: inicios de sesión, tus datos, nombre de usuario y correo electrónico',
      description:
        'Consulta dónde has iniciado sesión en Rompecabezas para el Cerebro, descarga tus datos, cambia tu nombre de usuario o tu dirección de correo electrónico, o elimina tu cuenta.',
      keywords: '',
    },
    progress: {
      title: 'Tu progreso: mejores puntuaciones, gráficos y estadísticas',
      description:
        'Tu mejor puntuación y tu mejor tiempo en cada juego de Rompecabezas para el Cerebro, tus puntuaciones de los últimos 90 días, partidas por semana, estadísticas de TL;DR y tu posición este mes.',
      keywords: '',
    },
    notFound: {
      title: 'Página no encontrada',
      description: 'Esta dirección no lleva a ninguna página de Rompecabezas para el Cerebro.',
      keywords: '',
    },
  },
);
