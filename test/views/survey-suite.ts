/**
 * Harness for the survey view's tests (survey.test.ts, survey-checks.test.ts, survey-access.test.ts):
 * the questions by id, opening the survey, and the suite's sandbox with its readers.
 */
import { http, HttpResponse } from 'msw';
import '../../src/views/svc-view-survey/index.js';
import '../../src/views/svc-view-pricing/index.js';
import type { ConfigureItemPayload, SvcCart } from '../../src/controller/svc-cart.js';
import { sandboxRequest } from '../../sandbox/testing.js';
import { text, viewTest } from './view-helpers.js';
import { setupWidget } from '../widget/helpers.js';

export const { element: viewElement, open, part, view } = viewTest('survey');
export const submitButton = () => part('submit-button') as HTMLButtonElement;
export const question = (id: number) => view().querySelector<HTMLElement>(`[data-question="${id}"]`)!;
export const errorOf = (id: number) => text(view().querySelector(`#q${id}-error`));
export const input = (id: number) => view().querySelector<HTMLInputElement>(`#q${id}-input`)!;
export const choice = (questionId: number, answerId: number) =>
  view().querySelector<HTMLInputElement>(`input[name="q${questionId}"][value="${answerId}"]`)!;
export const quantity = (questionId: number, answerId: number) =>
  view().querySelector<HTMLInputElement>(`#q${questionId}-a${answerId}`)!;

/** Starts `configureItem(payload)` and waits for the survey’s questions; `state()` tells whether it settled. */
export const openSurvey = (svcCart: SvcCart, payload: ConfigureItemPayload = { productId: 111 }) =>
  open(svcCart, payload, '[data-question]');

export async function type(element: HTMLInputElement, value: string): Promise<void> {
  element.value = value;
  element.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  await viewElement().updateComplete;
}

export async function click(element: HTMLElement): Promise<void> {
  element.click();
  await viewElement().updateComplete;
}

/** An answer image that needs no server. */
export const FRUITY_IMAGE = 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E';

/** What the defaults of survey 1 send for plan 111 once a flavour is ticked. */
export const DEFAULTS_WITH_FRUITY = [
  { questionId: 3, answers: [{ id: 31 }] },
  { questionId: 4, answers: [{ id: 41 }] },
  { questionId: 7, answers: [{ id: 71 }] },
];

/** The sandbox set up for each test of the suite, and the readers its tests share. */
export function surveySuite() {
  const sandbox = setupWidget();

  /** The bodies of the add-to-cart requests that left the client. */
  const adds = async () =>
    (await sandbox().sent())
      .filter((request) => request.method === 'POST' && /^\/carts\/[^/]+\/items$/.test(request.path))
      .map((request) => request.body);

  /** Serves survey 1 as the sandbox does, changed by `change` (a shop configured otherwise). */
  async function serveSurvey(change: (survey: { questions: Record<string, unknown>[] }) => void) {
    const { body } = await sandboxRequest('GET', '/surveys/1?expand[]=answers.product');
    const survey = structuredClone(body!) as unknown as { questions: Record<string, unknown>[] };
    change(survey);
    sandbox().worker.use(http.get('*/storefront/v1/surveys/1', () => HttpResponse.json(survey)));
  }

  const answersOf = (survey: { questions: Record<string, unknown>[] }, questionId: number) =>
    survey.questions.find((q) => q.id === questionId)!.answers as Record<string, unknown>[];
  return { sandbox, adds, serveSurvey, answersOf };
}
