import { randomInt } from 'node:crypto';
import { wordlist } from '@scure/bip39/wordlists/english.js';

export const SEED_PHRASE_WORDS = 12;

/** Twelve BIP-39 English words, each drawn independently with a CSPRNG, joined by `-`. */
export function generateSeedPhrase(): string {
  return Array.from({ length: SEED_PHRASE_WORDS }, () => wordlist[randomInt(wordlist.length)]).join(
    '-',
  );
}

/** Accepts the phrase as typed: any case, words separated by dashes or whitespace. */
export function normalizeSeedPhrase(input: string): string {
  return input
    .trim()
    .toLowerCase()
    .split(/[\s-]+/)
    .filter(Boolean)
    .join('-');
}
