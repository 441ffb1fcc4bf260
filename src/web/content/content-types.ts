import { type Lang, langIn, type Messages } from '../i18n/catalog.ts';
import type { SitePath } from '../lib/paths.ts';

/**
 * The one shape of every content page (guides, science, tips, FAQ, about, policies): plain data,
 * rendered by `components/content`. Text that carries a link or an emphasis is a list of segments, so
 * the data holds no markup and can be written again in another language.
 */
export type Inline =
  | string
  | { strong: string }
  | { em: string }
  /** A name as the computer writes it, such as a cookie's. */
  | { code: string }
  /** A link to a page of the site, in the visitor's language. */
  | { text: string; to: SitePath }
  /** A link to another site; it opens in a new tab. */
  | { text: string; href: string };

export type RichText = string | readonly Inline[];

/** The icons a content page may show, by name; `components/content/content-icons.ts` draws them. */
export type IconName =
  | 'bed'
  | 'book-open'
  | 'brain'
  | 'calendar'
  | 'calendar-check'
  | 'clock'
  | 'dumbbell'
  | 'flask'
  | 'grid'
  | 'heart'
  | 'heart-pulse'
  | 'layers'
  | 'letters'
  | 'lightbulb'
  | 'mail'
  | 'repeat'
  | 'shuffle'
  | 'smile'
  | 'sparkles'
  | 'sprout'
  | 'sunrise'
  | 'target'
  | 'trending-up'
  | 'trophy'
  | 'users';

export interface Card {
  title: string;
  icon?: IconName;
  blocks: readonly Block[];
  /** A call to play one game, at the foot of the card. */
  play?: { text: string; to: SitePath };
}

/** A published study or review that a page refers to, with a stable address for it. */
export interface Source {
  id: string;
  citation: string;
  url: string;
}

export interface FaqItem {
  /** Stable id, also the value that tells which questions are open. */
  id: string;
  question: string;
  answer: readonly Block[];
}

interface LinkCard {
  text: string;
  to: SitePath;
  description: string;
  /** Shown on the tile when the page draws its links as tiles. */
  icon?: IconName;
}

/** The pieces a section is made of. */
export type Block =
  /** Running text: one or more paragraphs. `small` sets them in the page's smaller type. */
  | { type: 'paragraphs'; items: readonly RichText[]; small?: boolean }
  /**
   * A text quoted word for word as its authors wrote it (a licence), in its own language: `lang` marks
   * it on a page in another language, so that a screen reader reads it in that one.
   */
  | { type: 'quote'; items: readonly string[]; lang: 'en' }
  /** A bulleted list; `bare` drops the bullets. */
  | { type: 'list'; items: readonly RichText[]; bare?: boolean }
  /** A small heading inside a section. */
  | { type: 'heading'; text: string }
  /** A boxed aside: a summary, a caution or a worked example. */
  | { type: 'callout'; title: string; tone?: 'info' | 'caution'; blocks: readonly Block[] }
  | { type: 'cards'; cards: readonly Card[]; columns: 'sm' | 'md' }
  /** Large figures with their units and labels, for rules of thumb. */
  | { type: 'figures'; figures: readonly { value: string; unit: string; label: string }[] }
  /** Short notes, each beside an icon, side by side. */
  | { type: 'notes'; notes: readonly { icon: IconName; text: RichText }[] }
  /** Topics with an icon in their heading, in columns. */
  | { type: 'topics'; topics: readonly { icon: IconName; title: string; text: RichText }[] }
  /** A titled table whose first column heads each row. */
  | {
      type: 'table';
      title: string;
      caption: string;
      columns: readonly string[];
      rows: readonly (readonly string[])[];
    }
  /** Two lists side by side that tell when to go on and when to hold back. */
  | {
      type: 'checklists';
      lists: readonly { title: string; tone: 'go' | 'stop'; items: readonly string[] }[];
    }
  /** Short labelled facts in tiles, such as a skill per game. */
  | { type: 'tiles'; tiles: readonly { label: string; text: string }[] }
  /** Numbered stages of a plan. */
  | {
      type: 'phases';
      /** The word before each stage's number. */
      label: string;
      phases: readonly {
        weeks: string;
        name: string;
        sessions: string;
        length: string;
        steps: readonly string[];
      }[];
    }
  /** Links to pages of the site, each with a line about it. */
  | { type: 'link-cards'; links: readonly LinkCard[] }
  /** Short titled facts in tiles, without links. */
  | { type: 'glance'; items: readonly { title: string; text: string }[] }
  /** Terms and what they mean: `principles` as highlighted boxes, `storage` as names in a table. */
  | {
      type: 'definitions';
      style: 'principles' | 'storage';
      items: readonly { term: string; text: RichText }[];
    }
  | { type: 'faq'; items: readonly FaqItem[] }
  | { type: 'sources'; sources: readonly Source[] }
  /**
   * A part drawn by a feature, which the route hands to the page under this name: a list of studies,
   * articles with their filter. The page holds its place; the feature holds its data and behaviour.
   */
  | { type: 'feature'; name: string }
  /** A call to go on, as a button: to a page of the site, or to another site in a new tab. */
  | ({ type: 'button'; text: string; style: 'primary' | 'secondary' } & ({ to: SitePath } | { href: string }))
  /** A sign-up form for news by e-mail that is not running yet: it sends and keeps nothing. */
  | { type: 'signup'; label: string; placeholder: string; button: string; note: string };

