import { defineNamespace } from '../catalogue';
import en from '../locales/en/homeMore.json';

/** The home page below the fold (its own chunk, loaded after the first screen). */
export const homeMoreMessages = defineNamespace('homeMore', en);
