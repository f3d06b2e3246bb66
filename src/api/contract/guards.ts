import type { LoginResponse, TwoFactorChallenge } from './auth';

/** Plain functions over the contract's types, safe for the SPA to import (no TypeBox). */

export function isTwoFactorChallenge(response: LoginResponse): response is TwoFactorChallenge {
  return 'twoFactorRequired' in response && response.twoFactorRequired;
}
