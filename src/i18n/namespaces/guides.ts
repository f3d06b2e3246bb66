import { defineNamespace } from '../catalogue';
import en from '../locales/en/guides.json';

/** The guides: their index, the crypto and stocks guides and the crypto indices article. */
export const guidesMessages = defineNamespace('guides', en);
