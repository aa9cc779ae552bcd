export { serialize, serializeOuter } from './serialize.js';
export type { SerializerOptions } from './options.js';
