// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the page's placeholders, as its source writes them
import type { PendingSpanish } from './pending.ts';

export const PENDING: PendingSpanish = {
  source: 'src/web/content/privacy-policy.ts',
  sentences: [
    {
      en: 'which the site sends when you sign up or sign in,',
      es: 'que el sitio envía cuando te registras o inicias sesión,',
    },
    {
      en: "is recorded with its time, the account's number (none for a deletion) and its username at the time,",
      es: 'se registra con su hora, el número de la cuenta (ninguno en una eliminación) y su nombre de usuario en ese momento,',
    },
    {
      en: 'This page explains, in plain words, what Brain Training Puzzles stores about you, why and on which legal basis, who handles it for us, for how long, and what your rights are, including how to have it removed.',
      es: 'Esta página explica, con palabras sencillas, qué guarda Rompecabezas para el Cerebro sobre ti, por qué y con qué base legal, quién lo trata por nosotros, durante cuánto tiempo y cuáles son tus derechos, incluido cómo hacer que se elimine.',
    },
    {
      en: "The counters are kept in a Redis server that the site's servers share (see Who processes data for us), or in a server's own memory while that Redis server cannot be reached, never in the database, and each one disappears at the end of its time window: from one minute to one hour.",
      es: 'Los contadores se guardan en un servidor Redis que comparten los servidores del sitio (consulta Quién trata datos por nosotros), o en la memoria de cada servidor mientras no se puede acceder a ese servidor Redis, nunca en la base de datos, y cada uno desaparece al final de su intervalo: de un minuto a una hora.',
    },
    {
      en: "The counters are kept in each server's own memory, never in the database or anywhere else, and each one disappears at the end of its time window: from one minute to one hour.",
      es: 'Los contadores se guardan en la memoria de cada servidor, nunca en la base de datos ni en ningún otro sitio, y cada uno desaparece al final de su intervalo: de un minuto a una hora.',
    },
    {
      en: 'If you create an account we keep your username, your e-mail address, when the account was created, when you last signed in and in which language, the scores you submit, each with the game and every move that produced it, and where the account is signed in: each session and each browser that may sign in to it, with a short name of the browser and system and when it was signed in and last used.',
      es: 'Si creas una cuenta, guardamos tu nombre de usuario, tu dirección de correo, cuándo se creó la cuenta, cuándo iniciaste sesión por última vez y en qué idioma, las puntuaciones que envías, cada una con la partida y todos los movimientos que la produjeron, y dónde está abierta la sesión de la cuenta: cada sesión y cada navegador que puede iniciar sesión en ella, con un nombre corto del navegador y del sistema y cuándo se inició la sesión y cuándo se usó por última vez.',
    },
    {
      en: "PayPal's payment script is loaded only when you choose to donate on the Support page.",
      es: 'El script de pago de PayPal solo se carga cuando decides donar en la página Apóyanos.',
    },
    {
      en: "You can delete your account yourself at any time, and everything linked to it goes at once, apart from the administrator's records of any action taken on the account.",
      es: 'Puedes eliminar tu cuenta tú mismo en cualquier momento, y todo lo vinculado a ella se elimina a la vez, salvo los registros del administrador de las acciones tomadas sobre la cuenta.',
    },
    {
      en: 'An account that nobody signs in to for ${INACTIVE_ACCOUNT_YEARS} years is deleted in the same way, after two warning e-mails; signing in once keeps it.',
      es: 'Una cuenta en la que nadie inicia sesión durante ${INACTIVE_ACCOUNT_YEARS} años se elimina de la misma manera, después de dos correos de aviso; iniciar sesión una vez la conserva.',
    },
    {
      en: "The administrator's records are deleted ${ADMIN_ACTION_RETENTION_MONTHS} months after the action, contact messages ${CONTACT_RETENTION_MONTHS} months after they arrived and donation records ${DONATION_RETENTION_MONTHS} months after the donation.",
      es: 'Los registros del administrador se eliminan ${ADMIN_ACTION_RETENTION_MONTHS} meses después de la acción, los mensajes de contacto ${CONTACT_RETENTION_MONTHS} meses después de llegar y los registros de donaciones ${DONATION_RETENTION_MONTHS} meses después de la donación.',
    },
    {
      en: '${operator.name} runs Brain Training Puzzles and is the controller of the personal data this page describes: the one who decides why and how it is used. You can reach ${operator.name} ${reachOperator(operator)}, or through the contact form.',
      es: '${operator.name} gestiona Rompecabezas para el Cerebro y es el responsable del tratamiento de los datos personales que describe esta página: quien decide por qué y cómo se usan. Puedes contactar con ${operator.name} ${reachOperator(operator)}, o mediante el formulario de contacto.',
    },
    {
      en: 'Why we use your data, and on which legal basis',
      es: 'Por qué usamos tus datos y con qué base legal',
    },
    {
      en: 'Data-protection law asks for a legal basis for each use of personal data. Ours are these:',
      es: 'La ley de protección de datos exige una base legal para cada uso de los datos personales. Estas son las nuestras:',
    },
    {
      en: "Your account, signing in, the games you play, your scores and statistics, the leaderboards and your account page: to provide the service you ask for when you play or create an account (a contract with you: the Terms of Service). A guest's game is dealt and kept for the same reason.",
      es: 'Tu cuenta, el inicio de sesión, las partidas que juegas, tus puntuaciones y estadísticas, las clasificaciones y tu página de cuenta: para prestarte el servicio que pides al jugar o al crear una cuenta (un contrato contigo: los Términos del servicio). La partida de un invitado se reparte y se guarda por el mismo motivo.',
    },
    {
      en: "The server's logs, the rate-limit counters, the checks of scores, suspensions and the administrator's records of actions on accounts: our legitimate interest in keeping the site safe, fair and running, and in being able to show what the administrator did and why.",
      es: 'Los registros del servidor, los contadores de límite de peticiones, las comprobaciones de puntuaciones, las suspensiones y los registros del administrador de las acciones sobre cuentas: nuestro interés legítimo en mantener el sitio seguro, justo y en funcionamiento, y en poder mostrar qué hizo el administrador y por qué.',
    },
    {
      en: 'Messages you send through the contact form: our legitimate interest in reading and answering them.',
      es: 'Los mensajes que envías con el formulario de contacto: nuestro interés legítimo en leerlos y responderlos.',
    },
    {
      en: "Donation records: our legitimate interest in keeping accurate accounts of the money the site receives and matching them with PayPal's records, and any legal duty the operator has to keep such records.",
      es: 'Los registros de donaciones: nuestro interés legítimo en llevar una contabilidad exacta del dinero que recibe el sitio y cuadrarla con los registros de PayPal, y cualquier obligación legal que tenga el operador de conservar esos registros.',
    },
    {
      en: 'The warnings before an unused account is deleted, and its deletion: our legitimate interest in not keeping accounts nobody uses, and the service you asked for, since the warnings let you keep the account.',
      es: 'Los avisos antes de eliminar una cuenta que nadie usa, y su eliminación: nuestro interés legítimo en no conservar cuentas que nadie usa, y el servicio que pediste, ya que los avisos te permiten conservar la cuenta.',
    },
    {
      en: 'Where we rely on legitimate interests, you may object, as described under Your rights, below. We do not use your data for advertising.',
      es: 'Cuando nos basamos en intereses legítimos, puedes oponerte, como se explica más abajo en Tus derechos. No usamos tus datos para publicidad.',
    },
    {
      en: 'We store when you last signed in: signing up, signing in from a remembered browser, signing in with a code and proving a new address each set it. We also store the language you were using the site in (English or Spanish), which the site sends when you sign up or sign in, so that the warnings described under Accounts nobody uses are written in your language.',
      es: 'Guardamos cuándo iniciaste sesión por última vez: registrarte, iniciar sesión desde un navegador recordado, iniciar sesión con un código y confirmar una dirección nueva lo actualizan. También guardamos el idioma en el que usabas el sitio (inglés o español), que el sitio envía cuando te registras o inicias sesión, para que los avisos descritos en Cuentas que nadie usa estén escritos en tu idioma.',
    },
    {
      en: 'The site e-mails you only about signing in, your address and an account nobody uses: a sign-in code when you sign in from a browser it does not know, a code sent to a new address when you change your address, a notice to the old address once the change is made, which names the new address, and the warnings before an unused account is deleted. There is no newsletter and there are no other automatic messages.',
      es: 'El sitio solo te escribe sobre el inicio de sesión, tu dirección y una cuenta que nadie usa: un código de inicio de sesión cuando entras desde un navegador que no conoce, un código enviado a una dirección nueva cuando cambias tu dirección, un aviso a la dirección anterior una vez hecho el cambio, que indica la dirección nueva, y los avisos antes de eliminar una cuenta que nadie usa. No hay boletín ni ningún otro mensaje automático.',
    },
    {
      en: 'The game stays stored with it, with every move and the time it arrived, as the record of that score, for as long as the account is kept; it is deleted with the account.',
      es: 'La partida queda guardada con ella, con cada movimiento y la hora a la que llegó, como registro de esa puntuación, mientras se conserve la cuenta; se elimina con la cuenta.',
    },
    {
      en: 'Accounts nobody uses',
      es: 'Cuentas que nadie usa',
    },
    {
      en: "An account that nobody has signed in to for ${INACTIVE_ACCOUNT_YEARS} years is deleted, exactly as if you had deleted it yourself (see Your rights and choices, below). Before that, we e-mail the account's address a warning ${FIRST_WARNING_DAYS} days and again ${LAST_WARNING_DAYS} days before the deletion, in the language you last used the site in. Signing in once before the deletion keeps the account, and the ${INACTIVE_ACCOUNT_YEARS} years start again from that sign-in. If a warning goes out late, the deletion waits until that warning's days have passed. We store when each warning was sent, until your next sign-in clears it.",
      es: 'Una cuenta en la que nadie ha iniciado sesión durante ${INACTIVE_ACCOUNT_YEARS} años se elimina, exactamente como si la hubieras eliminado tú (consulta Tus derechos y opciones, más abajo). Antes, enviamos un aviso a la dirección de la cuenta ${FIRST_WARNING_DAYS} días antes de la eliminación y otro ${LAST_WARNING_DAYS} días antes, en el idioma en el que usaste el sitio por última vez. Iniciar sesión una vez antes de la eliminación conserva la cuenta, y los ${INACTIVE_ACCOUNT_YEARS} años vuelven a contar desde ese inicio de sesión. Si un aviso sale tarde, la eliminación espera hasta que hayan pasado los días de ese aviso. Guardamos cuándo se envió cada aviso, hasta que tu siguiente inicio de sesión lo borra.',
    },
    {
      en: "The contact form stores your name, your e-mail address, the subject, the message and when it arrived, so that we can read it and reply, and deletes it ${CONTACT_RETENTION_MONTHS} months after it arrived. When the site is set up to forward messages, a copy is also sent by e-mail to the team's mailbox, through the e-mail provider named below.",
      es: 'El formulario de contacto guarda tu nombre, tu dirección de correo, el asunto, el mensaje y cuándo llegó, para que podamos leerlo y responder, y lo elimina ${CONTACT_RETENTION_MONTHS} meses después de su llegada. Cuando el sitio está configurado para reenviar los mensajes, también se envía una copia por correo al buzón del equipo, a través del proveedor de correo que se indica más abajo.',
    },
    {
      en: "We remove the payer's name, e-mail address, PayPal account and any address from that confirmation before storing it. PayPal's order number, which we keep, still lets the operator look the donation up in its PayPal account, where PayPal shows who paid.",
      es: 'Quitamos de esa confirmación el nombre, la dirección de correo, la cuenta de PayPal y cualquier dirección postal de quien paga antes de guardarla. El número de pedido de PayPal, que sí guardamos, permite aun así al operador buscar la donación en su cuenta de PayPal, donde PayPal muestra quién pagó.',
    },
    {
      en: 'Donation records are deleted ${DONATION_RETENTION_MONTHS} months after the donation was made.',
      es: 'Los registros de donaciones se eliminan ${DONATION_RETENTION_MONTHS} meses después de hacerse la donación.',
    },
    {
      en: "PayPal's payment script is loaded from PayPal only once you choose to donate on the Support page. Until then the page requests nothing from PayPal; from then on, PayPal receives your network (IP) address and what your browser sends with each request to it, and may set its own cookies, under PayPal's own privacy statement.",
      es: 'El script de pago de PayPal solo se carga desde PayPal cuando decides donar en la página Apóyanos. Hasta entonces la página no pide nada a PayPal; a partir de ese momento, PayPal recibe tu dirección de red (IP) y lo que tu navegador envía con cada petición a PayPal, y puede guardar sus propias cookies, según la declaración de privacidad de PayPal.',
    },
    {
      en: 'Who processes data for us',
      es: 'Quién trata datos por nosotros',
    },
    {
      en: 'These companies handle personal data for the operator, only to provide their service to the site:',
      es: 'Estas empresas tratan datos personales por cuenta del operador, solo para prestar su servicio al sitio:',
    },
    {
      en: "${HOST_PROVIDER} hosts the site: it runs the server and the database, so everything this page describes as stored on our server, and the server's logs, are kept on its machines.",
      es: '${HOST_PROVIDER} aloja el sitio: ejecuta el servidor y la base de datos, así que todo lo que esta página describe como guardado en nuestro servidor, y los registros del servidor, se guardan en sus máquinas.',
    },
    {
      en: 'The host, which runs the server and the database',
      es: 'El proveedor de alojamiento, que ejecuta el servidor y la base de datos',
    },
    {
      en: "${EMAIL_PROVIDER} sends the site's e-mails: sign-in codes, codes for a new address, notices of a changed address, the warnings before an unused account is deleted and, when the site forwards them, contact messages. It receives each message and the address it goes to.",
      es: '${EMAIL_PROVIDER} envía los correos del sitio: los códigos de inicio de sesión, los códigos para una dirección nueva, los avisos de cambio de dirección, los avisos antes de eliminar una cuenta que nadie usa y, cuando el sitio los reenvía, los mensajes de contacto. Recibe cada mensaje y la dirección a la que va.',
    },
    {
      en: "The e-mail provider, which sends the site's e-mails",
      es: 'El proveedor de correo, que envía los correos del sitio',
    },
    {
      en: "${REDIS_PROVIDER} runs the Redis server in which the site's servers share their rate-limit counters. Each counter is named by a network address, or by a player's or an account's number, and disappears at the end of its window, one hour at the most.",
      es: '${REDIS_PROVIDER} gestiona el servidor Redis en el que los servidores del sitio comparten sus contadores de límite de peticiones. Cada contador se identifica por una dirección de red, o por el número de un jugador o de una cuenta, y desaparece al final de su intervalo, como mucho una hora.',
    },
    {
      en: 'The site uses no Redis server or other shared cache: each of its servers keeps its rate-limit counters in its own memory.',
      es: 'El sitio no usa ningún servidor Redis ni otra caché compartida: cada uno de sus servidores guarda sus contadores de límite de peticiones en su propia memoria.',
    },
    {
      en: "PayPal handles donations, only if you choose to donate: the payment itself happens with PayPal, under PayPal's own terms and privacy statement.",
      es: 'PayPal gestiona las donaciones, solo si decides donar: el pago se hace en PayPal, según las condiciones y la declaración de privacidad de PayPal.',
    },
    {
      en: "The pages load their scripts, styles and fonts from this site only. The one exception is PayPal's payment script on the Support page, which is loaded from PayPal only once you choose to donate.",
      es: 'Las páginas cargan sus scripts, estilos y fuentes solo desde este sitio. La única excepción es el script de pago de PayPal en la página Apóyanos, que solo se carga desde PayPal cuando decides donar.',
    },
    {
      en: 'Sign-in codes and codes for a new address are e-mailed, never logged: only a copy of the site run for development without a mail server writes them to its own log instead, and the site refuses to start as a production server without one.',
      es: 'Los códigos de inicio de sesión y los códigos para una dirección nueva se envían por correo y nunca se registran: solo una copia del sitio que se ejecuta para desarrollo sin servidor de correo los escribe en su propio registro en su lugar, y el sitio se niega a arrancar como servidor de producción sin uno.',
    },
    {
      en: 'The random session token described above, which keeps you signed in. It lasts ${SESSION_DAYS} days, or until you select Sign Out, which deletes it and ends the session on the server.',
      es: 'El token de sesión aleatorio descrito arriba, que mantiene tu sesión iniciada. Dura ${SESSION_DAYS} días, o hasta que eliges Cerrar sesión, que lo borra y termina la sesión en el servidor.',
    },
    {
      en: "PayPal's script is not part of the site's pages: it is loaded from PayPal only once you choose to donate on the Support page, and PayPal may then set its own cookies, under its own privacy statement.",
      es: 'El script de PayPal no forma parte de las páginas del sitio: solo se carga desde PayPal cuando decides donar en la página Apóyanos, y entonces PayPal puede guardar sus propias cookies, según su propia declaración de privacidad.',
    },
    {
      en: 'Accounts, with their scores and the games behind them (each with its moves), are kept until you delete the account, until we delete it at your request or for breaking the Terms of Service, or until nobody has signed in to it for ${INACTIVE_ACCOUNT_YEARS} years, after warnings ${FIRST_WARNING_DAYS} and ${LAST_WARNING_DAYS} days before (see Accounts nobody uses).',
      es: 'Las cuentas, con sus puntuaciones y las partidas que hay detrás (cada una con sus movimientos), se conservan hasta que eliminas la cuenta, hasta que la eliminamos a petición tuya o por incumplir los Términos del servicio, o hasta que nadie ha iniciado sesión en ella durante ${INACTIVE_ACCOUNT_YEARS} años, tras avisos ${FIRST_WARNING_DAYS} y ${LAST_WARNING_DAYS} días antes (consulta Cuentas que nadie usa).',
    },
    {
      en: 'Contact messages are deleted ${CONTACT_RETENTION_MONTHS} months after they arrived, and donation records ${DONATION_RETENTION_MONTHS} months after the donation was made.',
      es: 'Los mensajes de contacto se eliminan ${CONTACT_RETENTION_MONTHS} meses después de su llegada, y los registros de donaciones ${DONATION_RETENTION_MONTHS} meses después de hacerse la donación.',
    },
    {
      en: "The administrator's records of actions on accounts are deleted ${ADMIN_ACTION_RETENTION_MONTHS} months after the action.",
      es: 'Los registros del administrador de las acciones sobre cuentas se eliminan ${ADMIN_ACTION_RETENTION_MONTHS} meses después de la acción.',
    },
    {
      en: 'A game that has not become a score, including every guest game, expires ${UNFINISHED_GAME_HOURS} hours after it was dealt (or at the end of the Pacific day it was dealt on, if that is later, as it can be on the day the clocks go back) and is then deleted.',
      es: 'Una partida que no se ha convertido en puntuación, incluida toda partida de invitado, caduca ${UNFINISHED_GAME_HOURS} horas después de repartirse (o al final del día del Pacífico en que se repartió, si es más tarde, como puede ocurrir el día en que se atrasan los relojes) y luego se elimina.',
    },
    {
      en: 'Sessions end when you sign out, when they are ended on your account page or by the first sign-in that proves the address, or ${SESSION_DAYS} days after you signed in;',
      es: 'Las sesiones terminan cuando cierras sesión, cuando se terminan en tu página de cuenta o con el primer inicio de sesión que confirma la dirección, o ${SESSION_DAYS} días después de iniciar sesión;',
    },
    {
      en: 'Your rights and choices',
      es: 'Tus derechos y opciones',
    },
    {
      en: 'Download your data: on your account page, Download my data saves what we hold about your account as one JSON file: the account (its number, username, e-mail address, the language you last used the site in, when it was created, when it last signed in, when its address was last proven, when it was suspended, if it is, and when the warnings about an unused account were sent, if they were),',
      es: 'Descargar tus datos: en tu página de cuenta, Descargar mis datos guarda lo que tenemos sobre tu cuenta en un único archivo JSON: la cuenta (su número, el nombre de usuario, la dirección de correo, el idioma en el que usaste el sitio por última vez, cuándo se creó, cuándo se inició sesión en ella por última vez, cuándo se confirmó su dirección por última vez, cuándo se suspendió, si lo está, y cuándo se enviaron los avisos de cuenta sin uso, si se enviaron),',
    },
    {
      en: "Only the administrator's records of actions on the account stay, until ${ADMIN_ACTION_RETENTION_MONTHS} months after each action.",
      es: 'Solo se conservan los registros del administrador de las acciones sobre la cuenta, hasta ${ADMIN_ACTION_RETENTION_MONTHS} meses después de cada acción.',
    },
    {
      en: 'Your rights',
      es: 'Tus derechos',
    },
    {
      en: 'Data-protection law gives you these rights over your personal data, and this is how to use each:',
      es: 'La ley de protección de datos te da estos derechos sobre tus datos personales, y así puedes ejercer cada uno:',
    },
    {
      en: "Access: your account page shows your account and where it is signed in, and Download my data gives you everything listed above. For the administrator's records about your account, your contact messages or anything else we hold, ask us.",
      es: 'Acceso: tu página de cuenta muestra tu cuenta y dónde está abierta su sesión, y Descargar mis datos te da todo lo indicado arriba. Para los registros del administrador sobre tu cuenta, tus mensajes de contacto o cualquier otra cosa que tengamos, pídenoslo.',
    },
    {
      en: 'Rectification: correct your username or e-mail address yourself on your account page; ask us to correct anything else.',
      es: 'Rectificación: corrige tú mismo tu nombre de usuario o tu dirección de correo en tu página de cuenta; pídenos que corrijamos cualquier otra cosa.',
    },
    {
      en: 'Erasure: delete your account yourself on your account page, or ask us to delete it, your contact messages or other data about you, unless we must keep it by law.',
      es: 'Supresión: elimina tú mismo tu cuenta en tu página de cuenta, o pídenos que eliminemos la cuenta, tus mensajes de contacto u otros datos sobre ti, salvo que la ley nos obligue a conservarlos.',
    },
    {
      en: 'Portability: Download my data gives your account, scores and games as one JSON file, a common format that other services can read.',
      es: 'Portabilidad: Descargar mis datos te da tu cuenta, tus puntuaciones y tus partidas en un único archivo JSON, un formato común que otros servicios pueden leer.',
    },
    {
      en: "Objection: object to what we do on the basis of our legitimate interests (the logs, the rate-limit counters, the administrator's records, contact messages, donation records). We then stop, unless we have compelling reasons that override your interests, rights and freedoms, or need the data for a legal claim.",
      es: 'Oposición: oponte a lo que hacemos basándonos en nuestros intereses legítimos (los registros del servidor, los contadores de límite de peticiones, los registros del administrador, los mensajes de contacto, los registros de donaciones). Entonces dejamos de hacerlo, salvo que tengamos motivos imperiosos que prevalezcan sobre tus intereses, derechos y libertades, o necesitemos los datos para una reclamación legal.',
    },
    {
      en: 'Restriction: ask us to keep your data but not use it, for example while we check a correction you asked for or an objection you made.',
      es: 'Limitación: pídenos que conservemos tus datos pero no los usemos, por ejemplo mientras comprobamos una corrección que pediste o una oposición que hiciste.',
    },
    {
      en: 'Complaint: you may complain to a data-protection supervisory authority, in particular the one where you live or work. We would like the chance to put things right first, but you do not need to ask us before you complain.',
      es: 'Reclamación: puedes presentar una reclamación ante una autoridad de control de protección de datos, en particular la del lugar donde vives o trabajas. Nos gustaría tener antes la oportunidad de arreglarlo, pero no necesitas consultarnos antes de reclamar.',
    },
    {
      en: 'Send requests through the ',
      es: 'Envía tus solicitudes mediante el ',
    },
    {
      en: 'We answer within a month.',
      es: 'Respondemos en el plazo de un mes.',
    },
    {
      en: 'You can also write to ${operator.name} ${reachOperator(operator)}.',
      es: 'También puedes escribir a ${operator.name} ${reachOperator(operator)}.',
    },
    {
      en: 'The policy on this page is always the one in force, and the date at its top says when it last changed.',
      es: 'La política de esta página es siempre la vigente, y la fecha de su parte superior indica cuándo cambió por última vez.',
    },
  ],
};
