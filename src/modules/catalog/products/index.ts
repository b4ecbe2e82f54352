export { default as CatalogHomeWidget } from './home-widget.tsx'
export { categoriesBranchChanged, resetProducts } from './queries.ts'
export { resetCatalog } from './store.ts'
