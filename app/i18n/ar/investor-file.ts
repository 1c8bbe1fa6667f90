import type { Translation } from '../translation'
import type { investorFile as english } from '../en/investor-file'

export const investorFile: Translation<typeof english> = {
  title: 'ملف المستثمر',
}
