/**
 * The JSON AST adapter, larch's default tree. It lives in the core (lib/json/), since the parser
 * and serializer default to it; this entry point re-exports it unchanged.
 */
export * from '../../lib/json/index.js';
