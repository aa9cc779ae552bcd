/**
 * The `data` of the `!doctype` processing instruction, as parse5's htmlparser2 adapter (and so
 * cheerio) writes it: `!DOCTYPE name PUBLIC "pub" "sys"`, with `SYSTEM` when there is only a
 * system id, and single quotes around an id that contains a double quote.
 */
export function doctypeData(name: string, publicId: string, systemId: string): string {
  let data = '!DOCTYPE ';
  if (name !== '') data += name;
  if (publicId !== '') data += ' PUBLIC ' + quoted(publicId);
  else if (systemId !== '') data += ' SYSTEM';
  if (systemId !== '') data += ' ' + quoted(systemId);
  return data;
}

function quoted(id: string): string {
  return id.includes('"') ? "'" + id + "'" : '"' + id + '"';
}
