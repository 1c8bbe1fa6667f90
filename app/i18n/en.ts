import type { Translation } from './translation'
import { accounts } from './en/accounts'
import { admin } from './en/admin'
import { candidatePage } from './en/candidate-page'
import { careers } from './en/careers'
import { common } from './en/common'
import { company } from './en/company'
import { consultancy } from './en/consultancy'
import { conversations } from './en/conversations'
import { dataRoom } from './en/data-room'
import { emails } from './en/emails'
import { hiringTemplates } from './en/hiring-templates'
import { home } from './en/home'
import { investments } from './en/investments'
import { interviews } from './en/interviews'
import { investorFile } from './en/investor-file'
import { nda } from './en/nda'
import { pipeline } from './en/pipeline'
import { privacy } from './en/privacy'
import { reports } from './en/reports'
import { requests } from './en/requests'
import { revisions } from './en/revisions'
import { seo } from './en/seo'
import { services } from './en/services'
import { staff } from './en/staff'
import { talent } from './en/talent'
import { testimonials } from './en/testimonials'

/**
 * The English catalog: every user-visible string, in the spec's wording.
 * Each area keeps its strings in its own file under ./en/ (one namespace each).
 */
export const en = {
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

/** The shape every language's catalog has: the English keys, any text. */
export type Messages = Translation<typeof en>
