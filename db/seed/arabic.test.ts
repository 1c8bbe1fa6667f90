import { getTableColumns } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { describe, expect, test } from 'vitest'
import {
  ADDRESS_MAX,
  COMPANY_MAX,
  CRITERIA_MAX,
  DESCRIPTION_MAX,
  EXPERTISE_ITEM_MAX,
  LABEL_MAX,
  LINE_MAX,
  LONG_TEXT_MAX,
  PERSON_NAME_MAX,
  SERVICE_MAX,
  SHORT_TEXT_MAX,
  TITLE_MAX,
} from '../../app/lib/field-limits'
import {
  consultants,
  departments,
  investmentLinks,
  investments,
  jobListings,
  packages,
  teamMembers,
  testimonials,
} from '../schema'
import {
  seedConsultants,
  seedDepartments,
  seedInvestmentLinks,
  seedInvestments,
  seedJobs,
  seedPackages,
  seedSettings,
  seedTeamMembers,
  seedTestimonials,
} from './data'

/*
 * Issue 13: the demo content reads as natural Arabic on /ar. Every visible text of every seeded
 * row has its Arabic twin (decision 018): written, in Arabic script, shaped like the English
 * (list items, job lines, figures) and within the English column's length limit.
 */

/** The longest text a twin may hold; for a list, the longest item (or each of its parts). */
type Limit = number | Record<string, number>

const ARABIC_LETTER = /(?=\p{Script=Arabic})\p{L}/u
const ANY_LETTER = /\p{L}/u
/** Decision 017: Arabic pages write Latin digits. */
const ARABIC_INDIC_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/u

function figuresOf(text: string): string[] {
  return text.match(/\d+/g) ?? []
}

/** What is wrong with one Arabic text, given its English original; empty when nothing is. */
function textProblems(where: string, english: string, arabic: unknown, max: number): string[] {
  if (typeof arabic !== 'string' || arabic.trim() === '') return [`${where}: no Arabic`]
  const problems: string[] = []
  // A text without letters ('15-20%') reads the same in both languages.
  if (ANY_LETTER.test(english) && !ARABIC_LETTER.test(arabic)) {
    problems.push(`${where}: no Arabic letters in '${arabic}'`)
  }
  if (ARABIC_INDIC_DIGIT.test(arabic)) problems.push(`${where}: Arabic-Indic digits`)
  if (arabic.length > max) problems.push(`${where}: ${arabic.length} characters, over ${max}`)
  const [englishLines, arabicLines] = [english, arabic].map((text) => text.split('\n').length)
  if (englishLines !== arabicLines) {
    problems.push(`${where}: ${arabicLines} lines, the English has ${englishLines}`)
  }
  const arabicFigures = figuresOf(arabic)
  for (const figure of figuresOf(english)) {
    if (!arabicFigures.includes(figure)) problems.push(`${where}: the figure ${figure} is missing`)
  }
  return problems
}

/** What is wrong with one twin (a text or a list of texts or of objects of texts). */
function twinProblems(where: string, english: unknown, arabic: unknown, limit: Limit): string[] {
  if (typeof english === 'string') {
    return textProblems(where, english, arabic, typeof limit === 'number' ? limit : 0)
  }
  if (!Array.isArray(english)) return [`${where}: the English is not a text or a list`]
  if (!Array.isArray(arabic) || arabic.length === 0) return [`${where}: no Arabic`]
  if (arabic.length !== english.length) {
    return [`${where}: ${arabic.length} items, the English has ${english.length}`]
  }
  return english.flatMap((item: unknown, index) => {
    const arabicItem: unknown = arabic[index]
    if (typeof limit === 'number') {
      return twinProblems(`${where}[${index}]`, item, arabicItem, limit)
    }
    return Object.entries(limit).flatMap(([part, max]) =>
      twinProblems(
        `${where}[${index}].${part}`,
        (item as Record<string, unknown>)[part],
        (arabicItem as Record<string, unknown> | undefined)?.[part],
        max,
      ),
    )
  })
}

/** The twin columns of a table (`titleAr` beside `title`), from the schema itself. */
function twinColumnsOf(table: PgTable): string[] {
  const columns = Object.keys(getTableColumns(table))
  return columns
    .filter((key) => key.endsWith('Ar') && columns.includes(key.slice(0, -2)))
    .map((key) => key.slice(0, -2))
    .sort()
}

type SeededTable = {
  name: string
  table: PgTable
  rows: object[]
  /** The limit of each twin, by English field: the English column's (app/lib/field-limits.ts). */
  limits: Record<string, Limit>
}

