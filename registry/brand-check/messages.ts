/**
 * Every text the brand checker says (finding messages, descriptions, hints, what a setting
 * expects, the kinds' headings, the CLI's own lines), as Lingui message descriptors with explicit
 * ids. The `/*i18n*\/` mark lets `npm run i18n:extract` put them in the `studio` catalog
 * (src/locales/{ru,en}/studio.po), so `npm run i18n:check` holds both languages to every text.
 * Plain objects, not the `msg` macro: the CLI runs under `node --import tsx`, which has no macro
 * transform. The CLI loads the catalog into its own `I18n` (scripts/check-brand.ts), Storybook's
 * panel passes the app's (docs/adr/012-brand-check.md).
 *
 * Messages are ICU: `{name}` placeholders, `select` and `plural`; literal braces and code-like
 * snippets go in as values.
 */
import { setupI18n, type I18n, type MessageDescriptor } from '@lingui/core'
import type { FindingKind } from './types.ts'

/** Renders a message in the caller's language. */
export type Say = (descriptor: MessageDescriptor, values?: Record<string, unknown>) => string

/** English from the descriptors themselves (tests and callers that pass no `i18n`). */
let english: I18n | undefined
export function sayIn(i18n: I18n | undefined): Say {
  const target = i18n ?? (english ??= setupI18n({ locale: 'en', messages: { en: {} } }))
  return (descriptor, values) => target._({ ...descriptor, values })
}

/** The heading of each kind of finding, in the CLI's output and Storybook's panel. */
export const KIND_TITLES: Record<FindingKind, MessageDescriptor> = {
  schema: /*i18n*/ {
    id: 'brand-check.kind.schema',
    message: 'Settings that do not match the schema',
  },
  'unknown-module': /*i18n*/ { id: 'brand-check.kind.unknown-module', message: 'Unknown modules' },
  'tab-disabled': /*i18n*/ {
    id: 'brand-check.kind.tab-disabled',
    message: 'Tab bar, menu and slots naming modules that are off',
  },
  'slot-unfilled': /*i18n*/ {
    id: 'brand-check.kind.slot-unfilled',
    message: 'Slots no module fills',
  },
  'missing-text': /*i18n*/ {
    id: 'brand-check.kind.missing-text',
    message: 'Missing texts for a language',
  },
  image: /*i18n*/ { id: 'brand-check.kind.image', message: 'Images that do not load' },
  contrast: /*i18n*/ {
    id: 'brand-check.kind.contrast',
    message: 'Colours below WCAG AA contrast',
  },
}

