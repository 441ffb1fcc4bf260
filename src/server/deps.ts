import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import type { AdminGuard } from './plugins/admin-key.ts';
import type { Limits } from './plugins/rate-limits.ts';
import type { Sessions } from './plugins/session.ts';
import type { BoardCache } from './services/board-cache.ts';
import type { Mailer } from './services/mailer.ts';
import type { PayPalClient } from './services/paypal-client.ts';

/** What the routes work with; built once in app.ts. */
export interface Deps {
  config: Config;
  database: Database;
  sessions: Sessions;
  admin: AdminGuard;
  limits: Limits;
  boardCache: BoardCache | undefined;
  mailer: Mailer | undefined;
  paypal: PayPalClient | undefined;
  now: () => Date;
}
