// Japanese: every messages file of the language (gather.js). Loaded only when Japanese is in use.
import { gather } from './gather.js';

export default await gather('ja');
