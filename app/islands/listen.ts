/**
 * Adds each handler to `target` for its event; returns what removes them all again (an
 * island's undo). `listen(form, { submit: onSubmit, input: onInput })`.
 */
export function listen<Events extends object = HTMLElementEventMap>(
  target: EventTarget,
  handlers: { [Name in keyof Events]?: (event: Events[Name]) => void },
): () => void {
  const added = Object.entries(handlers) as [string, EventListener][]
  for (const [name, handler] of added) target.addEventListener(name, handler)
  return () => {
    for (const [name, handler] of added) target.removeEventListener(name, handler)
  }
}
