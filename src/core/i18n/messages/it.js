// Italian: every messages file of the language (gather.js). Loaded only when Italian is in use.
import { gather } from './gather.js';

export default await gather('it');
