import { useEffect, useState } from 'react'
import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Link, useFetcher } from 'react-router'
import { HoneypotField } from '~/components/honeypot-field'
import { format, useT } from '~/i18n'
import { Alert, AlertDescription } from '~/ui/alert'
import { Button } from '~/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '~/ui/dialog'
import { fieldErrorId } from '~/ui/field'
import { Label } from '~/ui/label'
import { Spinner } from '~/ui/spinner'
import { Textarea } from '~/ui/textarea'
import { InvestmentRequestSchema, MESSAGE_MAX_LENGTH } from '../schema'

type ActionData = {
  isSubmitted?: boolean
  formError?: string
  result?: SubmissionResult<string[]>
}

/**
 * SPEC 2 'Request to Invest': a signed-in user writes a message that is saved as a
 * Pending request; a visitor is asked to log in (and comes back here afterwards).
 */
export function InvestmentRequestDialog({
  investmentId,
  investmentTitle,
  isSignedIn,
}: {
  investmentId: string
  investmentTitle: string
  isSignedIn: boolean
}) {
  const m = useT().investments
  const [isOpen, setIsOpen] = useState(false)
  const fetcher = useFetcher<ActionData>({ key: `investment-request-${investmentId}` })
  const isSubmitting = fetcher.state !== 'idle'
  const [form, fields] = useForm<{ message: string }>({
    id: `investment-request-${investmentId}`,
    lastResult: fetcher.state === 'idle' ? fetcher.data?.result : undefined,
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: InvestmentRequestSchema }),
  })

  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.isSubmitted) setIsOpen(false)
  }, [fetcher.state, fetcher.data])

  const here = `/investments/${investmentId}`
  const formError = fetcher.data?.formError
  const messageError = fields.message.errors?.[0]

  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button size="lg" className="w-full">
          {m.detail.requestToInvest}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{m.request.title}</DialogTitle>
          <DialogDescription>
            {isSignedIn
              ? format(m.request.description, { title: investmentTitle })
              : m.request.loginRequired}
          </DialogDescription>
        </DialogHeader>
        {isSignedIn ? (
          <fetcher.Form method="post" action={here} {...getFormProps(form)} className="grid gap-4">
            {formError ? (
              <Alert variant="destructive">
                <AlertDescription>{formError}</AlertDescription>
              </Alert>
            ) : null}
            <HoneypotField />
            <div className="grid gap-2">
              <Label htmlFor={fields.message.id}>{m.request.messageLabel}</Label>
              <Textarea
                {...getTextareaProps(fields.message)}
                aria-describedby={messageError ? fieldErrorId(fields.message.id) : undefined}
                rows={5}
                maxLength={MESSAGE_MAX_LENGTH}
                placeholder={m.request.messagePlaceholder}
              />
              {messageError ? (
                <p id={fieldErrorId(fields.message.id)} className="text-destructive text-sm">
                  {messageError}
                </p>
              ) : null}
            </div>
            <DialogFooter>
              <DialogClose asChild>
                <Button type="button" variant="outline">
                  {m.request.cancel}
                </Button>
              </DialogClose>
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? (
                  <>
                    <Spinner /> {m.request.submitting}
                  </>
                ) : (
                  m.request.submit
                )}
              </Button>
            </DialogFooter>
          </fetcher.Form>
        ) : (
          <DialogFooter>
            <Button asChild variant="outline">
              <Link to={`/register?redirectTo=${encodeURIComponent(here)}`}>
                {m.request.register}
              </Link>
            </Button>
            <Button asChild>
              <Link to={`/login?redirectTo=${encodeURIComponent(here)}`}>{m.request.login}</Link>
            </Button>
          </DialogFooter>
        )}
      </DialogContent>
    </Dialog>
  )
}
