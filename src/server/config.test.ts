import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const SMTP = { SMTP_URL: 'smtp://127.0.0.1:2525', CONTACT_TO: 'team@example.org' };
const OPERATOR = { OPERATOR_NAME: 'Ada Lovelace', OPERATOR_EMAIL: 'ada@example.org' };

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