const seededTables: SeededTable[] = [
  {
    name: 'investments',
    table: investments,
    rows: seedInvestments,
    limits: {
      title: TITLE_MAX,
      description: DESCRIPTION_MAX,
      profitMargin: SHORT_TEXT_MAX,
      profitSchema: DESCRIPTION_MAX,
      riskWarning: DESCRIPTION_MAX,
    },
  },
  {
    name: 'investment links',
    table: investmentLinks,
    rows: seedInvestmentLinks,
    limits: { title: TITLE_MAX },
  },
  {
    name: 'packages',
    table: packages,
    rows: seedPackages,
    limits: { name: TITLE_MAX, description: DESCRIPTION_MAX, services: SERVICE_MAX },
  },
  {
    // No column limits (no form edits departments): the package limits for the same kinds of text.
    name: 'departments',
    table: departments,
    rows: seedDepartments,
    limits: {
      name: TITLE_MAX,
      description: DESCRIPTION_MAX,
      services: { title: TITLE_MAX, description: SERVICE_MAX },
      benefits: SERVICE_MAX,
    },
  },
  {
    // No column limits: those of a person's name, a position and a bio.
    name: 'testimonials',
    table: testimonials,
    rows: seedTestimonials,
    limits: { name: PERSON_NAME_MAX, title: TITLE_MAX, quote: DESCRIPTION_MAX },
  },
  {
    name: 'consultants',
    table: consultants,
    rows: seedConsultants,
    limits: {
      name: PERSON_NAME_MAX,
      title: TITLE_MAX,
      specialization: TITLE_MAX,
      experience: SHORT_TEXT_MAX,
      bio: DESCRIPTION_MAX,
      expertise: EXPERTISE_ITEM_MAX,
    },
  },
  {
    name: 'job listings',
    table: jobListings,
    rows: seedJobs,
    limits: {
      title: TITLE_MAX,
      location: SHORT_TEXT_MAX,
      experience: SHORT_TEXT_MAX,
      description: LONG_TEXT_MAX,
      responsibilities: LONG_TEXT_MAX,
      requirements: LONG_TEXT_MAX,
      criteria: CRITERIA_MAX,
    },
  },
  {
    name: 'team members',
    table: teamMembers,
    rows: seedTeamMembers,
    limits: { name: PERSON_NAME_MAX, position: TITLE_MAX, bio: DESCRIPTION_MAX },
  },
]

/** The settings' visible texts and their limits (app/domain/settings/schema.ts). */
const settingLimits: Record<string, Limit> = {
  companyName: COMPANY_MAX,
  tagline: LINE_MAX,
  address: ADDRESS_MAX,
  city: SHORT_TEXT_MAX,
  officeHours: { days: LABEL_MAX, hours: LABEL_MAX },
  heroTitle: TITLE_MAX,
  heroSubtitle: LINE_MAX,
  heroCtaLabel: LABEL_MAX,
}

function rowProblems(row: object, limits: Record<string, Limit>, label: string): string[] {
  const values = row as Record<string, unknown>
  return Object.entries(limits).flatMap(([field, limit]) =>
    twinProblems(`${label} ${field}Ar`, values[field], values[`${field}Ar`], limit),
  )
}

describe('Arabic seed content', () => {
  test.each(seededTables)('every twin column of $name is checked here', ({ table, limits }) => {
    expect(Object.keys(limits).sort()).toEqual(twinColumnsOf(table))
  })

  test.each(seededTables)('every $name row has Arabic for every text', ({ rows, limits }) => {
    expect(rows.length).toBeGreaterThan(0)
    const problems = rows.flatMap((row, index) =>
      rowProblems(row, limits, 'id' in row ? String(row.id) : `row ${index + 1}`),
    )
    expect(problems).toEqual([])
  })

  test('every Arabic setting is checked here', () => {
    const arabicKeys = Object.keys(seedSettings).filter((key) => key.endsWith('Ar'))
    expect(arabicKeys.map((key) => key.slice(0, -2)).sort()).toEqual(
      Object.keys(settingLimits).sort(),
    )
  })

  test('the site settings have Arabic for every visible text', () => {
    expect(rowProblems(seedSettings, settingLimits, 'settings')).toEqual([])
  })

  test('a missing, Latin or misshapen twin is reported', () => {
    const row = {
      id: 'x',
      title: 'Five items',
      titleAr: '',
      description: 'Up to 90% less water',
      descriptionAr: 'Up to 90% less water',
      services: ['One', 'Two'],
      servicesAr: ['واحد'],
      responsibilities: 'One\nTwo',
      responsibilitiesAr: 'واحد',
    }
    const limits = { title: 10, description: 100, services: 10, responsibilities: 100 }
    expect(rowProblems(row, limits, 'x')).toEqual([
      'x titleAr: no Arabic',
      "x descriptionAr: no Arabic letters in 'Up to 90% less water'",
      'x servicesAr: 1 items, the English has 2',
      'x responsibilitiesAr: 1 lines, the English has 2',
    ])
    expect(rowProblems({ title: 'Up to 90%', titleAr: 'حتى ٩٠٪' }, { title: 5 }, 'y')).toEqual([
      'y titleAr: Arabic-Indic digits',
      'y titleAr: 7 characters, over 5',
      'y titleAr: the figure 90 is missing',
    ])
  })
})
