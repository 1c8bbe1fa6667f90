import { describe, expect, it } from 'vitest'
import { langOf, localize } from './localized'

const job = {
  id: 'job-001',
  title: 'Investment Analyst',
  titleAr: 'محلل استثمار',
  description: 'Analyse opportunities.',
  descriptionAr: '',
  benefits: ['Health cover'],
  benefitsAr: [] as string[],
}

describe('localize', () => {
  it('gives an Arabic page the Arabic twins and names the fields left in English', () => {
    const row = localize(job, 'ar', ['title', 'description', 'benefits'])
    expect(row).toEqual({
      id: 'job-001',
      title: 'محلل استثمار',
      description: 'Analyse opportunities.',
      benefits: ['Health cover'],
      inEnglish: ['description', 'benefits'],
    })
    expect(langOf(row, 'description')).toEqual({ lang: 'en', dir: 'ltr' })
    expect(langOf(row, 'title')).toEqual({})
  })

  it('gives an English page the English texts and drops the twins', () => {
    const row = localize(job, 'en', ['title', 'description', 'benefits'])
    expect(row).toEqual({
      id: 'job-001',
      title: 'Investment Analyst',
      description: 'Analyse opportunities.',
      benefits: ['Health cover'],
      inEnglish: [],
    })
  })

  it('does not mark a field that is empty in both languages', () => {
    const row = localize({ bio: '', bioAr: '' }, 'ar', ['bio'])
    expect(row.inEnglish).toEqual([])
  })

  it('shows an Arabic text whose English is empty', () => {
    const row = localize({ tagline: '', taglineAr: 'شريككم في الإمارات' }, 'ar', ['tagline'])
    expect(row).toEqual({ tagline: 'شريككم في الإمارات', inEnglish: [] })
  })

  it('treats Arabic made of spaces as missing', () => {
    const row = localize({ title: 'Analyst', titleAr: '   ' }, 'ar', ['title'])
    expect(row).toEqual({ title: 'Analyst', inEnglish: ['title'] })
  })
})
