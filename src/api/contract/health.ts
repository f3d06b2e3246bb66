import Type, { type Static } from 'typebox';
import { endpoint, errors, MessageResponse } from './common';

/** Probes and the wake-up ping (SPEC §8, §11.5). */

export const HealthStatus = Type.Object({ status: Type.Literal('ok') });
export type HealthStatus = Static<typeof HealthStatus>;

const TAGS = ['Operating'];

export const healthEndpoints = {
  ping: endpoint('GET', '/', {
    summary: 'Wake-up ping',
    tags: TAGS,
    response: { 200: MessageResponse },
  }),
  live: endpoint('GET', '/health/live', {
    summary: 'The process answers',
    tags: TAGS,
    response: { 200: HealthStatus },
  }),
  ready: endpoint('GET', '/health/ready', {
    summary: 'The database answers too (within 2 s)',
    tags: TAGS,
    response: { 200: HealthStatus, ...errors(503) },
  }),
};
