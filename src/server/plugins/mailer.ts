import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import { SIGN_IN_CODE_MINUTES } from '../../shared/api/limits.ts';
import type { Config } from '../config.ts';
import { type InactivityWarning, inactivityWarningMail } from '../lib/inactivity-mail.ts';

interface ContactMail {
  name: string;
  email: string;
  subject: string;
  message: string;
}

interface Mailer {
  /** Whether mail goes out at all (SMTP_URL is set). */
  readonly sends: boolean;
  /** Forwards a contact message to CONTACT_TO; does nothing without a mail server. */
  sendContact: (mail: ContactMail) => Promise<void>;
  /**
   * E-mails a one-time sign-in code to the account's address. Without a mail server the code is
   * written to the log instead, under the user's id, so that a development site can still sign in.
   */
  sendSignInCode: (to: { userId: number; email: string }, code: string) => Promise<void>;
  /** E-mails the code that proves a new address of the account (logged instead, like a sign-in code). */
  sendEmailChangeCode: (to: { userId: number; email: string }, code: string) => Promise<void>;
  /** Tells the account's old address that the account now uses another one (not sent without a mail server). */
  sendEmailChangedNotice: (to: { userId: number; email: string }, newEmail: string) => Promise<void>;
  /**
   * Warns the account's address that the account will be deleted for inactivity, in the player's
   * language. Without a mail server the warning is written to the log instead (development).
   */
  sendInactivityWarning: (to: { userId: number; email: string }, warning: InactivityWarning) => Promise<void>;
  /**
   * Runs a task that sends mail without anyone awaiting it (after an answer has gone, say); the task
   * logs its own failures. Closing the app waits for the tasks still running.
   */
  sendLater: (task: () => Promise<void>) => void;
  /** Resolves once every task given to `sendLater` so far has ended (shutdown, and tests). */
  settled: () => Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

function signInCodeText(code: string): string {
  return [
    `Your sign-in code for Brain Training Puzzles is ${code}.`,
    `It works once, within ${SIGN_IN_CODE_MINUTES} minutes. If you did not try to sign in, ignore this email: nobody can sign in without the code.`,
    '',
    `Tu código para iniciar sesión en Brain Training Puzzles es ${code}.`,
    `Sirve una sola vez, durante ${SIGN_IN_CODE_MINUTES} minutos. Si no intentaste iniciar sesión, ignora este correo: nadie puede entrar sin el código.`,
    '',
  ].join('\n');
}

function emailChangeCodeText(code: string): string {
  return [
    `Your code to use this address for your Brain Training Puzzles account is ${code}.`,
    `It works once, within ${SIGN_IN_CODE_MINUTES} minutes. If you did not ask to change your address, ignore this email: the address is not changed without the code.`,
    '',
    `Tu código para usar esta dirección en tu cuenta de Brain Training Puzzles es ${code}.`,
    `Sirve una sola vez, durante ${SIGN_IN_CODE_MINUTES} minutos. Si no pediste cambiar tu dirección, ignora este correo: la dirección no cambia sin el código.`,
    '',
  ].join('\n');
}

function emailChangedText(newEmail: string): string {
  return [
    `The e-mail address of your Brain Training Puzzles account was changed to ${newEmail}. Sign-in codes now go to that address.`,
    'If you did not make this change, write to us through the contact page of the site.',
    '',
    `La dirección de correo de tu cuenta de Brain Training Puzzles se cambió a ${newEmail}. Los códigos para iniciar sesión se envían ahora a esa dirección.`,
    'Si no hiciste este cambio, escríbenos desde la página de contacto del sitio.',
    '',
  ].join('\n');
}

/** Mail tasks that nobody awaits, tracked so that shutdown and tests can wait for them. */
function backgroundTasks(app: FastifyInstance) {
  const running = new Set<Promise<void>>();
  const sendLater = (task: () => Promise<void>) => {
    const run = Promise.resolve()
      .then(task)
      .catch((error: unknown) => app.log.error({ err: error }, 'a mail task failed'))
      .finally(() => running.delete(run));
    running.add(run);
  };
  const settled = async () => {
    while (running.size > 0) await Promise.allSettled([...running]);
  };
  return { sendLater, settled };
}

/**
 * Outgoing mail through the SMTP server at SMTP_URL: contact messages, sign-in codes, notices and
 * inactivity warnings (whose links use PUBLIC_ORIGIN when it is set).
 */
const mailer: FastifyPluginAsync<{ smtp: Config['smtp']; publicOrigin: string | undefined }> = async (
  app,
  { smtp, publicOrigin },
) => {
  const tasks = backgroundTasks(app);
  if (!smtp) {
    app.addHook('onClose', tasks.settled);
    app.decorate('mailer', {
      ...tasks,
      sends: false,
      sendContact: async () => undefined,
      async sendSignInCode(to, code) {
        // Logs never hold e-mail addresses: the user id says whose code it is.
        app.log.warn(
          { userId: to.userId, code },
          'sign-in code (development fallback: SMTP_URL is not set, so the code is logged instead of e-mailed)',
        );
      },
      async sendEmailChangeCode(to, code) {
        app.log.warn(
          { userId: to.userId, code },
          'e-mail change code (development fallback: SMTP_URL is not set, so the code is logged instead of e-mailed)',
        );
      },
      async sendEmailChangedNotice(to) {
        app.log.info({ userId: to.userId }, 'e-mail change notice not sent: SMTP_URL is not set');
      },
      async sendInactivityWarning(to, warning) {
        app.log.warn(
          { userId: to.userId, final: warning.final, deletionAt: warning.deletionAt.toISOString() },
          'inactivity warning (development fallback: SMTP_URL is not set, so it is logged instead of e-mailed)',
        );
      },
    } satisfies Mailer);
    return;
  }
  const transport = nodemailer.createTransport({
    url: smtp.url,
    // A stalled mail server must not hold sockets for minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  app.addHook('onClose', async () => {
    await tasks.settled();
    transport.close();
  });
  app.decorate('mailer', {
    ...tasks,
    sends: true,
    async sendContact(mail) {
      await transport.sendMail({
        from: smtp.from,
        to: smtp.to,
        replyTo: { name: mail.name, address: mail.email },
        subject: `[Contact] ${mail.subject}`,
        text: `From: ${mail.name} <${mail.email}>\n\n${mail.message}\n`,
      });
    },
    async sendSignInCode(to, code) {
      await transport.sendMail({
        from: smtp.from,
        to: to.email,
        subject: `Your sign-in code: ${code} / Tu código para iniciar sesión`,
        text: signInCodeText(code),
      });
    },
    async sendEmailChangeCode(to, code) {
      await transport.sendMail({
        from: smtp.from,
        to: to.email,
        subject: `Your code to change your e-mail: ${code} / Tu código para cambiar tu correo`,
        text: emailChangeCodeText(code),
      });
    },
    async sendEmailChangedNotice(to, newEmail) {
      await transport.sendMail({
        from: smtp.from,
        to: to.email,
        subject: 'Your e-mail address was changed / Se cambió tu dirección de correo',
        text: emailChangedText(newEmail),
      });
    },
    async sendInactivityWarning(to, warning) {
      const { subject, text } = inactivityWarningMail(warning, publicOrigin);
      await transport.sendMail({ from: smtp.from, to: to.email, subject, text });
    },
  } satisfies Mailer);
};

export const mailerPlugin = fp(mailer, { name: 'mailer', fastify: '5.x' });
