/**
 * A response schema for RTK Query (`responseSchema`, which takes any Standard Schema v1) made
 * from a type guard. An answer the guard refuses fails its query like a refused request — the
 * API slice's `catchSchemaFailure` turns it into an error whose message is
 * UNREADABLE_ANSWER_MESSAGE — so the screen shows its error and Retry instead of crashing on
 * it. The contract's schemas take the guards' place endpoint by endpoint; the way a failure
 * reaches the screen stays.
 */
export interface AnswerSchema<Answer> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (
      value: unknown,
    ) => { readonly value: Answer } | { readonly issues: readonly { readonly message: string }[] };
  };
}

export function answerSchema<Answer>(
  what: string,
  isAnswer: (value: unknown) => value is Answer,
): AnswerSchema<Answer> {
  return {
    '~standard': {
      version: 1,
      vendor: 'meridian',
      validate: (value) =>
        isAnswer(value) ? { value } : { issues: [{ message: `Not ${what} as the API sends it` }] },
    },
  };
}

/** Helpers for the guards: a plain object, and its fields of one type. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function hasStrings(value: Record<string, unknown>, keys: readonly string[]): boolean {
  return keys.every((key) => typeof value[key] === 'string');
}

export function hasNumbers(value: Record<string, unknown>, keys: readonly string[]): boolean {
  return keys.every((key) => typeof value[key] === 'number' && Number.isFinite(value[key]));
}
