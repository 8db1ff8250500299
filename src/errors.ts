// Errors a caller can fix. A tool throws ToolInputError with one sentence that says what was wrong
// and how to call again; the adapter in tools/define.ts turns it into an `isError` result. Any other
// exception is a bug in Meridian and is reported as such.

export class ToolInputError extends Error {
  override name = 'ToolInputError';
}

/** `"Asia/Tokio"` → `Unknown time zone "Asia/Tokio". Did you mean "Asia/Tokyo"?` */
export function unknownZoneMessage(input: string, suggestions: readonly string[], field?: string): string {
  const what = field ? `Unknown time zone "${input}" in ${field}.` : `Unknown time zone "${input}".`;
  if (suggestions.length === 1) return `${what} Did you mean "${suggestions[0]}"?`;
  if (suggestions.length > 1) return `${what} Did you mean ${suggestions.map((s) => `"${s}"`).join(', ')}?`;
  return `${what} Use an IANA name such as "America/New_York", "Europe/London" or "Asia/Tokyo".`;
}
