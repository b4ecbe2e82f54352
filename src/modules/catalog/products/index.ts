export { default as CatalogHomeWidget } from './home-widget.tsx'
export { catalogStore, loadCategories, resetCatalog, resetProducts } from './store.ts'
