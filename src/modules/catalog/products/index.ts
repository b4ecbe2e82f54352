export { default as CatalogHomeWidget } from './home-widget.tsx'
export { categoriesBranchChanged, prefetchCategories, resetProducts } from './queries.ts'
export { resetCatalog } from './store.ts'
