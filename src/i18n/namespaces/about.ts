import { defineNamespace } from '../catalogue';
import en from '../locales/en/about.json';

/** The About page. */
export const aboutMessages = defineNamespace('about', en);
