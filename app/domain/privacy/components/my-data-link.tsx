import { ShieldCheck } from 'lucide-react'
import { useT } from '~/i18n'
import { buttonVariants } from '~/ui/button'
import { Link } from '~/ui/link'

/** The privacy policy's way to a visitor's own data (/my-data, decision 028). */
export function MyDataLink() {
  const m = useT().privacy.privacyLink
  return (
    <aside
      aria-labelledby="my-data-link-title"
      className="bg-muted/60 mt-10 flex flex-col gap-3 rounded-lg border p-6"
    >
      <h2 id="my-data-link-title" className="flex items-center gap-2 text-xl font-semibold">
        <ShieldCheck aria-hidden className="text-primary size-5" />
        {m.title}
      </h2>
      <p className="text-muted-foreground leading-relaxed">{m.text}</p>
      <Link to="/my-data" className={buttonVariants({ className: 'self-start' })}>
        {m.link}
      </Link>
    </aside>
  )
}
