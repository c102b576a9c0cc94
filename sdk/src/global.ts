/** Entry of the CDN build `svc.min.js`: its only export becomes `window.Svc`. */
import Svc from './index.js';

export default Svc;
