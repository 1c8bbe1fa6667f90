import { plural } from '../plural'

/**
 * The recruiters' e-mail templates (decision 045) and the screens that send them. `defaults`
 * are the texts used while no template row is saved; placeholders {name}, {job}, {company}.
 */
export const hiringTemplates = {
  defaults: {
    shortlisted: {
      subject: 'Your application for {job}: shortlisted',
      body: 'Thank you for applying for the {job} position at {company}. We are pleased to tell you that your application has been shortlisted.\n\nA member of our team will contact you shortly about the next step.',
    },
    'interview-invitation': {
      subject: 'Interview invitation: {job}',
      body: 'Thank you for your interest in the {job} position at {company}. We would like to invite you to an interview.\n\nPlease choose a time that suits you from the link below, or reply to this e-mail if none of the times work for you.',
    },
    rejection: {
      subject: 'Your application for {job}',
      body: 'Thank you for your interest in the {job} position at {company} and for the time you gave to your application.\n\nAfter careful consideration, we will not be moving forward with your application this time. We wish you every success in your search.',
    },
    offer: {
      subject: 'Job offer: {job}',
      body: 'We are delighted to offer you the {job} position at {company}.\n\nWe will send you the details of the offer separately. Please reply to this e-mail with any questions; we look forward to welcoming you to the team.',
    },
  },
  kinds: {
    shortlisted: 'Shortlisted',
    'interview-invitation': 'Interview invitation',
    rejection: 'Rejection',
    offer: 'Offer',
  },
  languages: { en: 'English', ar: 'Arabic' },
  statusLink: 'See where your application stands: {url}',
  errors: {
    unknownPlaceholder: 'Unknown placeholder {placeholder}: use only {name}, {job} and {company}.',
    subjectRequired: 'Enter a subject.',
    bodyRequired: 'Enter the message.',
    kind: 'Choose a template.',
    noneSelected: 'Select at least one applicant.',
    tooMany: 'Select at most {max} applicants at a time.',
    unknownAction: 'Choose an action.',
  },
  admin: {
    metaTitle: 'E-mail templates',
    heading: 'E-mail templates',
    intro:
      'The e-mails sent to applicants. Write {name}, {job} and {company} where the applicant’s name, the job and the company’s name go.',
    back: 'Back to applicants',
    subject: 'Subject',
    body: 'Message',
    save: 'Save',
    restore: 'Restore default',
    isDefault: 'Default text',
    isCustom: 'Edited',
    saved: 'Template saved',
    restored: 'Default text restored',
    failed: 'Could not save the template',
    templatesLink: 'E-mail templates',
  },
  send: {
    metaTitle: 'E-mail an applicant',
    heading: 'E-mail {name}',
    back: 'Back to the applicant',
    template: 'Template',
    choose: 'Use template',
    language: 'Written in {language}, the applicant’s language.',
    subject: 'Subject',
    body: 'Message',
    linkNote: 'The e-mail ends with a link to the candidate’s status page.',
    send: 'Send e-mail',
    sent: 'E-mail queued to {name}',
    failed: 'Could not send the e-mail',
    notFound: 'The applicant no longer exists.',
    withdrawn: 'The candidate withdrew this application.',
    email: 'E-mail',
  },
  bulk: {
    label: 'Selected applicants',
    select: 'Select',
    selectFor: 'Select {name}',
    template: 'Template',
    send: 'Send e-mail',
    reject: 'Reject with the rejection template',
    hint: 'Tick applicants in the table, then choose an action.',
    failed: 'The bulk action failed; nothing was changed.',
    sent: plural({
      one: 'E-mail queued to {n} applicant',
      other: 'E-mail queued to {n} applicants',
    }),
    rejected: plural({
      one: '{n} applicant rejected and e-mailed',
      other: '{n} applicants rejected and e-mailed',
    }),
    skipped: plural({
      one: '{n} skipped (withdrawn or not in this job).',
      other: '{n} skipped (withdrawn or not in this job).',
    }),
  },
} as const
