import { useEffect, useState } from 'react'
import type { ToasterProps } from 'sonner'
import { onSonnerLoad, type Sonner } from '~/lib/use-action-toast'

/** Nothing until the page shows its first toast, which downloads sonner (showActionToast). */
export function Toaster(props: ToasterProps) {
  const [sonner, setSonner] = useState<Sonner | null>(null)
  useEffect(() => onSonnerLoad(setSonner), [])
  return sonner ? <LoadedToaster sonner={sonner} {...props} /> : null
}

/**
 * SPEC 9: one toast at a time (a new one replaces the one showing, nothing queues behind
 * it), 4 s default duration. Bottom right, where it covers none of the header's links
 * (Login, Register, the menus); on a phone sonner spans it across the bottom edge.
 */
function LoadedToaster({ sonner, ...props }: ToasterProps & { sonner: Sonner }) {
  const { Toaster: Sonner, toast, useSonner } = sonner
  const { toasts } = useSonner()
  useEffect(() => {
    // sonner puts the newest toast first; dismiss the older ones so none waits to reappear.
    for (const older of toasts.slice(1)) toast.dismiss(older.id)
  }, [toasts, toast])
  return (
    <Sonner
      position="bottom-right"
      richColors
      closeButton
      visibleToasts={1}
      expand={false}
      duration={4000}
      {...props}
    />
  )
}
