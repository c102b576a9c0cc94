// Swedish: every messages file of the language (gather.js). Loaded only when Swedish is in use.
import { gather } from './gather.js';

export default await gather('sv');
