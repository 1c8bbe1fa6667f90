import type { ReactNode } from 'react'
import { Form } from 'react-router'
import { LogOut } from 'lucide-react'
import { useT } from '~/i18n'
import { Button, type ButtonProps } from '~/ui/button'
import { useLocalizedPath } from '~/ui/link'

/**
 * POSTs to /logout; the admin sidebar and the header use it.
 * A plain form, so it works without JavaScript too.
 */
export function LogoutButton({
  variant = 'outline',
  size,
  className,
  children,
}: {
  variant?: ButtonProps['variant']
  size?: ButtonProps['size']
  className?: string
  children?: ReactNode
}) {
  const m = useT().accounts.logout
  const localize = useLocalizedPath()
  return (
    <Form method="post" action={localize('/logout')} className="contents">
      <Button type="submit" variant={variant} size={size} className={className}>
        {children ?? (
          <>
            <LogOut aria-hidden className="rtl:-scale-x-100" /> {m.label}
          </>
        )}
      </Button>
    </Form>
  )
}
