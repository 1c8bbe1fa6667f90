import { useEffect } from 'react'
import { Toaster as Sonner, toast, useSonner, type ToasterProps } from 'sonner'

/**
 * SPEC 9: one toast at a time (a new one replaces the one showing, nothing queues behind
 * it), 4 s default duration. Bottom right, where it covers none of the header's links
 * (Login, Register, the menus); on a phone sonner spans it across the bottom edge.
 */
export function Toaster(props: ToasterProps) {
  const { toasts } = useSonner()
  useEffect(() => {
    // sonner puts the newest toast first; dismiss the older ones so none waits to reappear.
    for (const older of toasts.slice(1)) toast.dismiss(older.id)
  }, [toasts])
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
