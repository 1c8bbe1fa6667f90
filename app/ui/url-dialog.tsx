import {
  createContext,
  useContext,
  useId,
  type ComponentProps,
  type MouseEvent,
  type ReactNode,
} from 'react'
import { Dialog as DialogPrimitive } from 'radix-ui'
import { X } from 'lucide-react'
import { useNavigate } from 'react-router'
import { Link } from '~/ui/link'
import { cn } from '~/lib/class-names'
import { useHydrated } from '~/lib/use-hydrated'
import { Button, buttonVariants, type ButtonProps } from './button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from './dialog'

/*
 * A dialog whose open state is the page's URL (decision 012). Until the page has hydrated
 * (the server's HTML, and every browser without JavaScript) it is a native <dialog open>
 * in the page, with links to close it; after hydration it is the modal Radix dialog (focus
 * trapped, Escape and the overlay close it by going to `closeTo`). On a page that is never
 * hydrated, the url-dialog island makes the native dialog modal with the same behaviour
 * (docs/decisions/030-forms-without-hydration.md).
 */

type UrlDialogState = { closeTo: string; isModal: boolean }

const UrlDialogContext = createContext<UrlDialogState | null>(null)

const inlineDialogClassName =
  'relative mx-auto my-8 grid w-full max-w-lg scroll-mt-24 gap-4 rounded-lg border bg-background p-6 text-foreground shadow-lg'

export function UrlDialog({
  isOpen,
  closeTo,
  title,
  description,
  closeLabel,
  id,
  role = 'dialog',
  className,
  children,
}: {
  /** Whether the URL asks for the dialog (the route reads its parameter). */
  isOpen: boolean
  /** The same page without the dialog's parameter. */
  closeTo: string
  title: ReactNode
  description?: ReactNode
  closeLabel: string
  /** The in-page dialog's id, the target of the links that open it (#id). */
  id?: string
  /** 'alertdialog' for a confirmation: a click outside does not dismiss it. */
  role?: 'dialog' | 'alertdialog'
  className?: string
  children: ReactNode
}) {
  const isHydrated = useHydrated()
  const navigate = useNavigate()
  const titleId = useId()
  const descriptionId = useId()

  if (!isHydrated) {
    if (!isOpen) return null
    return (
      <UrlDialogContext.Provider value={{ closeTo, isModal: false }}>
        <dialog
          open
          id={id}
          // On a page without hydration the island makes it modal (app/islands/url-dialog.ts).
          data-island="url-dialog"
          data-close-to={closeTo}
          role={role === 'alertdialog' ? 'alertdialog' : undefined}
          aria-labelledby={titleId}
          aria-describedby={description ? descriptionId : undefined}
          className={cn(inlineDialogClassName, className)}
        >
          <div className="flex flex-col gap-1.5 pe-6 text-center sm:text-start">
            <h2 id={titleId} className="text-lg leading-tight font-semibold">
              {title}
            </h2>
            {description ? (
              <p id={descriptionId} className="text-muted-foreground text-sm">
                {description}
              </p>
            ) : null}
          </div>
          {children}
          <Link
            to={closeTo}
            data-dialog-close=""
            className="focus-visible:ring-ring absolute end-4 top-4 rounded-sm opacity-70 transition-opacity hover:opacity-100 focus-visible:opacity-100 focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-hidden"
          >
            <X aria-hidden className="size-4" />
            <span className="sr-only">{closeLabel}</span>
          </Link>
        </dialog>
      </UrlDialogContext.Provider>
    )
  }

  const close = () => navigate(closeTo, { replace: true, preventScrollReset: true })
  return (
    <UrlDialogContext.Provider value={{ closeTo, isModal: true }}>
      <Dialog open={isOpen} onOpenChange={(open) => (open ? undefined : close())}>
        {isOpen ? (
          <DialogContent
            className={className}
            closeLabel={closeLabel}
            role={role}
            // Radix links the description itself; without one it wants an explicit undefined.
            {...(description ? {} : { 'aria-describedby': undefined })}
            onPointerDownOutside={
              role === 'alertdialog' ? (event) => event.preventDefault() : undefined
            }
          >
            <DialogHeader>
              <DialogTitle>{title}</DialogTitle>
              {description ? <DialogDescription>{description}</DialogDescription> : null}
            </DialogHeader>
            {children}
          </DialogContent>
        ) : null}
      </Dialog>
    </UrlDialogContext.Provider>
  )
}

/**
 * The dialog's Cancel: closes the modal with JavaScript, and is a link back to the page
 * without it.
 */
export function UrlDialogClose({
  variant = 'outline',
  className,
  children,
  ...props
}: Omit<ButtonProps, 'asChild' | 'type'>) {
  const state = useContext(UrlDialogContext)
  if (!state) throw new Error('UrlDialogClose must be inside a UrlDialog')
  if (!state.isModal) {
    return (
      <Link
        to={state.closeTo}
        data-dialog-close=""
        className={buttonVariants({ variant, className })}
      >
        {children}
      </Link>
    )
  }
  return (
    <DialogPrimitive.Close asChild>
      <Button
        type="button"
        variant={variant}
        className={className}
        {...props}
        onMouseDown={(event) => {
          props.onMouseDown?.(event)
          // As the submit button does: pressing Cancel would first blur the field being typed
          // in, whose onBlur error would push Cancel from under the pointer (a long form, the
          // dialog scrolled) and the click would be lost. Focus stays; the click closes.
          event.preventDefault()
        }}
      >
        {children}
      </Button>
    </DialogPrimitive.Close>
  )
}

/**
 * A link that opens a UrlDialog. Without JavaScript it loads the page with the dialog
 * (`to`, ending in the dialog's #id so the browser scrolls to it); with JavaScript a plain
 * click opens it in place (`to` without the #id, replacing the history entry, no scroll),
 * and a modified click (new tab) follows the link as usual.
 */
export function UrlDialogLink({
  to,
  onClick,
  ...props
}: ComponentProps<typeof Link> & { to: string }) {
  const navigate = useNavigate()
  return (
    <Link
      to={to}
      // On a page without hydration the island opens the dialog in place (url-dialog.ts).
      data-island="url-dialog-link"
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event)
        if (
          event.defaultPrevented ||
          event.button !== 0 ||
          event.metaKey ||
          event.ctrlKey ||
          event.shiftKey ||
          event.altKey
        )
          return
        event.preventDefault()
        navigate(to.split('#')[0] ?? to, { replace: true, preventScrollReset: true })
      }}
      {...props}
    />
  )
}
