export { serialize, serializeOuter } from './serialize.js';
