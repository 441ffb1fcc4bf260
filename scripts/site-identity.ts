// The sister site, the operator, the processors and the governing law as the build writes them into
// the pages (decision 020): checked
// here, so that a bad value stops the build as it stops the server (src/server/config.ts), and
// handed to the bundle as plain constants, so that a page without them carries no code for them.

/** The settings the build reads; `import.meta.env.<name>` in the web app, always a string. */
const SITE_IDENTITY_SETTINGS = [
  'SISTER_SITE_URL',
  'SISTER_SITE_NAME',
  'OPERATOR_NAME',
  'OPERATOR_EMAIL',
  'OPERATOR_ADDRESS',
  // Who processes data for the operator, named on the privacy policy; unset, it says so.
  'EMAIL_PROVIDER_NAME',
  'HOST_PROVIDER_NAME',
  // Only with REDIS_URL: who runs the Redis server that holds the shared rate-limit counters.
  'REDIS_PROVIDER_NAME',
  // The law that governs the terms, such as "the laws of Spain"; unset, the terms name none.
  'GOVERNING_LAW',
] as const;

/**
 * Vite `define` entries for the site identity, from `env` (the process environment and the `.env`
 * files). An empty string stands for "not set"; the sister site's name defaults to its host.
 */
export function siteIdentityDefines(env: Record<string, string | undefined>): Record<string, string> {
  const values = Object.fromEntries(
    SITE_IDENTITY_SETTINGS.map((name) => [name, (env[name] ?? '').trim()]),
  ) as Record<(typeof SITE_IDENTITY_SETTINGS)[number], string>;
  if (values.SISTER_SITE_URL) {
    const url = URL.canParse(values.SISTER_SITE_URL) ? new URL(values.SISTER_SITE_URL) : undefined;
    if (url?.protocol !== 'https:') {
      throw new Error(
        `SISTER_SITE_URL must be an absolute https:// address, not "${values.SISTER_SITE_URL}"; unset it to link no sister site.`,
      );
    }
    values.SISTER_SITE_NAME ||= url.hostname;
  } else {
    values.SISTER_SITE_NAME = '';
  }
  if (!values.OPERATOR_NAME || !values.OPERATOR_EMAIL) {
    // Both or neither: a page names the operator with the address to reach them, or says it is not configured.
    values.OPERATOR_NAME = '';
    values.OPERATOR_EMAIL = '';
    values.OPERATOR_ADDRESS = '';
  }
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [`import.meta.env.${name}`, JSON.stringify(value)]),
  );
}
