import { DOCUMENT_MODE } from '../common/namespaces.js';
import type { DoctypeToken } from '../tokenizer/token.js';

// "The initial insertion mode" (#the-initial-insertion-mode): which DOCTYPEs put the document in quirks or
// limited-quirks mode. All comparisons are ASCII case-insensitive, so the tables are lowercase.

const QUIRKS_PUBLIC_ID_PREFIXES = [
  '+//silmaril//dtd html pro v0r11 19970101//',
  '-//as//dtd html 3.0 aswedit + extensions//',
  '-//advasoft ltd//dtd html 3.0 aswedit + extensions//',
  '-//ietf//dtd html 2.0 level 1//',
  '-//ietf//dtd html 2.0 level 2//',
  '-//ietf//dtd html 2.0 strict level 1//',
  '-//ietf//dtd html 2.0 strict level 2//',
  '-//ietf//dtd html 2.0 strict//',
  '-//ietf//dtd html 2.0//',
  '-//ietf//dtd html 2.1e//',
  '-//ietf//dtd html 3.0//',
  '-//ietf//dtd html 3.2 final//',
  '-//ietf//dtd html 3.2//',
  '-//ietf//dtd html 3//',
  '-//ietf//dtd html level 0//',
  '-//ietf//dtd html level 1//',
  '-//ietf//dtd html level 2//',
  '-//ietf//dtd html level 3//',
  '-//ietf//dtd html strict level 0//',
  '-//ietf//dtd html strict level 1//',
  '-//ietf//dtd html strict level 2//',
  '-//ietf//dtd html strict level 3//',
  '-//ietf//dtd html strict//',
  '-//ietf//dtd html//',
  '-//metrius//dtd metrius presentational//',
  '-//microsoft//dtd internet explorer 2.0 html strict//',
  '-//microsoft//dtd internet explorer 2.0 html//',
  '-//microsoft//dtd internet explorer 2.0 tables//',
  '-//microsoft//dtd internet explorer 3.0 html strict//',
  '-//microsoft//dtd internet explorer 3.0 html//',
  '-//microsoft//dtd internet explorer 3.0 tables//',
  '-//netscape comm. corp.//dtd html//',
  '-//netscape comm. corp.//dtd strict html//',
  "-//o'reilly and associates//dtd html 2.0//",
  "-//o'reilly and associates//dtd html extended 1.0//",
  "-//o'reilly and associates//dtd html extended relaxed 1.0//",
  '-//sq//dtd html 2.0 hotmetal + extensions//',
  '-//softquad software//dtd hotmetal pro 6.0::19990601::extensions to html 4.0//',
  '-//softquad//dtd hotmetal pro 4.0::19971010::extensions to html 4.0//',
  '-//spyglass//dtd html 2.0 extended//',
  '-//sun microsystems corp.//dtd hotjava html//',
  '-//sun microsystems corp.//dtd hotjava strict html//',
  '-//w3c//dtd html 3 1995-03-24//',
  '-//w3c//dtd html 3.2 draft//',
  '-//w3c//dtd html 3.2 final//',
  '-//w3c//dtd html 3.2//',
  '-//w3c//dtd html 3.2s draft//',
  '-//w3c//dtd html 4.0 frameset//',
  '-//w3c//dtd html 4.0 transitional//',
  '-//w3c//dtd html experimental 19960712//',
  '-//w3c//dtd html experimental 970421//',
  '-//w3c//dtd w3 html//',
  '-//w3o//dtd w3 html 3.0//',
  '-//webtechs//dtd mozilla html 2.0//',
  '-//webtechs//dtd mozilla html//',
];

const QUIRKS_PUBLIC_IDS = ['-//w3o//dtd w3 html strict 3.0//en//', '-/w3c/dtd html 4.0 transitional/en', 'html'];
const QUIRKS_SYSTEM_ID = 'http://www.ibm.com/data/dtd/v11/ibmxhtml1-transitional.dtd';
/** Quirks without a system identifier, limited quirks with one. */
const HTML4_PUBLIC_ID_PREFIXES = ['-//w3c//dtd html 4.01 frameset//', '-//w3c//dtd html 4.01 transitional//'];
const LIMITED_QUIRKS_PUBLIC_ID_PREFIXES = ['-//w3c//dtd xhtml 1.0 frameset//', '-//w3c//dtd xhtml 1.0 transitional//'];

function startsWithAny(value: string, prefixes: readonly string[]): boolean {
  for (const prefix of prefixes) if (value.startsWith(prefix)) return true;
  return false;
}

/** The document mode a DOCTYPE token sets (outside iframe srcdoc documents). */
export function documentModeOf(token: DoctypeToken): DOCUMENT_MODE {
  if (token.forceQuirks || token.name !== 'html') return DOCUMENT_MODE.QUIRKS;
  const systemId = token.systemId === null ? null : token.systemId.toLowerCase();
  if (systemId === QUIRKS_SYSTEM_ID) return DOCUMENT_MODE.QUIRKS;
  if (token.publicId === null) return DOCUMENT_MODE.NO_QUIRKS;
  const publicId = token.publicId.toLowerCase();
  if (QUIRKS_PUBLIC_IDS.includes(publicId) || startsWithAny(publicId, QUIRKS_PUBLIC_ID_PREFIXES)) {
    return DOCUMENT_MODE.QUIRKS;
  }
  if (startsWithAny(publicId, HTML4_PUBLIC_ID_PREFIXES)) {
    return systemId === null ? DOCUMENT_MODE.QUIRKS : DOCUMENT_MODE.LIMITED_QUIRKS;
  }
  if (startsWithAny(publicId, LIMITED_QUIRKS_PUBLIC_ID_PREFIXES)) return DOCUMENT_MODE.LIMITED_QUIRKS;
  return DOCUMENT_MODE.NO_QUIRKS;
}

/** Whether a DOCTYPE is a parse error in the initial insertion mode. */
export function isNonConformingDoctype(token: DoctypeToken): boolean {
  return (
    token.name !== 'html' ||
    token.publicId !== null ||
    (token.systemId !== null && token.systemId !== 'about:legacy-compat')
  );
}
