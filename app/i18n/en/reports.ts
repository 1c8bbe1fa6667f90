import { plural } from '../plural'

/** The Reports screen and the dashboard's trends (docs/decisions/050-reports.md). */
export const reports = {
  nav: 'Reports',
  metaTitle: 'Reports',
  title: 'Reports',
  subtitle:
    'Submissions, outcomes and response times over a period, compared with the period before it.',
  period: {
    legend: 'Period',
    label: 'Period',
    options: {
      month: 'This month',
      '3m': 'Last 3 months',
      '12m': 'Last 12 months',
      custom: 'Custom',
    },
    from: 'From',
    to: 'To',
    customHint: 'For a custom period choose Custom and both dates. Days are Asia/Dubai days.',
    show: 'Show',
    showing: '{from} to {to}, compared with {previousFrom} to {previousTo}.',
    problems: {
      invalidDate: 'Enter real dates for a custom period. Showing this month instead.',
      fromAfterTo: 'The start date must be on or before the end date. Showing this month instead.',
      tooLong: 'A custom period can be at most 3 years long. Showing this month instead.',
      missingDates: 'Choose both dates for a custom period. Showing this month instead.',
    },
  },
  change: {
    changed: '{change} vs previous period',
    same: 'No change vs previous period',
    fromNone: 'None in the previous period',
  },
  weekOf: 'Week of',
  weekNote: 'Weeks start on Monday, Asia/Dubai time; the first and last week may be partial.',
  total: 'Total',
  empty: 'Nothing in this period.',
  submissions: {
    title: 'Submissions per week',
    description: 'Everything received in the period, by kind.',
    kinds: {
      contact: 'Contact messages',
      consultancy: 'Consultancy requests',
      investment: 'Investment requests',
      custom: 'Custom requests',
      application: 'Job applications',
    },
    summary: plural({
      one: '1 submission in the period',
      other: '{n} submissions in the period',
    }),
  },
  investments: {
    title: 'Investment requests per investment',
    description:
      'Requests received in the period, by their outcome today: the 20 most requested investments.',
    investment: 'Investment',
    unknown: 'Unknown Investment',
    summary: plural({
      one: '1 investment request in the period',
      other: '{n} investment requests in the period',
    }),
  },
  responses: {
    title: 'Response times',
    description:
      'For requests received in the period: the time to the first reply and to closing, in clock hours (every hour counts, nights and weekends too). Median and 90th percentile; requests still unanswered or open are left out of the times.',
    area: 'Area',
    firstMedian: 'First reply, median',
    firstP90: 'First reply, 90th percentile',
    resolutionMedian: 'Resolution, median',
    resolutionP90: 'Resolution, 90th percentile',
    received: 'Received',
    responded: 'Answered',
    resolved: 'Closed',
    chartTitle: 'Median hours to the first reply and to closing',
    summary: plural({
      one: '1 request received in the period',
      other: '{n} requests received in the period',
    }),
    hours: plural({ one: '{n} hour', other: '{n} hours' }),
    none: '—',
  },
  applicants: {
    title: 'Applicants per job and stage',
    description:
      'Applicants who applied in the period, by the stage they are in today: the 20 jobs with the most.',
    job: 'Job',
    openApplications: 'Open applications',
    withdrawn: 'Withdrawn',
    summary: plural({
      one: '1 applicant in the period',
      other: '{n} applicants in the period',
    }),
  },
  users: {
    title: 'New registered users per week',
    series: 'New users',
    summary: plural({
      one: '1 new user in the period',
      other: '{n} new users in the period',
    }),
  },
  emails: {
    title: 'Failed e-mails per week',
    description: 'E-mails queued in the period that were not delivered after every retry.',
    series: 'Failed e-mails',
    summary: plural({
      one: '1 failed e-mail in the period',
      other: '{n} failed e-mails in the period',
    }),
    link: 'Open the failed e-mails',
  },
  dashboard: {
    change: {
      changed: '{change} vs the 30 days before',
      same: 'No change vs the 30 days before',
      fromNone: 'None in the 30 days before',
    },
    trendPeriod: 'Last 30 days vs the 30 days before',
    added: plural({ one: '1 new in the last 30 days', other: '{n} new in the last 30 days' }),
    pendingAdded: plural({
      one: '1 received in the last 30 days is still pending',
      other: '{n} received in the last 30 days are still pending',
    }),
    failedAdded: plural({
      one: '1 failed in the last 30 days',
      other: '{n} failed in the last 30 days',
    }),
    openList: 'Open the list',
    openListOf: 'Open the list: {label}',
    chartTitle: 'Submissions in the last 12 weeks',
    reportsLink: 'Open Reports',
  },
}
