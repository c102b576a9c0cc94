// German: every messages file of the language (gather.js). Loaded only when German is in use.
import { gather } from './gather.js';

export default await gather('de');
