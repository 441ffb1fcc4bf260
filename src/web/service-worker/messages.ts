import { defineMessages } from '../i18n/catalog.ts';

/**
 * The installed app's short name, under its icon on a home screen (about 12 characters at most show
 * there). Its full name is the site's brand and its description the home page's (scripts/service-worker.ts).
 */
export const appManifestMessages = defineMessages(
  { shortName: 'Brain Puzzles' },
  { shortName: 'Rompecabezas' },
);
