/**
 * Leaflet's own ES module build (the package's `main` is its UMD build): the office-map
 * island imports it, so no CommonJS wrapper code lands in the islands script. Same API as
 * `leaflet`, whose types (@types/leaflet) it takes.
 */
declare module 'leaflet/dist/leaflet-src.esm.js' {
  export * from 'leaflet'
}