/** Schema errors (ajv's keywords), by what the manager sees. */
export const SCHEMA = {
  hint: /*i18n*/ {
    id: 'brand-check.schema.hint',
    message: 'Fix the value so it matches the schema.',
  },
  other: /*i18n*/ {
    id: 'brand-check.schema.other',
    message: 'Does not match the schema: {detail}',
  },
  required: /*i18n*/ {
    id: 'brand-check.schema.required',
    message: 'Required setting "{name}" is missing',
  },
  requiredHint: /*i18n*/ { id: 'brand-check.schema.required.hint', message: 'Add "{name}".' },
  requiredHintExpected: /*i18n*/ {
    id: 'brand-check.schema.required.hint-expected',
    message: 'Add "{name}" ({expected}).',
  },
  type: /*i18n*/ { id: 'brand-check.schema.type', message: 'Must be {type}, got {actual}' },
  typeObjectHint: /*i18n*/ {
    id: 'brand-check.schema.type.hint-object',
    message: 'Use an object ({example}): leave it as {empty} to take every default.',
  },
  typeHint: /*i18n*/ { id: 'brand-check.schema.type.hint', message: 'Change it to a {type}.' },
  typeHintUnquote: /*i18n*/ {
    id: 'brand-check.schema.type.hint-unquote',
    message: 'Change it to a {type} (no quotes).',
  },
  enum: /*i18n*/ {
    id: 'brand-check.schema.enum',
    message: '{value} is not one of the allowed values',
  },
  enumHint: /*i18n*/ { id: 'brand-check.schema.enum.hint', message: 'Use one of: {values}.' },
  pattern: /*i18n*/ { id: 'brand-check.schema.pattern', message: '{value} has the wrong format' },
  patternColorHint: /*i18n*/ {
    id: 'brand-check.schema.pattern.hint-color',
    message: 'Write the colour as #rrggbb (e.g. #D62828) or rgb(214, 40, 40).',
  },
  patternModuleHint: /*i18n*/ {
    id: 'brand-check.schema.pattern.hint-module',
    message: 'Module names are lower case: letters, digits and dashes.',
  },
  patternHint: /*i18n*/ {
    id: 'brand-check.schema.pattern.hint',
    message: 'Make it match {pattern}.',
  },
  additional: /*i18n*/ {
    id: 'brand-check.schema.additional',
    message: 'Unknown setting "{name}"',
  },
  additionalHint: /*i18n*/ {
    id: 'brand-check.schema.additional.hint',
    message: 'Remove it or check its spelling.',
  },
  propertyNames: /*i18n*/ {
    id: 'brand-check.schema.property-names',
    message: 'The name "{name}" is not allowed here',
  },
  propertyNamesHint: /*i18n*/ {
    id: 'brand-check.schema.property-names.hint',
    message: 'Rename it or remove it.',
  },
  limit: /*i18n*/ { id: 'brand-check.schema.limit', message: 'Must be {comparison} {limit}' },
  limitHint: /*i18n*/ {
    id: 'brand-check.schema.limit.hint',
    message: 'Use a value {comparison} {limit}.',
  },
  minItems: /*i18n*/ {
    id: 'brand-check.schema.min-items',
    message:
      'Too few items: {limit, plural, one {at least # is needed} other {at least # are needed}}',
  },
  minItemsHint: /*i18n*/ {
    id: 'brand-check.schema.min-items.hint',
    message: 'List at least {limit}.',
  },
  maxItems: /*i18n*/ {
    id: 'brand-check.schema.max-items',
    message:
      'Too many items: {limit, plural, one {at most # is allowed} other {at most # are allowed}}',
  },
  maxItemsHint: /*i18n*/ {
    id: 'brand-check.schema.max-items.hint',
    message: 'Remove items so that at most {limit} are left.',
  },
  anyOf: /*i18n*/ {
    id: 'brand-check.schema.any-of',
    message: 'Matches none of the allowed forms',
  },
  oneOf: /*i18n*/ {
    id: 'brand-check.schema.one-of',
    message: 'Must match exactly one of the allowed forms',
  },
  formsHint: /*i18n*/ {
    id: 'brand-check.schema.forms.hint',
    message: 'Give a value of one of these forms: {expected}.',
  },
  const: /*i18n*/ { id: 'brand-check.schema.const', message: 'Must be {value}' },
  constHint: /*i18n*/ { id: 'brand-check.schema.const.hint', message: 'Set it to {value}.' },
  minProperties: /*i18n*/ {
    id: 'brand-check.schema.min-properties',
    message:
      'Too few settings: {limit, plural, one {at least # is needed} other {at least # are needed}}',
  },
  minPropertiesHint: /*i18n*/ {
    id: 'brand-check.schema.min-properties.hint',
    message: 'Add the settings it needs.',
  },
  not: /*i18n*/ { id: 'brand-check.schema.not', message: 'This value is not allowed here' },
  notHint: /*i18n*/ { id: 'brand-check.schema.not.hint', message: 'Change it or remove it.' },
  uniqueItems: /*i18n*/ {
    id: 'brand-check.schema.unique-items',
    message: 'Items must not repeat',
  },
  uniqueItemsHint: /*i18n*/ {
    id: 'brand-check.schema.unique-items.hint',
    message: 'Remove the repeated item (items {j} and {i} are equal).',
  },
  minLength: /*i18n*/ { id: 'brand-check.schema.min-length', message: 'Too short' },
  minLengthHint: /*i18n*/ {
    id: 'brand-check.schema.min-length.hint',
    message: 'Make it at least {limit, plural, one {# character} other {# characters}}.',
  },
  maxLength: /*i18n*/ { id: 'brand-check.schema.max-length', message: 'Too long' },
  maxLengthHint: /*i18n*/ {
    id: 'brand-check.schema.max-length.hint',
    message: 'Make it at most {limit, plural, one {# character} other {# characters}}.',
  },
  format: /*i18n*/ {
    id: 'brand-check.schema.format',
    message:
      '{keyword, select, phone {Not a valid phone} email {Not a valid email} date {Not a valid date} digits {Not valid digits} other {Not valid letters}}',
  },
  formatHint: /*i18n*/ {
    id: 'brand-check.schema.format.hint',
    message:
      '{keyword, select, phone {Enter a valid phone.} email {Enter a valid email.} date {Enter a valid date.} digits {Enter digits only.} other {Enter letters only.}}',
  },
  notObject: /*i18n*/ {
    id: 'brand-check.app-data.not-object',
    message: 'App data must be an object, got {actual}',
  },
  notObjectHint: /*i18n*/ {
    id: 'brand-check.app-data.not-object.hint',
    message: 'Give the whole answer of POST app ({shape}), not a part of it.',
  },
  arrayOf: /*i18n*/ { id: 'brand-check.expected.array-of', message: 'array of {inner}' },
} satisfies Record<string, MessageDescriptor>

