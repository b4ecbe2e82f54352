/** Categories as a list or as image tiles (settings.list), each a link to its page. */
import { useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import { Badge } from '../../../ui/badge/badge.tsx'
import { LazyImage } from '../../../ui/image/lazy-image.tsx'
import {
  catalogUrl,
  type Category,
  productImageUrl,
  productThumbUrl,
  useAppSettings,
} from '../common/index.ts'

export function categoryUrl(id: number) {
  return catalogUrl(`category/${id}`)
}

export function CategoryList({
  categories,
  look,
  label,
  priority = 0,
  priorityIf = true,
}: {
  categories: readonly Category[]
  look: 'list' | 'tiles'
  label?: string
  /**
   * How many of the first tiles are above the fold on their screen: their pictures load at once
   * with high priority (the screen's largest paint, issue 16); the rest stay lazy.
   */
  priority?: number
  /** `'in-view'`: those first tiles so only when in the viewport as they mount (LazyImage). */
  priorityIf?: true | 'in-view'
}) {
  const { t } = useLingui()
  const appSettings = useAppSettings()
  if (look === 'list') {
    return (
      // eslint-disable-next-line jsx-a11y/no-redundant-roles
      <ul role="list" className="category-list" aria-label={label ?? t`Categories`}>
        {categories.map((c) => (
          <li key={c.id}>
            <Link href={categoryUrl(c.id)} className="category-list__row">
              <LazyImage
                className="category-list__thumb"
                src={productThumbUrl(c.photo ?? undefined)}
                alt=""
              />
              <span className="category-list__name">{c.name}</span>
              {c.label ? <Badge className="category-list__label">{c.label}</Badge> : null}
            </Link>
          </li>
        ))}
      </ul>
    )
  }
  return (
    // eslint-disable-next-line jsx-a11y/no-redundant-roles
    <ul role="list" className="category-tiles" aria-label={label ?? t`Categories`}>
      {categories.map((c, i) => (
        <li key={c.id}>
          <Link href={categoryUrl(c.id)} className="category-tile">
            <LazyImage
              className="category-tile__image"
              src={productImageUrl(c.photo ?? undefined, appSettings)}
              alt=""
              priority={i < priority ? priorityIf : false}
            />
            <span className="category-tile__name">{c.name}</span>
            {c.label ? <Badge className="category-tile__label">{c.label}</Badge> : null}
          </Link>
        </li>
      ))}
    </ul>
  )
}
