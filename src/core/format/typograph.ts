/**
 * Russian typography for brand texts shown as titles, addresses and descriptions (issue 12): a
 * line never ends on a one- or two-letter preposition or conjunction («на / чек», «в / подарок»)
 * nor on an abbreviation that belongs to the next word («ул. / Тверская», «г. / Москва»), and a
 * hyphenated word never breaks at its hyphen («Санкт- / Петербург»). Numbers keep their units
 * (keepUnits) and, in general, the word or sign that follows them («8 баллов», «8 points», «15 %»,
 * «3 000 ₽»: never «8 / баллов»), and a dash stays at the end of its line («соус унаги — / наш»,
 * never «унаги / — наш»). Pure; for shown text only, never for what an input holds.
 */
import { keepUnits, NBSP } from './money.ts'

/** U+2011, a hyphen no line breaks at. */
export const NB_HYPHEN = '\u2011'

/** Short words that go with the next one: prepositions, conjunctions, particles. */
const SHORT_WORDS =
  'а|в|во|и|к|ко|о|об|от|по|с|со|у|за|из|на|не|ни|но|до|да|же|ли|или|для|без|при|про|над|под|я'
/** Abbreviations written before a name or a number. */
const ABBREVIATIONS = 'ул|д|г|пр|пр-т|просп|пл|пер|наб|ш|б-р|стр|корп|к|оф|эт|пом|им|св|т|тел'

const SHORT_WORD = new RegExp(`(^|[\\s(«"„—–-])(${SHORT_WORDS})[ \\t]+(?=\\S)`, 'giu')
const ABBREVIATION = new RegExp(`(^|[\\s(«"„,])(${ABBREVIATIONS})\\.[ \\t]+(?=\\S)`, 'giu')
const WORD_HYPHEN = /(\p{L})-(?=\p{L})/gu
/** A number and the word, unit or sign after it: the number never ends a line alone. */
const NUMBER_WORD = /(\d)[ \t]+(?=[\p{L}%‰°№₽₸€$£¥]|Br\b)/gu
/** The space before a dash between words: a line never starts with «—» («унаги / — наш ролл»). */
const BEFORE_DASH = /(\S)[ \t]+(?=[—–](?:\s|$))/gu
/**
 * English addresses: a street's kind stays with its name («28 Nevsky / Ave» never: «Nevsky Ave»,
 * «Arbat St», «6th Line», «Petrogradsky Side», «Vasilyevsky Island», «bldg 1») and «St» with
 * «Petersburg», so an address wraps at its commas.
 */
const EN_STREET_KIND = /(\p{L})[ \t]+(?=(?:Ave|St|Rd|Blvd|Ln|Line|Side|Island|Embankment)\b)/gu
const EN_BOUND_NEXT = /\b(St|bldg|Saint)[ \t]+(?=(?:Petersburg\b|\d))/gu

export interface TypographOptions {
  /**
   * Hyphens inside words become U+2011. Off for names people search and copy (a product's or an
   * offer's name: «Мисо-суп» stays typed as it is). @default true
   */
  hyphens?: boolean
}

export function typograph(text: string, options?: TypographOptions): string
export function typograph(
  text: string | null | undefined,
  options?: TypographOptions,
): string | null | undefined
export function typograph(
  text: string | null | undefined,
  { hyphens = true }: TypographOptions = {},
): string | null | undefined {
  if (!text) return text
  const units = keepUnits(text)
    .replace(NUMBER_WORD, `$1${NBSP}`)
    .replace(BEFORE_DASH, `$1${NBSP}`)
    .replace(EN_STREET_KIND, `$1${NBSP}`)
    .replace(EN_BOUND_NEXT, `$1${NBSP}`)
  return (
    (hyphens ? units.replace(WORD_HYPHEN, `$1${NB_HYPHEN}`) : units)
      .replace(ABBREVIATION, `$1$2.${NBSP}`)
      // twice: «и в подарок» has two short words in a row, the second match starts at the first's end
      .replace(SHORT_WORD, `$1$2${NBSP}`)
      .replace(SHORT_WORD, `$1$2${NBSP}`)
  )
}

/**
 * A name the app puts inside its own quotes («Получить подарок «{title}»?»): quotes in the name
 * become the inner kind, as typography nests them (issue 12, session 17): ru «…» → „…“ inside
 * «…», en “…” → ‘…’ inside “…” («Получить подарок «Ролл „Калифорния“»?», never «…«Калифорния»»?»).
 */
export function nestQuotes(name: string, locale: string): string {
  return locale.startsWith('ru')
    ? name.replace(/«/g, '„').replace(/»/g, '“')
    : name.replace(/[“«]/g, '‘').replace(/[”»]/g, '’')
}

/** Longest run of characters with no space in it: a word with its quotes («Вегетарианский»). */
export function longestWordLength(text: string): number {
  return text.split(/[\s\u00a0]+/u).reduce((n, w) => Math.max(n, [...w].length), 0)
}
