/** The visual '*' after a required field's label; screen readers skip it (the input carries `required`). */
export function RequiredMark() {
  return (
    <span aria-hidden className="text-destructive">
      {' '}
      *
    </span>
  )
}

/** A required field's label text with its '*'. */
export function RequiredLabel({ text }: { text: string }) {
  return (
    <>
      {text}
      <RequiredMark />
    </>
  )
}
