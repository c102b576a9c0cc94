// French: every messages file of the language (gather.js). Loaded only when French is in use.
import { gather } from './gather.js';

export default await gather('fr');
