import { defineNamespace } from '../catalogue';
import en from '../locales/en/layout.json';

/** The frame of every page: header, menus, footer, page titles, the error screen. */
export const layoutMessages = defineNamespace('layout', en);
