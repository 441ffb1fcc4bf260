import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, messageSchema } from '../../../shared/api/common.ts';
import { CONTACT_THANKS, contactBodySchema } from '../../../shared/api/contact.ts';
import { markForwarded, storeMessage } from './queries.ts';

/** The contact form (under /api/contact); messages are forwarded by e-mail when SMTP is configured. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      prefixTrailingSlash: 'no-slash',
      config: { rateLimit: app.rateLimits.contact },
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the site team',
        body: contactBodySchema,
        response: { 201: messageSchema, 400: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const { website, ...mail } = request.body;
      // The hidden field is left empty by people; whoever fills it gets the very answer a person gets,
      // so a bot cannot tell that it was ignored.
      if (website) return reply.code(201).send({ message: CONTACT_THANKS });
      const id = await storeMessage(app.database, mail);
      if (app.mailer.sends && id !== undefined) {
        // Stored first, forwarded after: a slow or failing mail server never costs the message.
        app.mailer
          .sendContact(mail)
          .then(() => markForwarded(app.database, id))
          .catch((error: Error) =>
            request.log.warn(
              { err: { message: error.message }, messageId: id },
              'contact message not forwarded',
            ),
          );
      }
      return reply.code(201).send({ message: CONTACT_THANKS });
    },
  );
};
