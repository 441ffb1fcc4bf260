import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { SiteLanguage } from '../../shared/api/auth.ts';
import type { Config } from '../config.ts';
import { emailChangeCodeMail, emailChangedMail, signInCodeMail } from '../lib/account-mails.ts';
import { type InactivityWarning, inactivityWarningMail } from '../lib/inactivity-mail.ts';

interface ContactMail {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** Whom a mail of the account goes to, and in which language it is written (the player's). */
interface Recipient {
  userId: number;
  email: string;
  lang: SiteLanguage;
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
  sendSignInCode: (to: Recipient, code: string) => Promise<void>;
  /** E-mails the code that proves a new address of the account (logged instead, like a sign-in code). */
  sendEmailChangeCode: (to: Recipient, code: string) => Promise<void>;
  /** Tells the account's old address that the account now uses another one (not sent without a mail server). */
  sendEmailChangedNotice: (to: Recipient, newEmail: string) => Promise<void>;
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
        ...signInCodeMail(code, to.lang),
      });
    },
    async sendEmailChangeCode(to, code) {
      await transport.sendMail({
        from: smtp.from,
        to: to.email,
        ...emailChangeCodeMail(code, to.lang),
      });
    },
    async sendEmailChangedNotice(to, newEmail) {
      await transport.sendMail({
        from: smtp.from,
        to: to.email,
        ...emailChangedMail(newEmail, to.lang),
      });
    },
    async sendInactivityWarning(to, warning) {
      const { subject, text } = inactivityWarningMail(warning, publicOrigin);
      await transport.sendMail({ from: smtp.from, to: to.email, subject, text });
    },
  } satisfies Mailer);
};

export const mailerPlugin = fp(mailer, { name: 'mailer', fastify: '5.x' });
