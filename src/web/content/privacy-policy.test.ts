// Longer than 300 lines because it checks the policy's statements one by one against the code that
// makes each true; each test is short and stands alone.

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountExportSchema } from '../../shared/api/account.ts';
import { adminActionsSchema } from '../../shared/api/admin.ts';
import { FIXED_ERROR_MESSAGES } from '../../shared/api/errors.ts';
import {
  SIGN_IN_CODE_MINUTES,
  SIGN_IN_CODE_TRIES,
  SIGN_IN_CODE_TRIES_ELSEWHERE,
} from '../../shared/api/limits.ts';
import {
  ADMIN_ACTION_RETENTION_MONTHS,
  CONTACT_RETENTION_MONTHS,
  DEVICE_CREDENTIAL_DAYS,
  DONATION_RETENTION_MONTHS,
  INACTIVE_ACCOUNT_WARNING_DAYS,
  INACTIVE_ACCOUNT_YEARS,
  SESSION_DAYS,
  UNFINISHED_GAME_HOURS,
} from '../../shared/retention.ts';
import type { Block, ContentPage } from './content-types.ts';
import { LEGAL_UPDATED } from './legal-date.ts';
import { PRIVACY_POLICY } from './privacy-policy.ts';
import { TERMS_OF_SERVICE } from './terms-of-service.ts';

/**
 * The privacy policy names what the site keeps in the browser and the cookies it sets; these tests
 * read the source of the site to check that the lists are whole and hold nothing that is not there.
 */
const PROJECT = fileURLToPath(new URL('../../..', import.meta.url));
const CONTENT_DIR = path.join(PROJECT, 'src/web/content');

/** The site's own source files under `dir`, without tests and without the pages' prose. */
function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(PROJECT, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.startsWith(CONTENT_DIR));
}

const read = (file: string) => readFileSync(file, 'utf8');

function section(page: ContentPage, id: string) {
  const found = page.sections.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`the policy has no section ${id}`);
  return found;
}

function definitionsIn(blocks: readonly Block[]): { term: string; text: string }[] {
  return blocks.flatMap((block) =>
    block.type === 'definitions'
      ? block.items.map((item) => ({ term: item.term, text: JSON.stringify(item.text) }))
      : [],
  );
}

/** Every text of the page, one string each. */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}

const policy = PRIVACY_POLICY.en;
const policyText = textsOf(policy).join('\n');

