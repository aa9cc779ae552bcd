export { serialize, serializeOuter, serializeTo } from './serialize.js';
