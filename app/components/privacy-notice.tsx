import { ShieldCheck } from 'lucide-react'
import { useT } from '~/i18n'
import { cn } from '~/lib/class-names'
import { Link } from '~/ui/link'

/** The public forms that show a notice (issue 16); the keys of the catalog's `privacyNotice`. */
export type NoticeForm =
  | 'contact'
  | 'consultation'
  | 'application'
  | 'investmentRequest'
  | 'customRequest'
  | 'registration'

/**
 * Issue 16 (PDPL Art. 13): before a form is sent, one sentence says why its data is asked for
 * and a link leads to the privacy policy (in the page's language), which says for how long it
 * is kept and how to get or erase it. Plain HTML: it needs no JavaScript.
 */
export function PrivacyNotice({ form, className }: { form: NoticeForm; className?: string }) {
  const m = useT().privacyNotice
  const [before, after] = m.more.split('{link}')
  return (
    <p className={cn('text-muted-foreground flex gap-2 text-sm', className)}>
      <ShieldCheck aria-hidden className="text-primary mt-0.5 size-4 shrink-0" />
      <span>
        {m[form]} {before}
        <Link
          to="/privacy-policy"
          className="text-primary font-medium underline underline-offset-4"
        >
          {m.link}
        </Link>
        {after}
      </span>
    </p>
  )
}
