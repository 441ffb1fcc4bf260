// Every catalog of the site (decision 021), with both halves as written: every `messages.ts` under
// src/web and the content pages' data. Loaded through Vite (support/english-texts.ts), which gives the
// modules the build's constants (`import.meta.env`) and does not split the Spanish away.
const modules = {
  ...import.meta.glob<Record<string, unknown>>('../../../src/web/**/messages.ts', { eager: true }),
  ...import.meta.glob<Record<string, unknown>>(['../../../src/web/content/*.ts', '!**/*.test.ts'], {
    eager: true,
  }),
};

export interface Catalog {
  /** The module and the name it exports the catalog by. */
  where: string;
  en: unknown;
  es: unknown;
}

export const CATALOGS: Catalog[] = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports).flatMap(([name, value]) =>
    typeof value === 'object' && value !== null && 'en' in value && 'es' in value
      ? [{ where: `${file.replace('../../../src/web/', '')} ${name}`, en: value.en, es: value.es }]
      : [],
  ),
);
