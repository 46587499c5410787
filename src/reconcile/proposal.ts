import type { FactSource } from '../contract/contract-types.js';

/** One action of an OpenAPI Overlay 1.0 document. */
export interface OverlayAction {
  /** A JSONPath (RFC 9535) to the node the action changes. */
  target: string;
  description?: string;
  /** Merged into an object target; appended to an array target. */
  update?: unknown;
  remove?: true;
}

/** What kind of difference a proposal answers. */
export type ProposalKind =
  | 'added'
  | 'renamed'
  | 'optional'
  | 'type'
  | 'nullable'
  | 'enum'
  | 'constraint'
  | 'status'
  | 'response'
  | 'header'
  | 'parameter'
  | 'operation'
  | 'example';

/** One change that makes openapi.yaml describe what the backend sent. */
export interface Proposal {
  kind: ProposalKind;
  /** A readable name of the place that changes, e.g. `User.firstName`. */
  where: string;
  /** The operations whose recorded answers this rests on. */
  operations: string[];
  /** How many recorded values it rests on. */
  samples: number;
  /** One line a person reads, ending with the sample count. */
  text: string;
  actions: OverlayAction[];
  /** Where the changed fact comes from: only `assumed` ones are ever proposed. */
  source: FactSource;
}

/** A difference that reconcile does not turn into a change, with the reason. */
export interface Refusal {
  operationId: string;
  text: string;
}
