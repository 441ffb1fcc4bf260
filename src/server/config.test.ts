import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const SMTP = { SMTP_URL: 'smtp://127.0.0.1:2525', CONTACT_TO: 'team@example.org' };

describe('the mail server in production', () => {
  it('refuses to start in production without SMTP_URL, saying why', () => {
    const load = () => loadConfig({ NODE_ENV: 'production' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/SMTP_URL is required when NODE_ENV=production/);
    expect(load).toThrow(/written to the server log, a fallback for development only/);
  });

  it('starts in production with a mail server', () => {
    expect(loadConfig({ NODE_ENV: 'production', ...SMTP }).smtp).toEqual({
      url: SMTP.SMTP_URL,
      to: SMTP.CONTACT_TO,
      from: SMTP.CONTACT_TO,
    });
  });

  it.each(['development', 'test', undefined])('starts without one when NODE_ENV is %s', (nodeEnv) => {
    expect(loadConfig({ NODE_ENV: nodeEnv }).smtp).toBeUndefined();
  });
});
