export { scan, scanTokens, ScanResult, type ScanOptions, type ScanToken, type ScanChange } from './scan.js';
export { scanMarkupAt, type ScanMarkupOptions, type MarkupAt } from './markup-at.js';
export { SCAN_KINDS, ScanFlag, type ScanKind, type ScanFlagName } from './kinds.js';
export { OBSOLETE_ELEMENTS } from './obsolete.js';