describe('the privacy policy, on browser storage', () => {
  /** Each storage name the browser code uses, with the storage it goes to. */
  const keysInCode = new Map<string, 'local storage' | 'session storage'>();
  for (const file of [...sourceFiles('src/web'), ...sourceFiles('src/shared')]) {
    const text = read(file);
    for (const match of text.matchAll(/['"`](brain-training:[A-Za-z0-9_:-]+)/g)) {
      const key = (match[1] as string).replace(/:+$/, '');
      keysInCode.set(key, text.includes('sessionStorage') ? 'session storage' : 'local storage');
    }
  }
  const listed = definitionsIn(section(policy, 'browser').blocks).map(({ term, text }) => ({
    // A name ending in an ellipsis stands for every name that starts with it.
    name: term.replace(/:…$/, ''),
    prefix: term.endsWith(':…'),
    text,
  }));
  const covers = (entry: (typeof listed)[number], key: string) =>
    entry.name === key || (entry.prefix && key.startsWith(`${entry.name}:`));

  it('finds the names the browser code uses', () => {
    expect([...keysInCode.keys()]).toEqual(
      expect.arrayContaining(['brain-training:user', 'brain-training:theme', 'brain-training:tldr']),
    );
  });

  it('lists every name the browser code stores under', () => {
    const missing = [...keysInCode.keys()].filter((key) => !listed.some((entry) => covers(entry, key)));
    expect(missing).toEqual([]);
  });

  it('lists no name the browser code does not use', () => {
    const unused = listed.filter((entry) => ![...keysInCode.keys()].some((key) => covers(entry, key)));
    expect(unused.map((entry) => entry.name)).toEqual([]);
  });

  it('says which storage each name is kept in', () => {
    for (const [key, storage] of keysInCode) {
      const entry = listed.find((candidate) => covers(candidate, key));
      expect(entry?.text, key).toContain(`In ${storage}`);
    }
  });

  it("describes the service worker's copy of the site, as the worker is built, in both languages", () => {
    const worker = read(path.join(PROJECT, 'src/web/service-worker/sw.ts'));
    const build = read(path.join(PROJECT, 'scripts/service-worker.ts'));
    // What the policy says the copy holds is what the build gives the worker, and nothing it is sent.
    expect(build).toContain("'**/*.{html,js,css,svg,png,webmanifest}'");
    expect(worker).not.toMatch(/cache\.put|caches\.open/);
    for (const [page, words] of [
      [
        PRIVACY_POLICY.en,
        ['service worker', 'every page in English and in Spanish', 'nothing about you', 'Clearing this site'],
      ],
      [
        PRIVACY_POLICY.es as ContentPage,
        [
          'service worker',
          'todas las páginas en inglés y en español',
          'sin nada sobre ti',
          'Borrar los datos de este sitio',
        ],
      ],
    ] as const) {
      const browser = textsOf(section(page, 'browser')).join('\n');
      for (const word of words) expect(browser).toContain(word);
    }
  });
});

describe('the privacy policy, on cookies', () => {
  const serverFiles = sourceFiles('src/server');
  const constants = new Map<string, string>();
  for (const file of serverFiles) {
    for (const match of read(file).matchAll(/const (\w+) = '([^']*)'/g)) {
      constants.set(match[1] as string, match[2] as string);
    }
  }
  /**
   * The name of every cookie the server sets: given to setCookie by literal or through a constant, or
   * named through siteCookie (cookies.ts), which gives a cookie its `__Host-` name where it is Secure.
   */
  const cookiesInCode = new Set<string>();
  for (const file of serverFiles) {
    const source = read(file);
    for (const match of source.matchAll(/\.setCookie\(\s*(?:'([^']+)'|(\w+)\s*,)/g)) {
      const name = match[1] ?? constants.get(match[2] as string);
      if (!name) throw new Error(`${file}: cannot tell the name of the cookie ${match[2]}`);
      cookiesInCode.add(name);
    }
    for (const match of source.matchAll(/\bsiteCookie\(\s*\w+\s*,\s*(\w+)\s*,/g)) {
      const name = constants.get(match[1] as string);
      if (!name) throw new Error(`${file}: cannot tell the name of the cookie ${match[1]}`);
      cookiesInCode.add(name);
    }
  }
  const described = definitionsIn(section(policy, 'cookies').blocks);

  it('finds the cookies the server sets', () => {
    expect([...cookiesInCode].sort()).toEqual(['bts_device', 'bts_session', 'lang']);
  });

  it('describes exactly the cookies of the site', () => {
    expect(described.map((cookie) => cookie.term).sort()).toEqual([...cookiesInCode].sort());
  });

  it('sets no cookie from the browser code', () => {
    for (const file of [...sourceFiles('src/web'), ...sourceFiles('src/shared')]) {
      expect(read(file), file).not.toContain('document.cookie');
    }
  });

  it("gives the cookies the server's lifetimes", () => {
    expect(described.find((cookie) => cookie.term === 'bts_session')?.text ?? '').toContain(
      `It lasts ${SESSION_DAYS} days`,
    );
    expect(DEVICE_CREDENTIAL_DAYS).toBe(365);
    expect(described.find((cookie) => cookie.term === 'bts_device')?.text ?? '').toContain(
      'It lasts a year from when it was last used',
    );
  });
});

describe('the privacy policy, on what reaches the server', () => {
  it("does not tell guests they send nothing personal: their address reaches the server's logs and counters", () => {
    expect(policyText).not.toMatch(/no personal information/i);
    const logs = textsOf(section(policy, 'logs')).join('\n');
    expect(logs).toMatch(/network \(IP\) address/);
    expect(logs).toMatch(/a guest's too/);
    expect(logs).toMatch(/kept for 14 days/);
    expect(logs).toMatch(/from one minute to one hour/);
  });

  it('keeps logs as long as the operators are told to', () => {
    expect(read(path.join(PROJECT, 'README.md'))).toMatch(/delete what is older than 14 days/);
  });

  it('states the retention of contact messages and donation records', () => {
    const kept = textsOf(section(policy, 'retention')).join('\n');
    expect(kept).toContain(`Contact messages are deleted ${CONTACT_RETENTION_MONTHS} months`);
    expect(kept).toContain(`donation records ${DONATION_RETENTION_MONTHS} months`);
  });

  it('says how players delete their account themselves', () => {
    const choices = textsOf(section(policy, 'choices')).join('\n');
    expect(choices).toMatch(/on your account page, choose Delete account/);
    expect(choices).toMatch(
      /sessions, device credentials and sign-in codes, any change of address waiting for its code, its scores/,
    );
  });

  it("states the retention of the administrator's records, which outlive the account", () => {
    expect(textsOf(section(policy, 'retention')).join('\n')).toContain(
      `records of actions on accounts are deleted ${ADMIN_ACTION_RETENTION_MONTHS} months after the action`,
    );
    expect(textsOf(section(policy, 'public')).join('\n')).toContain(
      `Each is deleted ${ADMIN_ACTION_RETENTION_MONTHS} months after the action, also when the account was deleted before then`,
    );
  });

  it('gives the limits of the e-mailed codes', () => {
    const signingIn = textsOf(section(policy, 'server')).join('\n');
    expect(signingIn).toContain(`${SIGN_IN_CODE_MINUTES} minutes after it was sent`);
    expect(signingIn).toContain(`may enter up to ${SIGN_IN_CODE_TRIES} codes`);
    expect(signingIn).toContain(`no more than ${SIGN_IN_CODE_TRIES_ELSEWHERE} together`);
    expect(signingIn).toContain(
      `after ${SIGN_IN_CODE_TRIES} wrong tries it no longer works, and asking again replaces it`,
    );
  });
});

describe('the privacy policy, on the account page and the administrator', () => {
  it('names every part of the downloaded file, and every field of its account', () => {
    /** Each part of the export, as the policy names it; a part added to the export must be named here. */
    const parts: Record<string, string> = {
      account: 'the account (',
      sessions: 'your sessions and remembered browsers',
      devices: 'your sessions and remembered browsers',
      scores: 'every score',
      plays: 'every game dealt to your account with each of your moves and the time the server received it',
      statistics: 'your statistics per game',
      tldrStatistics: 'your TL;DR statistics',
      boards: 'your leaderboard entries',
    };
    /** Each field of the exported account, as the policy names it. */
    const accountFields: Record<string, string> = {
      id: 'its number',
      username: 'username',
      email: 'e-mail address',
      createdAt: 'when it was created',
      emailProvenAt: 'when its address was last proven',
      suspendedAt: 'when it was suspended',
      lang: 'the language you last used the site in',
      lastSignInAt: 'when it last signed in',
      inactivityWarnedAt: 'when the warnings about an unused account were sent',
      inactivityFinalWarnedAt: 'when the warnings about an unused account were sent',
    };
    const exported = Object.keys(accountExportSchema.shape).filter((key) => key !== 'exportedAt');
    expect(exported.sort()).toEqual(Object.keys(parts).sort());
    expect(Object.keys(accountExportSchema.shape.account.shape).sort()).toEqual(
      Object.keys(accountFields).sort(),
    );
    const download =
      textsOf(section(policy, 'choices')).find((text) => text.startsWith('Download your data')) ?? '';
    for (const phrase of [...Object.values(parts), ...Object.values(accountFields)])
      expect(download).toContain(phrase);
  });

  it("names every kind of the administrator's recorded actions", () => {
    const names: Record<string, string> = {
      rename: 'renaming',
      suspend: 'suspending',
      lift: 'lifting a suspension',
      delete: 'deleting an account',
      'remove-score': 'removing a score',
    };
    expect([...adminActionsSchema.element.shape.action.options].sort()).toEqual(Object.keys(names).sort());
    const recorded =
      textsOf(section(policy, 'public')).find((text) => text.startsWith('Each of these actions')) ?? '';
    for (const name of Object.values(names)) expect(recorded).toContain(name);
  });

  it("tells what a suspended player is told, as the server's message says it", () => {
    expect(FIXED_ERROR_MESSAGES.ACCOUNT_SUSPENDED).toMatch(/^This account is suspended/);
    expect(FIXED_ERROR_MESSAGES.ACCOUNT_SUSPENDED).toMatch(/new scores are not accepted/);
    expect(textsOf(section(policy, 'public')).join('\n')).toContain(
      'new scores are refused with a message saying that the account is suspended',
    );
  });
});

describe('the privacy policy, on retention', () => {
  const kept = textsOf(section(policy, 'retention')).join('\n');
  const [first, last] = INACTIVE_ACCOUNT_WARNING_DAYS;

  it('states every period of the clean-up from its constant', () => {
    expect(kept).toContain(
      `records of actions on accounts are deleted ${ADMIN_ACTION_RETENTION_MONTHS} months`,
    );
    expect(kept).toContain(`Contact messages are deleted ${CONTACT_RETENTION_MONTHS} months`);
    expect(kept).toContain(`donation records ${DONATION_RETENTION_MONTHS} months`);
    expect(kept).toContain(`expires ${UNFINISHED_GAME_HOURS} hours after it was dealt`);
    expect(kept).toContain(`${SESSION_DAYS} days after you signed in`);
    expect(DEVICE_CREDENTIAL_DAYS).toBe(365);
    expect(kept).toContain('has not signed in for a year');
  });

  it('deletes accounts nobody uses, after both warnings, and says so where accounts are described', () => {
    expect(kept).toContain(`nobody has signed in to it for ${INACTIVE_ACCOUNT_YEARS} years`);
    expect(kept).toContain(`after warnings ${first} and ${last} days before`);
    const unused = textsOf(section(policy, 'server')).join('\n');
    expect(unused).toContain(
      `An account that nobody has signed in to for ${INACTIVE_ACCOUNT_YEARS} years is deleted, exactly as if you had deleted it yourself`,
    );
    expect(unused).toContain(`a warning ${first} days and again ${last} days before the deletion`);
    expect(unused).toContain('in the language you last used the site in');
    expect(unused).toContain('Signing in once before the deletion keeps the account');
    expect(unused).toContain('If a warning goes out late, the deletion waits');
  });

  it('keeps the moves of a scored game with its score, as long as the account', () => {
    expect(textsOf(section(policy, 'server')).join('\n')).toContain(
      'with every move and the time it arrived, as the record of that score, for as long as the account is kept; it is deleted with the account',
    );
  });

  it('names the account fields the inactive-account clean-up keeps', () => {
    const account = textsOf(section(policy, 'server')).join('\n');
    expect(account).toContain('We store when you last signed in');
    expect(account).toContain('the language you were using the site in (English or Spanish)');
    expect(account).toContain('We store when each warning was sent, until your next sign-in clears it');
  });
});

describe('the privacy policy, on legal bases and rights', () => {
  it('gives a legal basis for each use', () => {
    const bases = textsOf(section(policy, 'bases')).join('\n');
    expect(bases).toContain('to provide the service you ask for');
    expect(bases).toMatch(/logs, the rate-limit counters.*legitimate interest in keeping the site safe/);
    expect(bases).toMatch(/contact form: our legitimate interest in reading and answering them/);
    expect(bases).toMatch(/Donation records: our legitimate interest .*legal duty/);
    expect(bases).toMatch(
      /warnings before an unused account is deleted, and its deletion: our legitimate interest/,
    );
  });

  it('lists every right, and how to use it', () => {
    const rights = textsOf(section(policy, 'choices')).join('\n');
    for (const right of [
      'Access:',
      'Rectification:',
      'Erasure:',
      'Portability:',
      'Objection:',
      'Restriction:',
      'Complaint:',
    ]) {
      expect(rights).toContain(right);
    }
    expect(rights).toContain('Download my data gives your account, scores and games as one JSON file');
    expect(rights).toContain(
      'data-protection supervisory authority, in particular the one where you live or work',
    );
    expect(rights).toContain('Send requests through the ');
  });
});

describe('the privacy policy, on PayPal', () => {
  it("says that PayPal's script loads only once the visitor chooses to donate", () => {
    const donations = textsOf(section(policy, 'server')).join('\n');
    expect(donations).toContain(
      "PayPal's payment script is loaded from PayPal only once you choose to donate on the Support page. Until then the page requests nothing from PayPal",
    );
    expect(textsOf(section(policy, 'not')).join('\n')).toContain(
      "The one exception is PayPal's payment script on the Support page, which is loaded from PayPal only once you choose to donate.",
    );
    expect(textsOf(section(policy, 'cookies')).join('\n')).toContain(
      'it is loaded from PayPal only once you choose to donate on the Support page',
    );
  });

  it('does not claim donors are unknown: the kept order number finds them in PayPal', () => {
    expect(policyText).not.toMatch(/do not know who donated/);
    expect(policyText).toContain(
      "PayPal's order number, which we keep, still lets the operator look the donation up in its PayPal account",
    );
  });

  it('matches the Support page, which asks PayPal for its script only after the choice to donate', () => {
    const donation = read(path.join(PROJECT, 'src/web/features/support/donation.tsx'));
    expect(donation).toMatch(/sdkAttempt === 0\) return;/);
  });
});

describe('the privacy policy, on logs and codes', () => {
  it('says that only a development copy without a mail server logs sign-in codes', () => {
    const logs = textsOf(section(policy, 'logs')).join('\n');
    expect(logs).toContain('Sign-in codes and codes for a new address are e-mailed, never logged');
    expect(logs).toContain('the site refuses to start as a production server without one');
    expect(read(path.join(PROJECT, 'src/server/config.ts'))).toContain(
      "env.NODE_ENV === 'production' && !env.SMTP_URL",
    );
  });
});

describe('the "last updated" date of the legal pages', () => {
  it('comes from one constant, on the privacy policy and the terms', () => {
    expect(LEGAL_UPDATED).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(policy.updated).toBe(LEGAL_UPDATED);
    expect(TERMS_OF_SERVICE.en.updated).toBe(LEGAL_UPDATED);
  });
});

/** Every link and id of a page, in order: what its Spanish must keep as the English has it. */
function anchorsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(anchorsOf);
  if (!value || typeof value !== 'object') return [];
  const { to, href, id } = value as { to?: unknown; href?: unknown; id?: unknown };
  const own = [to, href, id].filter((anchor): anchor is string => typeof anchor === 'string');
  return [...own, ...Object.values(value).flatMap(anchorsOf)];
}

describe('the legal pages in Spanish', () => {
  const pages = { privacy: PRIVACY_POLICY, terms: TERMS_OF_SERVICE } as const;
  const spanish = (name: keyof typeof pages) => pages[name].es as unknown as ContentPage;

  it.each(Object.keys(pages) as (keyof typeof pages)[])(
    'the %s keep every section id and link of the English, and its date',
    (name) => {
      expect(anchorsOf(spanish(name))).toEqual(anchorsOf(pages[name].en));
      expect(spanish(name).updated).toBe(LEGAL_UPDATED);
    },
  );

  it('say in both languages that the English version prevails', () => {
    for (const [name, english, es] of [
      ['policy', policy, spanish('privacy')],
      ['terms', TERMS_OF_SERVICE.en, spanish('terms')],
    ] as const) {
      expect(textsOf(section(english, 'changes')).join('\n'), name).toMatch(
        /written in English and in Spanish\. If the two ever differ, the English version prevails\./,
      );
      expect(textsOf(section(es, 'changes')).join('\n'), name).toMatch(
        /escrit[ao]s? en inglés y en español\. Si alguna vez las dos versiones no coinciden, prevalece la versión en inglés\./,
      );
    }
  });

  it('states the same periods as the English', () => {
    const es = spanish('privacy');
    const kept = textsOf(section(es, 'retention')).join('\n');
    const [first, last] = INACTIVE_ACCOUNT_WARNING_DAYS;
    expect(kept).toContain(`Los mensajes de contacto se eliminan ${CONTACT_RETENTION_MONTHS} meses`);
    expect(kept).toContain(`registros de donaciones ${DONATION_RETENTION_MONTHS} meses`);
    expect(kept).toContain(`acciones sobre cuentas se eliminan ${ADMIN_ACTION_RETENTION_MONTHS} meses`);
    expect(kept).toContain(`caduca ${UNFINISHED_GAME_HOURS} horas después de repartirse`);
    expect(kept).toContain(`${SESSION_DAYS} días después de iniciar sesión`);
    expect(kept).toContain(
      `durante ${INACTIVE_ACCOUNT_YEARS} años, tras avisos ${first} y ${last} días antes`,
    );
    expect(textsOf(section(es, 'public')).join('\n')).toContain(
      `Cada uno se elimina ${ADMIN_ACTION_RETENTION_MONTHS} meses después de la acción`,
    );
    const signingIn = textsOf(section(es, 'server')).join('\n');
    expect(signingIn).toContain(`${SIGN_IN_CODE_MINUTES} minutos después de enviarse`);
    expect(signingIn).toContain(`puede introducir hasta ${SIGN_IN_CODE_TRIES} códigos`);
    expect(signingIn).toContain(`no más de ${SIGN_IN_CODE_TRIES_ELSEWHERE} entre todas`);
    expect(signingIn).toContain(`tras ${SIGN_IN_CODE_TRIES} intentos erróneos deja de funcionar`);
    const cookies = definitionsIn(section(es, 'cookies').blocks);
    expect(cookies.find((cookie) => cookie.term === 'bts_session')?.text).toContain(
      `Dura ${SESSION_DAYS} días`,
    );
    expect(cookies.find((cookie) => cookie.term === 'bts_device')?.text).toContain(
      'Dura un año desde su último uso',
    );
  });

  it('lists every right, as the English does', () => {
    const rights = textsOf(section(spanish('privacy'), 'choices')).join('\n');
    for (const right of [
      'Acceso:',
      'Rectificación:',
      'Supresión:',
      'Portabilidad:',
      'Oposición:',
      'Limitación:',
      'Reclamación:',
    ]) {
      expect(rights).toContain(right);
    }
    expect(rights).toContain('autoridad de control de protección de datos');
  });
});

/** The policy, the terms and the about page as a build with these settings writes them. */
async function pagesBuiltWith(settings: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(settings)) vi.stubEnv(name, value);
  const [{ PRIVACY_POLICY: privacy }, { TERMS_OF_SERVICE: terms }] = await Promise.all([
    import('./privacy-policy.ts'),
    import('./terms-of-service.ts'),
  ]);
  return {
    privacy: privacy.en,
    terms: terms.en,
    privacyEs: privacy.es as unknown as ContentPage,
    termsEs: terms.es as unknown as ContentPage,
  };
}

describe('the processors and the operator, as the build names them', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('names the host, the e-mail provider, PayPal and the operator', async () => {
    const { privacy, privacyEs } = await pagesBuiltWith({
      OPERATOR_NAME: 'Ada Lovelace Ltd',
      OPERATOR_EMAIL: 'privacy@ada.example',
      HOST_PROVIDER_NAME: 'Example Hosting GmbH',
      EMAIL_PROVIDER_NAME: 'Example Mail Inc.',
      REDIS_PROVIDER_NAME: '',
    });
    const processors = textsOf(section(privacy, 'processors')).join('\n');
    expect(processors).toContain('Example Hosting GmbH hosts the site: it runs the server and the database');
    expect(processors).toContain("Example Mail Inc. sends the site's e-mails: sign-in codes");
    expect(processors).toContain('the warnings before an unused account is deleted');
    expect(processors).toContain('PayPal handles donations, only if you choose to donate');
    expect(processors).not.toContain('not configured');
    expect(textsOf(section(privacy, 'controller')).join('\n')).toContain(
      'Ada Lovelace Ltd runs Brain Training Puzzles and is the controller',
    );
    expect(textsOf(section(privacy, 'choices')).join('\n')).toContain(
      'You can also write to Ada Lovelace Ltd by e-mail at privacy@ada.example.',
    );
    const spanish = textsOf(section(privacyEs, 'processors')).join('\n');
    expect(spanish).toContain('Example Hosting GmbH aloja el sitio');
    expect(spanish).toContain('Example Mail Inc. envía los correos del sitio');
    expect(spanish).not.toContain('no configurado');
    expect(textsOf(section(privacyEs, 'controller')).join('\n')).toContain(
      'Ada Lovelace Ltd gestiona Rompecabezas para el Cerebro y es el responsable del tratamiento',
    );
    expect(textsOf(section(privacyEs, 'choices')).join('\n')).toContain(
      'También puedes escribir a Ada Lovelace Ltd por correo electrónico en privacy@ada.example.',
    );
  });

  it('says the site keeps its counters in memory without a Redis provider', async () => {
    const { privacy } = await pagesBuiltWith({ REDIS_PROVIDER_NAME: '' });
    const processors = textsOf(section(privacy, 'processors')).join('\n');
    expect(processors).toContain('The site uses no Redis server');
    expect(processors).toContain('keeps its rate-limit counters in its own memory');
    expect(textsOf(section(privacy, 'logs')).join('\n')).toContain(
      "The counters are kept in each server's own memory",
    );
  });

  it('names the Redis provider when there is one, and keeps the counters there', async () => {
    const { privacy } = await pagesBuiltWith({ REDIS_PROVIDER_NAME: 'Example Cache Ltd' });
    const processors = textsOf(section(privacy, 'processors')).join('\n');
    expect(processors).toContain(
      "Example Cache Ltd runs the Redis server in which the site's servers share their rate-limit counters",
    );
    expect(processors).not.toContain('no Redis server');
    expect(textsOf(section(privacy, 'logs')).join('\n')).toContain(
      "The counters are kept in a Redis server that the site's servers share",
    );
  });

  it('says plainly which processor is not configured', async () => {
    const { privacy, privacyEs } = await pagesBuiltWith({ HOST_PROVIDER_NAME: '', EMAIL_PROVIDER_NAME: '' });
    const processors = textsOf(section(privacy, 'processors')).join('\n');
    expect(processors).toContain('(not configured: set HOST_PROVIDER_NAME and build the site again');
    expect(processors).toContain('(not configured: set EMAIL_PROVIDER_NAME and build the site again');
    const spanish = textsOf(section(privacyEs, 'processors')).join('\n');
    expect(spanish).toContain('(no configurado: define HOST_PROVIDER_NAME y vuelve a compilar el sitio');
    expect(spanish).toContain('(no configurado: define EMAIL_PROVIDER_NAME y vuelve a compilar el sitio');
  });

  it("names the governing law in the terms when given, and the operator's otherwise", async () => {
    const given = await pagesBuiltWith({ GOVERNING_LAW: 'the laws of Spain' });
    expect(textsOf(section(given.terms, 'law')).join('\n')).toContain(
      'These terms are governed by the laws of Spain.',
    );
    expect(textsOf(section(given.termsEs, 'law')).join('\n')).toContain(
      'Estos términos se rigen por la ley que nombra su versión en inglés (the laws of Spain, en inglés tal como la configura el operador).',
    );
    const unset = await pagesBuiltWith({ GOVERNING_LAW: '' });
    expect(textsOf(section(unset.terms, 'law')).join('\n')).toContain(
      "governed by the law of the place where the site's operator is established",
    );
  });
});
