/** A field label with a visual '*' that screen readers skip (the input carries `required`). */
export function RequiredLabel({ text }: { text: string }) {
  return (
    <>
      {text}{' '}
      <span aria-hidden className="text-destructive">
        *
      </span>
    </>
  )
}
