import { accounts } from './ar/accounts'
import { admin } from './ar/admin'
import { candidatePage } from './ar/candidate-page'
import { careers } from './ar/careers'
import { common } from './ar/common'
import { company } from './ar/company'
import { consultancy } from './ar/consultancy'
import { conversations } from './ar/conversations'
import { dataRoom } from './ar/data-room'
import { emails } from './ar/emails'
import { hiringTemplates } from './ar/hiring-templates'
import { home } from './ar/home'
import { investments } from './ar/investments'
import { interviews } from './ar/interviews'
import { investorFile } from './ar/investor-file'
import { nda } from './ar/nda'
import { pipeline } from './ar/pipeline'
import { privacy } from './ar/privacy'
import { reports } from './ar/reports'
import { requests } from './ar/requests'
import { revisions } from './ar/revisions'
import { seo } from './ar/seo'
import { services } from './ar/services'
import { staff } from './ar/staff'
import { talent } from './ar/talent'
import { testimonials } from './ar/testimonials'
import type { Messages } from './en'

/**
 * The Arabic catalog: the English one's keys, in Modern Standard Arabic as a UAE firm writes
 * it. Typed as Messages, so a key missing here fails the type check.
 */
export const ar: Messages = {
  ...common,
  accounts,
  admin,
  candidatePage,
  careers,
  company,
  consultancy,
  conversations,
  dataRoom,
  emails,
  hiringTemplates,
  home,
  interviews,
  investments,
  investorFile,
  nda,
  pipeline,
  privacy,
  reports,
  requests,
  revisions,
  seo,
  services,
  staff,
  talent,
  testimonials,
}
