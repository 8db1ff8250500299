// Tables read with a caller's word. An object literal inherits from Object.prototype, so the word
// "constructor" would find a function in it and `word in TABLE` would say yes; a table made here has
// no prototype, so a word it does not list finds nothing.

/** The entries as a table without a prototype. */
export function wordTable<T>(entries: Readonly<Record<string, T>>): Readonly<Record<string, T>> {
  return Object.assign(Object.create(null) as Record<string, T>, entries);
}
