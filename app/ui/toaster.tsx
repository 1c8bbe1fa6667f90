import { Toaster as Sonner, type ToasterProps } from 'sonner'

// SPEC 9: one toast visible at a time, 4 s default duration.
export function Toaster(props: ToasterProps) {
  return (
    <Sonner
      position="top-right"
      richColors
      closeButton
      visibleToasts={1}
      duration={4000}
      {...props}
    />
  )
}
