import { plural } from '../plural'

/** The talent pool and the per-job report (docs/decisions/045-hiring.md). */
export const talent = {
  nav: 'Talent Pool',
  /** /admin/careers/talent-pool: every job's applicants, searched by their CV's words. */
  pool: {
    metaTitle: 'Talent Pool',
    heading: 'Talent pool',
    description:
      'Search every applicant who agreed to be kept in the talent pool, by name, e-mail or a word of their cover letter or CV.',
    searchLabel: 'Search the talent pool',
    searchPlaceholder: 'Name, e-mail or a word from the CV',
    search: 'Search',
    consentLabel: 'Applicants',
    consent: {
      consented: 'Consented to the talent pool',
      all: 'Everyone who applied to the chosen job',
    },
    consentHint:
      'Applicants who did not agree to the talent pool appear only under the job they applied to.',
    stageLabel: 'Stage',
    anyStage: 'Any stage',
    jobLabel: 'Applied for',
    anyJob: 'Any job',
    openApplications: 'Open applications',
    fromLabel: 'Applied from',
    toLabel: 'Applied until',
    count: plural({ one: '{n} applicant', other: '{n} applicants' }),
    empty: 'No applicants match this search.',
    columns: {
      name: 'Name',
      email: 'Email',
      job: 'Applied for',
      stage: 'Stage',
      applied: 'Applied',
      actions: 'Actions',
    },
    consentYes: 'In the talent pool',
    consentNo: 'Not in the talent pool',
    withdrawn: 'Withdrawn',
    open: 'Open',
    openFor: 'Open the application of {name}',
    actions: 'Add or invite',
    jobSelect: 'Job',
    addToJob: 'Add to job',
    invite: 'Invite to apply',
    noConsentNote: 'No talent-pool consent: only in this job’s pipeline.',
    noActiveJobs: 'There is no active job to add them to.',
    toasts: {
      added: 'Added to the job',
      addedDescription: '{name} is now in the pipeline of {job}.',
      invited: 'Invitation sent',
      invitedDescription: 'An invitation to apply for {job} was e-mailed to {name}.',
      failed: 'The action could not be done',
      notFound: 'The applicant no longer exists.',
      noConsent:
        'This applicant did not agree to the talent pool: they can only be considered for the job they applied to.',
      jobRequired: 'Choose a job.',
      jobNotFound: 'That job no longer exists.',
      jobClosed: 'That job is no longer active.',
      alreadyInJob: 'This person is already in the pipeline of {job}.',
    },
  },
  /** The e-mail inviting someone in the talent pool to apply for a job. */
  invite: {
    subject: 'A role you may like: {title}',
    body: 'We have an opening that matches your profile: {title}. If it interests you, you are welcome to apply here: {url}',
  },
  /** /admin/careers/jobs/:id/report (and …/open/report): one job's pipeline in numbers. */
  report: {
    metaTitle: 'Job report',
    heading: 'Report: {title}',
    openTitle: 'Open applications',
    back: 'Back to jobs',
    link: 'Report',
    linkFor: 'Report for {title}',
    viewApplicants: 'Applicants',
    total: plural({ one: '{n} applicant in all', other: '{n} applicants in all' }),
    empty: 'No one has applied yet.',
    stages: {
      heading: 'Applicants per stage',
      stage: 'Stage',
      count: 'Applicants',
      withdrawn: 'Withdrawn (not in a stage)',
    },
    time: {
      heading: 'Time in each stage',
      note: 'From each applicant’s history: from entering a stage until the next move; the current stage counts until now (or until the applicant withdrew).',
      stage: 'Stage',
      mean: 'Mean',
      median: 'Median',
      periods: 'Periods',
      days: plural({ one: '{n} day', other: '{n} days' }),
    },
    sources: {
      heading: 'Sources',
      note: 'Where applicants came from: the job link’s source parameter (for example ?source=linkedin).',
      source: 'Source',
      count: 'Applicants',
      direct: 'Direct',
    },
  },
}
