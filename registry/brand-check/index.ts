/**
 * The brand checker (issue 17): `checkBrand(appData, { schemas })` for every check but images,
 * `imageFindings(appData, { base })` for those (network). Used by `npm run check-brand`
 * (scripts/check-brand.ts) and Storybook's brand check panel (.storybook/brand-check*).
 */
export { checkBrand, expectedOf, type CheckOptions } from './check.ts'
export { imageFindings, imageUrls, type ImageRef, type ImageCheckOptions } from './images.ts'
export { KIND_TITLES, sayIn, type Say } from './messages.ts'
export { formatPath } from './path.ts'
export { moduleSlots } from './slots.ts'
export {
  hasErrors,
  type BrandSchemas,
  type Finding,
  type FindingKind,
  type Severity,
} from './types.ts'
