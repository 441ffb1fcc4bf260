import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const SMTP = { SMTP_URL: 'smtp://127.0.0.1:2525', CONTACT_TO: 'team@example.org' };
const OPERATOR = {
  OPERATOR_NAME: 'Ada Lovelace',
  OPERATOR_EMAIL: 'ada@example.org',
  EMAIL_PROVIDER_NAME: 'Example Mail',
  HOST_PROVIDER_NAME: 'Example Hosting',
};

describe('the mail server in production', () => {
  it('refuses to start in production without SMTP_URL, saying why', () => {
    const load = () => loadConfig({ NODE_ENV: 'production' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/SMTP_URL is required when NODE_ENV=production/);
    expect(load).toThrow(/written to the server log, a fallback for development only/);
  });

  it('starts in production with a mail server', () => {
    expect(loadConfig({ NODE_ENV: 'production', ...SMTP, ...OPERATOR }).smtp).toEqual({
      url: SMTP.SMTP_URL,
      to: SMTP.CONTACT_TO,
      from: SMTP.CONTACT_TO,
    });
  });

  it.each(['development', 'test', undefined])('starts without one when NODE_ENV is %s', (nodeEnv) => {
    expect(loadConfig({ NODE_ENV: nodeEnv }).smtp).toBeUndefined();
  });
});

describe('the operator and the sister site', () => {
  it.each([
    ['neither', {}],
    ['no e-mail address', { OPERATOR_NAME: 'Ada Lovelace' }],
    ['no name', { OPERATOR_EMAIL: 'ada@example.org' }],
  ])('refuses a production start with %s of the operator, saying why', (_, operator) => {
    const load = () => loadConfig({ NODE_ENV: 'production', ...SMTP, ...operator });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/OPERATOR_NAME and OPERATOR_EMAIL are required when NODE_ENV=production/);
  });

  it.each([
    ['no e-mail provider', { EMAIL_PROVIDER_NAME: undefined }, /EMAIL_PROVIDER_NAME required/],
    ['no host', { HOST_PROVIDER_NAME: undefined }, /HOST_PROVIDER_NAME required/],
    [
      'Redis without its provider',
      { REDIS_URL: 'redis://127.0.0.1:6379' },
      /REDIS_PROVIDER_NAME \(REDIS_URL is set\) required/,
    ],
  ])('refuses a production start with %s, saying why', (_, change, message) => {
    const load = () => loadConfig({ NODE_ENV: 'production', ...SMTP, ...OPERATOR, ...change });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(message);
  });

  it('starts in production with Redis and its provider named', () => {
    const redis = { REDIS_URL: 'redis://127.0.0.1:6379', REDIS_PROVIDER_NAME: 'Example Cache' };
    expect(() => loadConfig({ NODE_ENV: 'production', ...SMTP, ...OPERATOR, ...redis })).not.toThrow();
  });

  it('starts in development without an operator', () => {
    expect(() => loadConfig({})).not.toThrow();
  });

  it('refuses an operator e-mail that is not an address', () => {
    expect(() => loadConfig({ OPERATOR_EMAIL: 'ada' })).toThrow(/OPERATOR_EMAIL/);
  });

  it.each(['http://wisdom.example.org/', 'wisdom.example.org', '/wisdom', 'ftp://wisdom.example.org/'])(
    'refuses SISTER_SITE_URL=%s, as it is no absolute https address',
    (url) => {
      const load = () => loadConfig({ SISTER_SITE_URL: url });
      expect(load).toThrow(ConfigError);
      expect(load).toThrow(/SISTER_SITE_URL: must be an absolute https:\/\/ address/);
    },
  );

  it('accepts an https sister site with its name', () => {
    expect(() =>
      loadConfig({ SISTER_SITE_URL: 'https://wisdom.example.org/', SISTER_SITE_NAME: 'Daily Wisdom' }),
    ).not.toThrow();
  });
});

describe('the processors and the governing law', () => {
  it('starts in production without them: the pages say they are not configured', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', ...SMTP, ...OPERATOR })).not.toThrow();
  });

  it('accepts them as names', () => {
    expect(() =>
      loadConfig({
        EMAIL_PROVIDER_NAME: 'Postmark',
        HOST_PROVIDER_NAME: 'Hetzner Online GmbH',
        REDIS_PROVIDER_NAME: 'Upstash',
        GOVERNING_LAW: 'the laws of Spain',
      }),
    ).not.toThrow();
  });

  it('refuses a name of blanks, saying which', () => {
    expect(() => loadConfig({ HOST_PROVIDER_NAME: '   ' })).toThrow(/HOST_PROVIDER_NAME/);
  });
});

describe('the service worker setting', () => {
  it('is on unless SERVICE_WORKER turns it off, and refuses anything else, saying which', () => {
    expect(loadConfig({}).serviceWorker).toBe(true);
    expect(loadConfig({ SERVICE_WORKER: 'on' }).serviceWorker).toBe(true);
    expect(loadConfig({ SERVICE_WORKER: 'off' }).serviceWorker).toBe(false);
    expect(() => loadConfig({ SERVICE_WORKER: 'disabled' })).toThrow(/SERVICE_WORKER/);
  });
});
