import type { ExpandParams, RequestHeaders } from '../types/common.js';
import type { Survey } from '../types/survey.js';
import { assertId, assertOptionalHeaders, assertOptionalObject } from '../validate.js';
import { currencyHeaders, type ResourceContext } from './context.js';

/** `client.surveys`: surveys with their questions and answers, priced in `x-currency`. */
export class SurveysResource {
  readonly #context: ResourceContext;

  constructor(context: ResourceContext) {
    this.#context = context;
  }

  async load(surveyId: number, params?: ExpandParams, headers?: RequestHeaders): Promise<Survey> {
    const operation = 'surveys.load';
    assertId(operation, 'surveyId', surveyId);
    assertOptionalObject(operation, 'params', params);
    assertOptionalHeaders(operation, headers);
    return this.#context.http.call(operation, {
      path: { surveyId },
      query: params,
      headers,
      defaultHeaders: currencyHeaders(this.#context),
    });
  }
}
