import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, messageSchema } from '../../shared/api/common.ts';
import { CONTACT_THANKS, contactBodySchema } from '../../shared/api/contact.ts';
import type { Deps } from '../deps.ts';

export const contactRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.post(
    '/api/contact',
    {
      config: { rateLimit: deps.limits.contact },
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
      const result = await deps.database.query<{ id: number }>(
        'INSERT INTO contact_messages (name, email, subject, message) VALUES ($1, $2, $3, $4) RETURNING id',
        [mail.name, mail.email, mail.subject, mail.message],
      );
      const id = result.rows[0]?.id;
      const mailer = deps.mailer;
      if (mailer && id !== undefined) {
        // Stored first, forwarded after: a slow or failing mail server never costs the message.
        mailer
          .sendContact(mail)
          .then(() => deps.database.query('UPDATE contact_messages SET forwarded = true WHERE id = $1', [id]))
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
