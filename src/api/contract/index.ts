/**
 * The API contract of SPEC §8, §11 and §12: one TypeBox schema per request part and answer of
 * every endpoint. The server registers them on its routes (validation, serialisation, types,
 * /docs); the SPA takes the types with `import type` only, and its run-time values from
 * ./constants, so no schema code reaches the bundle.
 */
export * from './accountLock';
export * from './addressBook';
export * from './auth';
export * from './common';
export * from './constants';
export * from './guards';
export * from './health';
export * from './history';
export * from './marketFeed';
export * from './notifications';
export * from './operator';
export * from './passkeys';
export * from './portfolio';
export * from './records';
export * from './sessions';
export * from './statements';
export * from './trading';
export * from './twoFactor';
