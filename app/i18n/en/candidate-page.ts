/**
 * The candidate's own page (decision 045), opened by the link in every hiring e-mail: the
 * status in words for the candidate, never the internal stage's name.
 */
export const candidatePage = {
  metaTitle: 'Your application',
  metaDescription: 'Where your application stands.',
  heading: 'Your application',
  openApplication: 'Open application',
  position: 'Position',
  applied: 'Applied on',
  status: 'Status',
  statuses: {
    Pending: 'We have received your application and are reviewing it.',
    Shortlisted: 'Your application has been shortlisted; we will contact you about the next step.',
    Interviewed: 'Thank you for interviewing with us; we are considering our decision.',
    Rejected:
      'We will not be moving forward with your application this time. Thank you for your interest.',
    Hired: 'Congratulations — welcome to the team.',
    withdrawn: 'You withdrew this application.',
  },
  interviews: {
    heading: 'Your interview',
    when: '{date}, {start} – {end} (UAE time)',
    where: 'Where: {location}',
    withWhom: 'With {name}',
    offered: 'We have offered you interview times.',
    choose: 'Choose an interview time',
  },
  withdraw: {
    heading: 'Withdraw my application',
    intro:
      'If you no longer wish to be considered, you can withdraw your application. We will stop reviewing it and cancel any interview booked.',
    open: 'Withdraw my application',
    confirmHeading: 'Withdraw your application?',
    erase: 'Also erase my application and CV now',
    eraseHint:
      'Without this, we keep your application for the period in our privacy policy, then delete it.',
    confirm: 'Withdraw application',
    cancel: 'Keep my application',
    withdrawn: 'Your application has been withdrawn.',
    erased: 'Your application has been withdrawn and erased.',
    erasedHeading: 'Application erased',
    erasedBody:
      'Your application and your CV have been deleted. Thank you for your interest in working with us.',
    already: 'This application was already withdrawn.',
    failed: 'Could not withdraw the application',
  },
  emails: {
    withdrawn: {
      subject: 'Your application has been withdrawn',
      body: 'As you asked, your application for {job} has been withdrawn. Thank you for your interest in {company}.',
      erased: 'Your application and your CV have also been erased.',
    },
    recruiter: {
      subject: 'Interview cancelled: {name} withdrew',
      body: '{name} withdrew their application for {job}. Their interview on {date} at {time} (UAE time) is cancelled, and the time is free again.',
    },
  },
} as const
