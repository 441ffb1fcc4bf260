import type { Queryable } from '../../db/database.ts';

interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** Stores a message for the admin page; returns its id. */
export async function storeMessage(pool: Queryable, mail: ContactMessage): Promise<number | undefined> {
  const result = await pool.query<{ id: number }>(
    'INSERT INTO contact_messages (name, email, subject, message) VALUES ($1, $2, $3, $4) RETURNING id',
    [mail.name, mail.email, mail.subject, mail.message],
  );
  return result.rows[0]?.id;
}

export async function markForwarded(pool: Queryable, id: number): Promise<void> {
  await pool.query('UPDATE contact_messages SET forwarded = true WHERE id = $1', [id]);
}
