import Type, { type Static } from 'typebox';
import { CONTRACT_KEYWORDS, endpoint, errors } from './common';

/**
 * The operator CLI's transport while the server holds the embedded database: loopback only,
 * with the secret the server wrote to DATA_DIR (server/README "Operator CLI").
 */

const ARGS_MESSAGE = 'operator_args_invalid';

export const OperatorRunRequest = Type.Object({
  args: Type.Array(Type.String({ [CONTRACT_KEYWORDS.message]: ARGS_MESSAGE }), {
    [CONTRACT_KEYWORDS.message]: ARGS_MESSAGE,
  }),
});
export type OperatorRunRequest = Static<typeof OperatorRunRequest>;

export const OperatorRunResponse = Type.Object({ output: Type.String() });
export type OperatorRunResponse = Static<typeof OperatorRunResponse>;

export const operatorEndpoints = {
  run: endpoint('POST', '/operator/run', {
    summary: 'Run an operator command (loopback only, X-Operator-Secret)',
    description: 'Not there (404) for a request from anywhere but this machine.',
    tags: ['Operating'],
    body: OperatorRunRequest,
    response: { 200: OperatorRunResponse, ...errors(400, 401, 404) },
  }),
};
