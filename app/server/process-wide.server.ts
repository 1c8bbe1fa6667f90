/*
 * Values there must be one of per process: the database handle, the mailer, the job runner.
 * The server's modules are loaded more than once in a process (the compiled platform and
 * React Router's build each carry a copy; Vite's development loader another), and module
 * variables would give each copy its own. They live here instead, in one registry on
 * globalThis, each under its name.
 */
const registry = ((globalThis as { __appProcessWide?: Map<string, unknown> }).__appProcessWide ??=
  new Map<string, unknown>())

export type ProcessWide<T> = {
  /** The value, made by `create` the first time it is asked for. */
  get: (create: () => T) => T
  /** The value, if there is one. */
  peek: () => T | undefined
  set: (value: T) => void
  /** Forgets the value (it is made again when next asked for) and returns what it was. */
  clear: () => T | undefined
}

/** The process-wide value named `name`. */
export function processWide<T>(name: string): ProcessWide<T> {
  return {
    get(create) {
      if (!registry.has(name)) registry.set(name, create())
      return registry.get(name) as T
    },
    peek: () => registry.get(name) as T | undefined,
    set: (value) => void registry.set(name, value),
    clear() {
      const value = registry.get(name) as T | undefined
      registry.delete(name)
      return value
    },
  }
}
