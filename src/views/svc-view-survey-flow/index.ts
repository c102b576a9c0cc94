import './messages.js';
import { SvcViewSurveyFlow } from './svc-view-survey-flow.js';
import { defineElement } from '../../ui/define.js';

export { SvcViewSurveyFlow };

defineElement('svc-view-survey-flow', SvcViewSurveyFlow);

declare global {
  interface HTMLElementTagNameMap {
    'svc-view-survey-flow': SvcViewSurveyFlow;
  }
}