/** Modules, the tab bar, the menu and slots. `place`: tabbar | menu | defaultTab | slot. */
export const MODULES = {
  unknown: /*i18n*/ {
    id: 'brand-check.module.unknown',
    message: 'Unknown module "{name}": the app skips it',
  },
  unknownHint: /*i18n*/ {
    id: 'brand-check.module.unknown.hint',
    message: 'Remove it, or use one of the module names the app knows.',
  },
  didYouMean: /*i18n*/ { id: 'brand-check.did-you-mean', message: 'Did you mean "{name}"?' },
  off: /*i18n*/ {
    id: 'brand-check.module.off',
    message:
      '"{name}" is in {place, select, tabbar {the tab bar} menu {the side menu} defaultTab {the first tab} other {the slot "{slot}"}}, but the module is not switched on',
  },
  offHint: /*i18n*/ {
    id: 'brand-check.module.off.hint',
    message:
      'Add settings.modules.{name} ({empty} takes its defaults) or remove "{name}" from {place, select, tabbar {the tab bar} menu {the side menu} defaultTab {the first tab} other {the slot "{slot}"}}.',
  },
  noSuch: /*i18n*/ {
    id: 'brand-check.module.no-such',
    message:
      '"{name}" is in {place, select, tabbar {the tab bar} menu {the side menu} defaultTab {the first tab} other {the slot "{slot}"}}, but no module has that name',
  },
  noSuchHint: /*i18n*/ {
    id: 'brand-check.module.no-such.hint',
    message:
      'Remove "{name}" from {place, select, tabbar {the tab bar} menu {the side menu} defaultTab {the first tab} other {the slot "{slot}"}}.',
  },
  noSuchHintNear: /*i18n*/ {
    id: 'brand-check.module.no-such.hint-near',
    message:
      'Remove "{name}" from {place, select, tabbar {the tab bar} menu {the side menu} defaultTab {the first tab} other {the slot "{slot}"}} (did you mean "{near}"?).',
  },
  slotUnknown: /*i18n*/ {
    id: 'brand-check.slot.unknown',
    message: 'No module fills the slot "{slot}"',
  },
  slotUnknownHint: /*i18n*/ {
    id: 'brand-check.slot.unknown.hint',
    message: 'Remove it: nothing is shown there.',
  },
  slotNothing: /*i18n*/ {
    id: 'brand-check.slot.nothing',
    message: 'Module "{name}" has nothing to show in the slot "{slot}"',
  },
  slotNothingHint: /*i18n*/ {
    id: 'brand-check.slot.nothing.hint',
    message: 'Remove "{name}" from settings.slots.{slot}; these modules fill it: {fillers}.',
  },
} satisfies Record<string, MessageDescriptor>

