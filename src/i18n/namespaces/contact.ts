import { defineNamespace } from '../catalogue';
import en from '../locales/en/contact.json';

/** The Contact page. */
export const contactMessages = defineNamespace('contact', en);
