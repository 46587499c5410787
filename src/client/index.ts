export {
  createStandinClient,
  type StandinClient,
  type StandinClientOptions,
} from './create-client.js';
export type { components, paths, operations } from '../generated/openapi.js';
