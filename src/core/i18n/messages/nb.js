// Norwegian Bokmål: every messages file of the language (gather.js). Loaded only when Norwegian Bokmål is in use.
import { gather } from './gather.js';

export default await gather('nb');
