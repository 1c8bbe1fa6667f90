import type { Translation } from '../translation'
import type { nda as english } from '../en/nda'

export const nda: Translation<typeof english> = {
  title: 'اتفاقية عدم الإفصاح',
}
