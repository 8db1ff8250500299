// Errors a caller can fix. A tool throws ToolInputError with one sentence that says what was wrong
// and how to call again; the adapter in tools/define.ts turns it into an `isError` result. Any other
// exception is a bug in Meridian and is reported as such.

const SHORT_ESCAPES: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };
const escapeControl = (c: string): string => SHORT_ESCAPES[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

export class ToolInputError extends Error {
  override name = 'ToolInputError';

  /** Control characters echoed from the input are shown escaped ("\\n"), so the message stays one line. */
  constructor(message: string) {
    super(message.replace(/[\u0000-\u001f\u007f\u2028\u2029]/g, escapeControl));
  }
}

/** `"Asia/Tokio"` → `Unknown time zone "Asia/Tokio". Did you mean "Asia/Tokyo"?` */
export function unknownZoneMessage(input: string, suggestions: readonly string[], field?: string): string {
  const what = field ? `Unknown time zone "${input}" in ${field}.` : `Unknown time zone "${input}".`;
  if (suggestions.length === 1) return `${what} Did you mean "${suggestions[0]}"?`;
  if (suggestions.length > 1) return `${what} Did you mean ${suggestions.map((s) => `"${s}"`).join(', ')}?`;
  return `${what} Use an IANA name such as "America/New_York", a city such as "Tokyo", or an offset such as "UTC+05:30".`;
}

export interface ZoneAmbiguity {
  readonly via: 'abbreviation' | 'country' | 'city';
  readonly total: number;
  readonly candidates: readonly string[];
  readonly hint?: string;
}

/**
 * `"IST" in timezone is ambiguous: India Standard Time (Asia/Kolkata, +05:30), ... Pass the IANA name.`
 * Countries and cities add how many zones there are and how to narrow the call.
 */
export function ambiguousZoneMessage(input: string, a: ZoneAmbiguity, field?: string): string {
  const what = `"${input}"${field ? ` in ${field}` : ''}`;
  const more = a.total > a.candidates.length ? `, and ${a.total - a.candidates.length} more` : '';
  const list = a.candidates.join(', ') + more;
  if (a.via === 'country') return `${what} (${a.hint}) spans ${a.total} time zones: ${list}. Pass the IANA name or a city.`;
  if (a.via === 'city') {
    return `${what} names places in ${a.total} time zones: ${list}. Pass the IANA name, or add the region or country, e.g. "${a.hint}".`;
  }
  return `${what} is ambiguous: ${list}. Pass the IANA name.`;
}
