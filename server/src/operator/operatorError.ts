/** A refusal worth showing the operator as-is (bad input, unknown record, wrong state). */
export class OperatorError extends Error {
  override name = 'OperatorError';
}