/** Texts without a variant for one of the brand's languages. */
export const TEXTS = {
  missing: /*i18n*/ { id: 'brand-check.text.missing', message: 'No {locale} text' },
  ruDescription: /*i18n*/ {
    id: 'brand-check.text.missing-ru.description',
    message:
      'Russian is every text’s fallback: a text without it is not a text the server answers.',
  },
  otherDescription: /*i18n*/ {
    id: 'brand-check.text.missing-other.description',
    message:
      'The brand offers {locale} (settings.languages): these customers see the Russian text.',
  },
  hint: /*i18n*/ { id: 'brand-check.text.missing.hint', message: 'Add {snippet}.' },
  hintRussian: /*i18n*/ {
    id: 'brand-check.text.missing.hint-russian',
    message: 'Add {snippet} (the Russian is “{ru}”).',
  },
} satisfies Record<string, MessageDescriptor>

/** Colour pairs below WCAG AA. */
export const COLORS = {
  message: /*i18n*/ {
    id: 'brand-check.contrast',
    message: '{what}: contrast {ratio}:1, below WCAG AA {min}:1 ({text} on {ground})',
  },
  expected: /*i18n*/ {
    id: 'brand-check.contrast.expected',
    message: 'a contrast of at least {min}:1',
  },
  hint: /*i18n*/ {
    id: 'brand-check.contrast.hint',
    message:
      'The app shows {changed} as {to} here so the text reads; set {changed} to {to} (or a colour of your own that reaches {min}:1) to choose the look yourself.',
  },
  primaryTextOnPrimary: /*i18n*/ {
    id: 'brand-check.contrast.pair.primary-text-on-primary',
    message: 'Button labels (primaryText) on buttons (primary)',
  },
  textOnBackground: /*i18n*/ {
    id: 'brand-check.contrast.pair.text-on-background',
    message: 'Body text (text) on the page (background)',
  },
  textOnSurface: /*i18n*/ {
    id: 'brand-check.contrast.pair.text-on-surface',
    message: 'Body text (text) on cards and sheets (surface)',
  },
  mutedOnBackground: /*i18n*/ {
    id: 'brand-check.contrast.pair.muted-on-background',
    message: 'Secondary text (muted) on the page (background)',
  },
  mutedOnSurface: /*i18n*/ {
    id: 'brand-check.contrast.pair.muted-on-surface',
    message: 'Secondary text (muted) on cards (surface)',
  },
  primaryOnBackground: /*i18n*/ {
    id: 'brand-check.contrast.pair.primary-on-background',
    message: 'Links and icons (primary) on the page (background)',
  },
  primaryOnSurface: /*i18n*/ {
    id: 'brand-check.contrast.pair.primary-on-surface',
    message: 'Links and icons (primary) on cards (surface)',
  },
  accentTextOnAccent: /*i18n*/ {
    id: 'brand-check.contrast.pair.accent-text-on-accent',
    message: 'Labels (accentText) on badges (accent)',
  },
  dangerOnSurface: /*i18n*/ {
    id: 'brand-check.contrast.pair.danger-on-surface',
    message: 'Error texts (danger) on cards and fields (surface)',
  },
} satisfies Record<string, MessageDescriptor>

/** Images that do not load. */
export const IMAGES = {
  message: /*i18n*/ {
    id: 'brand-check.image',
    message: 'Image does not load: {problem} ({url})',
  },
  expected: /*i18n*/ {
    id: 'brand-check.image.expected',
    message: 'an image URL that answers 200 with an image/* type',
  },
  hint: /*i18n*/ {
    id: 'brand-check.image.hint',
    message:
      'Check the address (open it in a browser), upload the image again, or remove the setting.',
  },
  notImage: /*i18n*/ { id: 'brand-check.image.not-image', message: 'not an image ({type})' },
  timeout: /*i18n*/ { id: 'brand-check.image.timeout', message: 'no answer in {ms} ms' },
} satisfies Record<string, MessageDescriptor>
