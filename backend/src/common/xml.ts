/** XML-escape text for element content and attribute values. */
export function escapeXml(text: string): string {
  let out = '';
  let last = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    let rep: string | undefined;
    if (c === 38) rep = '&amp;';
    else if (c === 60) rep = '&lt;';
    else if (c === 62) rep = '&gt;';
    else if (c === 34) rep = '&quot;';
    else if (c === 39) rep = '&apos;';
    else if (c < 32 && c !== 9 && c !== 10 && c !== 13) rep = ''; // not allowed in XML 1.0
    if (rep !== undefined) {
      out += text.slice(last, i) + rep;
      last = i + 1;
    }
  }
  return last === 0 ? text : out + text.slice(last);
}
