import { Download, MailCheck, Trash2 } from 'lucide-react'
import { useState, type MouseEvent } from 'react'
import { Form } from 'react-router'
import { useT } from '~/i18n'
import { Button } from '~/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/ui/card'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '~/ui/dialog'
import { Link, useLocalizedPath } from '~/ui/link'
import { DeleteAccountDialogForm, DeleteAccountExplanation } from './delete-account-form'

/**
 * The dashboard's "Your data" (issue 16): the ZIP of everything held about the person, and
 * the deletion of their account. Staff accounts are removed by an Administrator instead.
 * Until the account proves its address (decision 034), both cover the account's own records
 * only, and the card offers the link that proves it, without saying whether anything else
 * exists.
 */
export function YourDataCard({
  isStaff,
  isAddressProven,
}: {
  isStaff: boolean
  isAddressProven: boolean
}) {
  const m = useT().accounts.yourData
  const localize = useLocalizedPath()
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{m.title}</CardTitle>
        <CardDescription>{m.description}</CardDescription>
      </CardHeader>
      <CardContent className="divide-border divide-y">
        {isAddressProven ? null : (
          <section
            aria-labelledby="address-proof-title"
            className="flex flex-col gap-3 pb-6 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="max-w-prose space-y-1">
              <h3 id="address-proof-title" className="flex items-center gap-2 font-semibold">
                <MailCheck aria-hidden className="size-4" /> {m.unprovenTitle}
              </h3>
              <p className="text-muted-foreground text-sm">{m.unprovenHint}</p>
            </div>
            <Form method="post">
              <input type="hidden" name="intent" value="send-address-proof" />
              <Button type="submit" variant="outline">
                {m.sendProof}
              </Button>
            </Form>
          </section>
        )}
        <div className="flex flex-col gap-3 py-6 first:pt-0 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-muted-foreground max-w-prose text-sm">{m.downloadHint}</p>
          {/* A document request: the browser saves the ZIP and the page stays. */}
          <Form method="post" action={localize('/dashboard/my-data')} reloadDocument>
            <input type="hidden" name="intent" value="export" />
            <Button type="submit" variant="outline">
              <Download aria-hidden /> {m.download}
            </Button>
          </Form>
        </div>
        <div className="flex flex-col gap-3 pt-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-muted-foreground max-w-prose text-sm">
            {isStaff ? m.staffCannotDelete : m.deleteHint}
          </p>
          {isStaff ? null : <DeleteAccountDialog />}
        </div>
      </CardContent>
    </Card>
  )
}

/**
 * "Delete my account": a link to the confirmation page, which with JavaScript opens the same
 * form in a modal dialog instead (focus kept inside it until it closes).
 */
function DeleteAccountDialog() {
  const m = useT().accounts
  const [isOpen, setOpen] = useState(false)
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    // A modified click opens the page in a new tab, as a link does.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return
    event.preventDefault()
    setOpen(true)
  }
  return (
    <>
      <Button asChild variant="destructive">
        <Link to="/dashboard/delete-account" onClick={open}>
          <Trash2 aria-hidden /> {m.yourData.delete}
        </Link>
      </Button>
      <Dialog open={isOpen} onOpenChange={setOpen}>
        {isOpen ? (
          <DialogContent
            role="alertdialog"
            closeLabel={m.deleteAccount.cancel}
            onPointerDownOutside={(event) => event.preventDefault()}
          >
            <DialogHeader>
              <DialogTitle>{m.deleteAccount.title}</DialogTitle>
              <DialogDescription>{m.deleteAccount.description}</DialogDescription>
            </DialogHeader>
            <DeleteAccountExplanation />
            <DeleteAccountDialogForm
              cancel={
                <DialogClose asChild>
                  <Button type="button" variant="outline">
                    {m.deleteAccount.cancel}
                  </Button>
                </DialogClose>
              }
            />
          </DialogContent>
        ) : null}
      </Dialog>
    </>
  )
}
