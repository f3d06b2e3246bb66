import type { MessageValues, Namespace } from '../i18n';

/**
 * Shapes of the public site's copy. The words live in the pages' catalogues
 * (src/i18n/locales/<language>/<page>.json); the modules beside this file hold what is not
 * words — which cards, steps and sections a page has, in which order — as catalogue keys.
 */

/** A page's h1 and the short paragraph under it, as shown. */
export interface PageIntro {
  title: string;
  lead: string;
}

/** A short titled statement, as shown: a card, a tip, a step. */
export interface Highlight {
  title: string;
  body: string;
}

/** A titled block of prose by catalogue key: one section of an article or a legal page. */
export interface ProseSection<Key extends string> {
  /** Anchor id, used by tables of contents (`#id`). */
  id: string;
  heading: Key;
  paragraphs: readonly Key[];
  bullets?: readonly Key[];
}

/** A long document (legal pages, articles): the catalogue its text is in, and its keys. */
export interface Document<Key extends string> {
  namespace: Namespace<Key>;
  title: Key;
  lead: Key;
  sections: readonly ProseSection<Key>[];
  /** What its messages' placeholders take: `{productName}`, `{settlementDays}`… */
  values?: MessageValues;
}
