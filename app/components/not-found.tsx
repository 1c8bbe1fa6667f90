import { Link } from '~/ui/link'
import { useT } from '~/i18n'
import { pageTitle } from '~/lib/seo'

/** SPEC 2: any unknown path shows 'Oops! Page not found' with a link home. */
export function NotFound() {
  const m = useT()
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <title>{pageTitle(m.notFound.metaTitle, m)}</title>
      <p className="text-primary text-6xl font-bold">{m.notFound.code}</p>
      <h1 className="text-3xl font-bold">{m.notFound.title}</h1>
      <p className="text-muted-foreground">{m.notFound.body}</p>
      <Link
        to="/"
        className="bg-primary text-primary-foreground hover:bg-primary/90 rounded-md px-5 py-2.5 font-medium"
      >
        {m.notFound.home}
      </Link>
    </section>
  )
}
