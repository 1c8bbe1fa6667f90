import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { registerPageCatalog } from '~/i18n/catalog'

// React Router's default entry, after one step: the catalog texts the server rendered the
// page with (written after it as JSON, app/i18n/catalog.tsx) are taken before hydrating.
registerPageCatalog()

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  )
})
