import type { ExpandParams, RequestHeaders } from '../types/common.js';
import type { Survey } from '../types/survey.js';
import { type ResourceContext } from './context.js';

// The type of `client.surveys`. Its methods are built from the operation table in extra.ts, which
// loads on the first call (lazy.ts).
/** `client.surveys`: surveys with their questions and answers, priced in `x-currency`. */
export declare class SurveysResource {
  // Declared only, so the type stays the class it was (the objects are built in lazy.ts).
  // eslint-disable-next-line no-unused-private-class-members
  readonly #context: ResourceContext;
  constructor(context: ResourceContext);
  load(surveyId: number, params?: ExpandParams | null, headers?: RequestHeaders | null): Promise<Survey>;
}
