import { z } from 'zod';
import { isStorableText, linkSafeEmailSchema, singleLine } from './common.ts';

export const contactBodySchema = z.strictObject({
  name: singleLine('Name', 100),
  email: linkSafeEmailSchema,
  subject: singleLine('Subject', 200),
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .max(5000, 'Message must be at most 5000 characters')
    .refine(isStorableText, 'Message must not contain NUL characters or unpaired surrogates'),
  /** A field people never see; bots that fill it in are thanked and ignored. */
  website: z.string().max(500).optional(),
});
export type ContactBody = z.input<typeof contactBodySchema>;

export const CONTACT_THANKS = "Thank you for your message. We'll get back to you soon.";
