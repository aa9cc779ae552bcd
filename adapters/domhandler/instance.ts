import * as domhandler from 'domhandler';
import { createDomhandlerAdapter } from './adapter.js';

/** The adapter for the installed `domhandler`. */
export const adapter = createDomhandlerAdapter(domhandler);
