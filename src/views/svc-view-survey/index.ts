import './messages.js';
import { SvcViewSurvey } from './svc-view-survey.js';

export { SvcViewSurvey };

if (!customElements.get('svc-view-survey')) customElements.define('svc-view-survey', SvcViewSurvey);

declare global {
  interface HTMLElementTagNameMap {
    'svc-view-survey': SvcViewSurvey;
  }
}
