import { FORM_ERROR } from 'final-form';
import { isMessageRef, messageRef, type MessageRef } from '../i18n';
import { validationMessages } from '../i18n/namespaces/validation';

// No yup here: forms import this module, and yup (≈ 11 kB gzip) comes with a form's rules,
// fetched as the form first validates (schemaValidation.ts holds the yup side).

/**
 * A field's message: a `messageRef` named in a schema (shown in the language chosen when it is
 * shown), or plain text (a server's message, a schema not yet translated).
 */
export type FieldMessage = string | MessageRef;

export type FormErrors = Record<string, FieldMessage>;

/** A form's `validate`: every failing field with its first message, synchronously. */
export type Validator<Values> = (values: Values) => FormErrors;

/**
 * The form-level error while a form's rules are on their way (the first moments after the
 * page renders): it refuses a submit, which is pressed again once they are here
 * (submitFocusingFirstInvalid), and FormRulesStatus validates again with them.
 */
export const RULES_PENDING = 'Meridian/form-rules-pending';

/** The form-level error when the rules' code could not be fetched: nothing can be sent. */
export const RULES_UNAVAILABLE = messageRef(validationMessages, 'rules.unavailable');

export function isRulesUnavailable(error: unknown): boolean {
  return (
    isMessageRef(error) &&
    error.namespace === RULES_UNAVAILABLE.namespace &&
    error.key === RULES_UNAVAILABLE.key
  );
}

/** A module of form rules, fetched once, on first use. */
export interface FormRules<Module> {
  /** The module, once it has arrived. */
  loaded: () => Module | undefined;
  /** True after a failed fetch, until it is tried again (retryFailedRules). */
  failed: () => boolean;
  /** Fetches the module, once (again after a failure). */
  load: () => Promise<Module>;
}

const inFlight = new Set<Promise<unknown>>();
const failedRules = new Set<FormRules<unknown>>();

/** Resolves once every fetch of rules now under way has ended, either way. */
export function rulesSettled(): Promise<void> {
  return Promise.allSettled([...inFlight]).then(() => undefined);
}

/** Fetches again the rules whose fetch failed (the Retry of FormRulesStatus). */
export function retryFailedRules(): void {
  for (const rules of [...failedRules]) void rules.load().catch(() => undefined);
}

export function formRules<Module>(fetchModule: () => Promise<Module>): FormRules<Module> {
  let module: Module | undefined;
  let pending: Promise<Module> | undefined;
  const rules: FormRules<Module> = {
    loaded: () => module,
    failed: () => failedRules.has(rules),
    load: () => {
      if (pending) return pending;
      failedRules.delete(rules);
      const fetching = fetchModule().then(
        (arrived) => {
          module = arrived;
          return arrived;
        },
        (failure: unknown) => {
          // Webpack asks for a chunk anew after a failed load, so a retry can succeed.
          pending = undefined;
          failedRules.add(rules);
          throw failure;
        },
      );
      pending = fetching;
      inFlight.add(fetching);
      const settle = () => inFlight.delete(fetching);
      fetching.then(settle, settle);
      return fetching;
    },
  };
  return rules;
}

/**
 * A form's `validate` from rules fetched on first use (the form validates as it mounts). Until
 * they are here it gives RULES_PENDING, and RULES_UNAVAILABLE if they could not be fetched —
 * either refuses a submit, so nothing unchecked is sent. It stays synchronous throughout:
 * final-form keeps an asynchronous validation's errors until the next asynchronous one, which
 * would leave a fixed field marked invalid once the rules answer synchronously.
 */
export function validateWhenLoaded<Module, Values>(
  rules: FormRules<Module>,
  validatorOf: (module: Module) => Validator<Values>,
): Validator<Values> {
  let validator: Validator<Values> | undefined;
  return (values) => {
    const module = rules.loaded();
    if (module) return (validator ??= validatorOf(module))(values);
    if (rules.failed()) return { [FORM_ERROR]: RULES_UNAVAILABLE };
    // FormRulesStatus validates again when the fetch ends (rulesSettled).
    rules.load().catch(() => undefined);
    return { [FORM_ERROR]: RULES_PENDING };
  };
}
