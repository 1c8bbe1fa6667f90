import { Link } from '~/ui/link'
import { useT } from '~/i18n'
import { Button } from '~/ui/button'

/** SPEC 2 closing call to action: 'Register Now' and 'Browse Investments'. */
export function ClosingCta({ id }: { id: string }) {
  const m = useT().home.cta
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="from-navy via-navy-light to-navy-dark bg-linear-to-br text-white"
    >
      <div className="scroll-animate mx-auto max-w-4xl px-4 py-20 text-center sm:px-6 lg:px-8">
        <h2
          id={`${id}-title`}
          className="text-3xl font-bold tracking-tight text-balance md:text-4xl"
        >
          {m.title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-pretty text-white/90">{m.text}</p>
        <div className="mt-10 flex flex-wrap justify-center gap-4">
          <Button asChild size="lg" className="text-navy bg-white hover:bg-white/90">
            <Link to="/register">{m.register}</Link>
          </Button>
          <Button
            asChild
            size="lg"
            variant="outline"
            className="border-white bg-transparent text-white hover:bg-white/10 hover:text-white"
          >
            <Link to="/investments">{m.browse}</Link>
          </Button>
        </div>
      </div>
    </section>
  )
}
