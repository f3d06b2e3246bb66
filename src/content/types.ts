/**
 * Shapes of the public site's copy. Pages render these; the words themselves live in the
 * content modules beside this file so they can be read and reviewed in one place.
 */

/** A page's h1 and the short paragraph under it. */
export interface PageIntro {
  title: string;
  lead: string;
}

/** A titled block of prose: one section of an article or a legal page. */
export interface ProseSection {
  /** Anchor id, used by tables of contents (`#id`). */
  id: string;
  heading: string;
  paragraphs: readonly string[];
  bullets?: readonly string[];
}

/** A short titled statement: a card, a tip, a step. */
export interface Highlight {
  title: string;
  body: string;
}

/** A long document (legal pages, articles) with its sections. */
export interface Document {
  intro: PageIntro;
  sections: readonly ProseSection[];
}
