import { common } from './en/common'

/**
 * The English catalog: every user-visible string, in the spec's wording.
 * Each area keeps its strings in its own file under ./en/.
 */
export const en = {
  ...common,
}

export type Messages = typeof en
