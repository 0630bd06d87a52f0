// The shapes the modules of the local Sanity API pass between them: documents as Content Lake
// holds them, and a committed transaction with the changes listeners, live events and history see.
import type { QueryLane } from "./query-lanes.ts";

export interface SanityDocument {
  _id: string;
  _type: string;
  _rev?: string;
  _createdAt?: string;
  _updatedAt?: string;
  [field: string]: unknown;
}

/** The dataset: documents by _id, in the order they were read or created. */
export type Documents = Map<string, SanityDocument>;

/** One mutation as the API takes it: { create: {…} }, { patch: {…} }, … */
export type MutationBody = Record<string, unknown>;

/** A document a transaction changed: as it was, as it is (null: did not exist), and the mutations that did it. */
export interface Change {
  id: string;
  before: SanityDocument | null;
  after: SanityDocument | null;
  mutations: MutationBody[];
}

export interface MutationResult {
  id: string;
  operation: "create" | "update" | "delete";
}

export interface Transaction {
  transactionId: string;
  timestamp: string;
  results: MutationResult[];
  /** In order of first change. */
  changes: Change[];
}

/** What a transaction's queries run with: the user behind identity(), the project, a time limit. */
export interface WriteContext {
  transactionId?: string | undefined;
  identity?: string | undefined;
  projectId: string;
  dataset: string;
  timeoutMs: number;
  /** The lane a patch by query runs its GROQ in (the server's own, never behind clients' reads). */
  lane: QueryLane;
}

/** The GraphQL API specs `sanity graphql deploy [--dry-run]` sent, by tag. */
export type GraphqlSpecs = Map<string, { spec: Record<string, unknown>; deployed: boolean }>;
