import { describe, expect, it } from 'vitest';
import { siteIdentityDefines } from './site-identity.ts';

describe('the site identity the build writes into the pages', () => {
  it('writes every setting as a string, empty when unset', () => {
    expect(siteIdentityDefines({})).toEqual({
      'import.meta.env.SISTER_SITE_URL': '""',
      'import.meta.env.SISTER_SITE_NAME': '""',
      'import.meta.env.OPERATOR_NAME': '""',
      'import.meta.env.OPERATOR_EMAIL': '""',
      'import.meta.env.OPERATOR_ADDRESS': '""',
      'import.meta.env.EMAIL_PROVIDER_NAME': '""',
      'import.meta.env.HOST_PROVIDER_NAME': '""',
      'import.meta.env.REDIS_PROVIDER_NAME': '""',
      'import.meta.env.GOVERNING_LAW': '""',
    });
  });

  it.each(['http://wisdom.example.org/', 'wisdom.example.org', '/wisdom'])(
    'stops the build on SISTER_SITE_URL=%s, which is no absolute https address',
    (url) => {
      expect(() => siteIdentityDefines({ SISTER_SITE_URL: url })).toThrow(
        /SISTER_SITE_URL must be an absolute https:\/\/ address/,
      );
    },
  );

  it('names the sister site by its host when SISTER_SITE_NAME is unset', () => {
    const defines = siteIdentityDefines({ SISTER_SITE_URL: 'https://wisdom.example.org/' });
    expect(defines['import.meta.env.SISTER_SITE_URL']).toBe('"https://wisdom.example.org/"');
    expect(defines['import.meta.env.SISTER_SITE_NAME']).toBe('"wisdom.example.org"');
  });

  it('names no operator with only one of the name and the e-mail address', () => {
    const defines = siteIdentityDefines({ OPERATOR_NAME: 'Ada', OPERATOR_ADDRESS: 'London' });
    expect(defines['import.meta.env.OPERATOR_NAME']).toBe('""');
    expect(defines['import.meta.env.OPERATOR_ADDRESS']).toBe('""');
  });

  it('writes the processors and the governing law as given, trimmed', () => {
    const defines = siteIdentityDefines({
      EMAIL_PROVIDER_NAME: ' Postmark ',
      HOST_PROVIDER_NAME: 'Hetzner Online GmbH',
      REDIS_PROVIDER_NAME: 'Upstash',
      GOVERNING_LAW: 'the laws of Spain',
    });
    expect(defines['import.meta.env.EMAIL_PROVIDER_NAME']).toBe('"Postmark"');
    expect(defines['import.meta.env.HOST_PROVIDER_NAME']).toBe('"Hetzner Online GmbH"');
    expect(defines['import.meta.env.REDIS_PROVIDER_NAME']).toBe('"Upstash"');
    expect(defines['import.meta.env.GOVERNING_LAW']).toBe('"the laws of Spain"');
  });
});