/** A game's guide: what it asks of you, how it scores and the strategies that work. */
export interface GameGuide {
  icon: IconName;
  play: { text: string; to: SitePath };
  summary: readonly Block[];
  strategies: { title: string; blocks: readonly Block[] };
  scoring: { title: string; blocks: readonly Block[] };
}

export interface Section {
  id: string;
  title: string;
  /** The label in the table of contents when it differs from the title. */
  label?: string;
  /** Sections without a place in the table of contents. */
  unlisted?: boolean;
  /** A standing aside rather than a part of the page, such as a summary before the first section. */
  callout?: boolean;
  /** The landmark the section is when it is not a plain section: a set of links or an aside. */
  landmark?: 'nav' | 'aside';
  /** A section set in a box of this colour (`summary` and `listing` pages). */
  tone?: 'info' | 'muted' | 'warm';
  /** An icon before the title (`summary` and `listing` pages). */
  icon?: IconName;
  /**
   * Its text runs the whole width of the section instead of stopping at a comfortable line length,
   * as a short summary in a box across the page does (`summary` and `listing` pages).
   */
  fullWidth?: boolean;
  intro?: readonly Block[];
  blocks: readonly Block[];
  guide?: GameGuide;
}

/** The closing row of a long page. */
export type PageAction =
  | { type: 'back' }
  | { type: 'home' }
  | { type: 'link'; text: string; to: SitePath; style: 'primary' | 'text' };

export interface ContentPage {
  /**
   * `article`: a long page with a line above its title, a table of contents as buttons, and a closing
   * row of actions. `info`: a page of plain sections closed by a list of related pages. `summary`: a
   * wider page that sums up works which a feature lists (studies), with boxed sections. `listing`: the
   * same, wider still, for a page that lists the works of others (articles) and is no article itself.
   */
  layout: 'article' | 'info' | 'summary' | 'listing';
  eyebrow?: string;
  title: string;
  /** The day the page was last changed (YYYY-MM-DD), shown under its title: the legal pages. */
  updated?: string;
  intro: readonly RichText[];
  /** `article` pages list their sections at the top; `info` pages do when this is set. */
  contents?: boolean;
  sections: readonly Section[];
  /** Blocks between the heading and the first section, without a heading of their own. */
  lead?: readonly Block[];
  /**
   * Parts at the foot of a `summary` or `listing` page, set apart from its sections: each is a
   * section across the page or a row of sections side by side.
   */
  foot?: readonly (Section | readonly Section[])[];
  /** The card about our sister site, with the line that ties it to this page; shown only when one is configured. */
  sisterSite?: string;
  actions?: readonly PageAction[];
  related?: readonly LinkCard[];
}

/** The page in the visitor's language when it is written, else in English, and the language it is in. */
export function contentIn<Page>(localized: Messages<Page>, lang: Lang): { page: Page; lang: Lang } {
  const shown = langIn(localized, lang);
  return { page: shown === 'en' ? localized.en : (localized.es as unknown as Page), lang: shown };
}
