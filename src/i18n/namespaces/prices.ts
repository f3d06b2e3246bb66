import { defineNamespace } from '../catalogue';
import en from '../locales/en/prices.json';

/** The Prices page: plan prices and the fee schedule. */
export const pricesMessages = defineNamespace('prices', en);
