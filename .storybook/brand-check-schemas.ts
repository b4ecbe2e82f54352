/**
 * The settings schemas for the brand checker in Storybook: the same files the CLI reads from
 * disk (scripts/check-brand.ts), bundled by Vite.
 */
import appDataSchema from '../schemas/app-data.json'
import type { BrandSchemas, JsonSchema } from '../registry/brand-check/types.ts'

const moduleFiles = import.meta.glob<JsonSchema>('../schemas/modules/*.json', {
  eager: true,
  import: 'default',
})

export const brandSchemas: BrandSchemas = {
  appData: appDataSchema as JsonSchema,
  modules: Object.fromEntries(
    Object.entries(moduleFiles).map(([path, schema]) => [
      path.slice(path.lastIndexOf('/') + 1, -'.json'.length),
      schema,
    ]),
  ),
}
