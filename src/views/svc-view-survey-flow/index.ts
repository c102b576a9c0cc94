import './messages.js';
import { SvcViewSurveyFlow } from './svc-view-survey-flow.js';

export { SvcViewSurveyFlow };

if (!customElements.get('svc-view-survey-flow'))
  customElements.define('svc-view-survey-flow', SvcViewSurveyFlow);

declare global {
  interface HTMLElementTagNameMap {
    'svc-view-survey-flow': SvcViewSurveyFlow;
  }
}
