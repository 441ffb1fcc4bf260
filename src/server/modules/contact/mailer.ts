import nodemailer from 'nodemailer';

interface ContactMail {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export interface Mailer {
  sendContact: (mail: ContactMail) => Promise<void>;
  close: () => void;
}

/** Forwards contact messages to CONTACT_TO through the SMTP server at SMTP_URL. */
export function createMailer(smtp: { url: string; to: string; from: string }): Mailer {
  const transport = nodemailer.createTransport({
    url: smtp.url,
    // A stalled mail server must not hold sockets for minutes; the message is stored either way.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async sendContact(mail) {
      await transport.sendMail({
        from: smtp.from,
        to: smtp.to,
        replyTo: { name: mail.name, address: mail.email },
        subject: `[Contact] ${mail.subject}`,
        text: `From: ${mail.name} <${mail.email}>\n\n${mail.message}\n`,
      });
    },
    close: () => transport.close(),
  };
}
