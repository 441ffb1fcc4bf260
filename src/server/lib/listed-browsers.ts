/**
 * A session or a remembered browser as the account page lists it, read from its table: which
 * browser, when it was made, last used and ends, and whether it is the browser asking.
 */
export interface ListedBrowserRow {
  id: string;
  browser: string;
  created_at: Date;
  last_used_at: Date;
  expires_at: Date;
  current: boolean;
}

/** A listed row as the API sends it; a browser whose name was not recognised is "A browser". */
export function listedBrowser(row: ListedBrowserRow) {
  return {
    id: Number(row.id),
    browser: row.browser || 'A browser',
    createdAt: row.created_at.toISOString(),
    lastUsedAt: row.last_used_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    current: row.current,
  };
}
