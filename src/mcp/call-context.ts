/** What a method handler knows about the request it answers: its revision and the request's services. */
import type { Calculation, DispatchContext, PreparedInput } from '../dispatch/calculate';
import type { LiveData } from '../dispatch/context';
import type { Revision, RevisionFeatures } from './revisions';

/** The part of a pino logger the handlers use. */
export interface ErrorLog {
  error(obj: object, msg: string): void;
}

export interface CallContext {
  revision: Revision;
  features: RevisionFeatures;
  log: ErrorLog;
  /** The dispatch context (links, live data) of this request, built only when a tool runs. */
  dispatchContext(): Promise<DispatchContext>;
  /** The live data in use (benchmark readings with their dates and sources), read only when a resource needs it. */
  liveData(): Promise<LiveData>;
  /**
   * Runs a tool's calculation elsewhere (the heavy-work pool) when its prepared input asks for a large answer;
   * undefined when it runs here.
   */
  offload?(prepared: PreparedInput, args: unknown): Promise<{ out: Calculation; text: string }> | undefined;
  /** Records the outcome of one tool call (metrics, log line). */
  toolCalled(tool: string, outcome: string): void;
  /** Set by `tools/call`: the JSON text of its `structuredContent`, so the reply is serialized around it, not again. */
  structuredJson?: string;
}
