import { defineNamespace } from '../catalogue';
import en from '../locales/en/publicPages.json';

/** Words the public pages' shared parts use (the long pages' table of contents). */
export const publicPagesMessages = defineNamespace('publicPages', en);
