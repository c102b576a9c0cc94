import './messages.js';
import { SvcViewSurvey } from './svc-view-survey.js';
import { defineElement } from '../../ui/define.js';

export { SvcViewSurvey };

defineElement('svc-view-survey', SvcViewSurvey);

declare global {
  interface HTMLElementTagNameMap {
    'svc-view-survey': SvcViewSurvey;
  }
}
