/** Whether two addresses are one, as the API compares them (trimmed, case aside). */
export function isSameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
