import { defineMessages } from '../../i18n/catalog.ts';

/** Texts of the contact page and its form. */
export const contactMessages = defineMessages(
  {
    title: 'Contact Us',
    intro:
      'Questions, ideas, a bug to report or a request about your account or your data: write to the team and we will answer by e-mail.',
    afterTitle: 'What happens to your message',
    after:
      'Your message is stored on our server together with your name and e-mail address, and the people who run the site read it there; it may also be forwarded to the team by e-mail. We use your address only to reply to you. To keep the form free of spam, each network address can send a few messages an hour.',
    seeThe: 'See the',
    privacyPolicy: 'privacy policy',
    forWhatWeKeep: 'for what we keep and how to have it removed, or the',
    faq: 'FAQ',
    forQuickAnswers: 'for quick answers.',
    name: 'Name',
    email: 'Email',
    subject: 'Subject',
    message: 'Message',
    website: 'Website (leave this empty)',
    sending: 'Sending…',
    send: 'Send Message',
    sentTitle: 'Message Sent!',
    sent: "Thank you for your message. We'll get back to you soon.",
    failedTitle: 'Message not sent',
    failed: 'Failed to send message. Please try again.',
    offline: 'Unable to send message. Please check your connection and try again.',
    emailCharacters: 'Email address must not contain ?, & or %',
  },
  {
    title: 'Contacto',
    intro:
      'Preguntas, ideas, un fallo que quieras comunicar o una petición sobre tu cuenta o tus datos: escribe al equipo y te responderemos por correo electrónico.',
    afterTitle: 'Qué pasa con tu mensaje',
    after:
      'Tu mensaje se guarda en nuestro servidor junto con tu nombre y tu dirección de correo, y las personas que gestionan el sitio lo leen allí; también puede reenviarse al equipo por correo electrónico. Usamos tu dirección solo para responderte. Para mantener el formulario libre de spam, cada dirección de red puede enviar unos pocos mensajes por hora.',
    seeThe: 'Consulta la',
    privacyPolicy: 'política de privacidad',
    forWhatWeKeep: 'para saber qué guardamos y cómo pedir que se borre, o las',
    faq: 'preguntas frecuentes',
    forQuickAnswers: 'para respuestas rápidas.',
    name: 'Nombre',
    email: 'Correo electrónico',
    subject: 'Asunto',
    message: 'Mensaje',
    website: 'Sitio web (déjalo vacío)',
    sending: 'Enviando…',
    send: 'Enviar mensaje',
    sentTitle: '¡Mensaje enviado!',
    sent: 'Gracias por tu mensaje. Te responderemos pronto.',
    failedTitle: 'Mensaje no enviado',
    failed: 'No se pudo enviar el mensaje. Inténtalo de nuevo.',
    offline: 'No se pudo enviar el mensaje. Comprueba tu conexión e inténtalo de nuevo.',
    emailCharacters: 'La dirección de correo no puede contener ?, & ni %',
  },
);
