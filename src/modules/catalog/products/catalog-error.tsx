/**
 * A catalog list that could not load: 'could not load', the spec's text and a retry. Its own file
 * so the home widget and the category screen use it without pulling in the lazy catalog screen.
 */
import { LoadError } from '../../../ui/load-error/load-error.tsx'

export function CatalogError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return <LoadError error={error} onRetry={onRetry} />
}
