/** Both catalogs whole: for the server (catalog.tsx) and tests. */
export { ar } from './ar'
export { en } from './en'
/** The keys the common namespace spreads at the top of each catalog (brand, nav, errors…). */
export { common } from './en/common'
