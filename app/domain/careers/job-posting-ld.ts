import { splitLines } from './schema'

type JobForLd = {
  id: string
  title: string
  description: string
  location: string
  type: string
  experience: string
  responsibilities: string
  requirements: string
  createdAt: Date
}

// schema.org / Google JobPosting employmentType values.
const EMPLOYMENT_TYPE: Record<string, string> = {
  'Full-time': 'FULL_TIME',
  'Part-time': 'PART_TIME',
  Contract: 'CONTRACTOR',
  Freelance: 'CONTRACTOR',
  Internship: 'INTERN',
}

/**
 * One schema.org JobPosting per job, for search engines, in the language of the page that
 * shows them (`jobs` already localized, `pageUrl` that page's address). Locations are stored
 * as 'Dubai, UAE' (SPEC 9), so the city is the part before the first comma (or the Arabic
 * comma: 'دبي، الإمارات').
 */
export function buildJobPostingsLd(
  jobs: JobForLd[],
  { companyName, siteUrl, pageUrl }: { companyName: string; siteUrl: string; pageUrl: string },
) {
  return jobs.map((job) => {
    const responsibilities = splitLines(job.responsibilities)
    const requirements = splitLines(job.requirements)
    return {
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: job.title,
      description: job.description,
      identifier: { '@type': 'PropertyValue', name: companyName, value: job.id },
      datePosted: job.createdAt.toISOString().slice(0, 10),
      employmentType: EMPLOYMENT_TYPE[job.type] ?? 'OTHER',
      hiringOrganization: { '@type': 'Organization', name: companyName, sameAs: siteUrl },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressLocality: job.location.split(/[,،]/)[0].trim(),
          addressCountry: 'AE',
        },
      },
      url: pageUrl,
      directApply: true,
      ...(job.experience ? { experienceRequirements: job.experience } : {}),
      ...(responsibilities.length ? { responsibilities: responsibilities.join('\n') } : {}),
      ...(requirements.length ? { qualifications: requirements.join('\n') } : {}),
    }
  })
}

/** JSON for a <script type="application/ld+json">: '<' escaped so no text can close the tag. */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}
