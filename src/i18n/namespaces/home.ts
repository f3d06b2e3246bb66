import { defineNamespace } from '../catalogue';
import en from '../locales/en/home.json';

/** The home page's first screen: the hero and today's market figures. */
export const homeMessages = defineNamespace('home', en);
