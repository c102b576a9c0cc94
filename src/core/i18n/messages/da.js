// Danish: every messages file of the language (gather.js). Loaded only when Danish is in use.
import { gather } from './gather.js';

export default await gather('da');
