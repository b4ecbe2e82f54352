/**
 * A user's name (shell-data §3 User): full name is first plus last; the short form uses the
 * last initial with a dot; only the last name when there is no first name.
 */
export interface PersonName {
  fName?: string | null
  lName?: string | null
}

const clean = (s: string | null | undefined) => (s ?? '').trim().replace(/\s+/g, ' ')

/** 'Анна Петрова' */
export function fullName({ fName, lName }: PersonName): string {
  return [clean(fName), clean(lName)].filter(Boolean).join(' ')
}

/** 'Анна П.'; 'Петрова' without a first name; 'Анна' without a last name. */
export function shortName({ fName, lName }: PersonName): string {
  const first = clean(fName)
  const last = clean(lName)
  if (!first) return last
  if (!last) return first
  // the first code point, so an initial is never half a surrogate pair
  return `${first} ${Array.from(last)[0]!.toUpperCase()}.`
}
