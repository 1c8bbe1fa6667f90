import type { Translation } from '../translation'
import type { dataRoom as english } from '../en/data-room'

export const dataRoom: Translation<typeof english> = {
  title: 'المستندات',
}
