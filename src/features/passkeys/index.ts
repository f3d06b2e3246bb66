/**
 * The passkeys feature's public API (SPEC §12.5): its calls, the browser's prompts, and the
 * passkey that answers where a 2FA code is asked. Account → Security draws the list, the
 * sign-in page the passkey sign-in.
 */
export {
  useGetPasskeysQuery,
  useRegisterPasskeyMutation,
  useRemovePasskeyMutation,
  useRenamePasskeyMutation,
  useStartPasskeyRegistrationMutation,
  useStartPasskeySignInMutation,
} from './passkeysApi';
export {
  createPasskey,
  promptFailure,
  signWithPasskey,
  supportsPasskeys,
  type PromptFailure,
} from './browserPrompt';
export { usePasskeyFactor } from './usePasskeyFactor';
