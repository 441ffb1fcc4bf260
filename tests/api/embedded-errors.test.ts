import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmbeddedDatabase, openEmbedded } from '../../src/server/db/embedded.ts';

/** The embedded engine answers on after a statement it refused, as a database server does. */
describe('the embedded database after a refused statement', () => {
  let db: EmbeddedDatabase;
  beforeAll(async () => {
    db = await openEmbedded('memory://');
    await db.query('CREATE TABLE items (id int PRIMARY KEY, name text NOT NULL)');
    await db.query("INSERT INTO items VALUES (1, 'first')");
  });
  afterAll(async () => {
    await db?.close();
  });

  it('runs the next statements, with and without parameters', async () => {
    for (let round = 0; round < 3; round += 1) {
      await expect(db.query('INSERT INTO items VALUES ($1, $2)', [1, 'again'])).rejects.toMatchObject({
        code: '23505',
      });
      await expect(
        db.query({ name: 'items-insert', text: 'INSERT INTO items VALUES ($1, $2)', values: [1, 'again'] }),
      ).rejects.toMatchObject({ code: '23505' });
      expect((await db.query('SELECT count(*)::int AS n FROM items')).rows[0].n).toBe(1 + round);
      await db.query('INSERT INTO items VALUES ($1, $2)', [2 + round, `item ${round}`]);
    }
    const names = await db.query({ name: 'items-names', text: 'SELECT name FROM items ORDER BY id' });
    expect(names.rows.map((row) => row.name)).toEqual(['first', 'item 0', 'item 1', 'item 2']);
  });
});
