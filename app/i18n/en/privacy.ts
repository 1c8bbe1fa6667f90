/**
 * A person's requests about their own data (issue 16, decision 028): the public page where a
 * visitor asks by e-mail address, the page their single-use link opens, the e-mail with the
 * link, and the Administrators' data-requests screen. One namespace file per catalog key:
 * the browser loads `./en/privacy.ts` when a page reads `t.privacy`.
 */
import { plural } from '../plural'

export const privacy = {
  /** What each count of a person's records is called (export and erasure summaries). */
  kinds: {
    profile: 'Account profile',
    account: 'Account',
    sessions: 'Sign-in sessions',
    investmentRequests: 'Investment requests',
    investmentRequestsAnonymised: 'Accepted investment requests kept without personal details',
    customRequests: 'Custom investment requests',
    customRequestsAnonymised: 'Accepted custom requests kept without personal details',
    jobApplications: 'Job applications',
    cvFiles: 'CV files',
    consultancyRequests: 'Consultation requests',
    contactMessages: 'Contact messages',
    conversations: 'Conversations about requests',
    conversationFiles: 'Files sent in conversations',
    consentRecords: 'Consent records',
    dataRequests: 'Data requests',
    emails: 'Queued e-mails',
    staffInvitations: 'Staff invitations',
    auditEntriesScrubbed: 'Audit entries cleared of personal data',
    investorFiles: 'Investor profiles not submitted',
    investorFilesKept: 'Investor profiles kept (anti-money-laundering law)',
    identityDocuments: 'Identity documents',
    identityDocumentsKept: 'Identity documents kept (anti-money-laundering law)',
    ndaAcceptances: 'NDA acceptances',
    dataRoomAccessLog: 'Data-room reads',
  },
  request: {
    metaTitle: 'Your Data',
    metaDescription:
      'Download or erase the personal data you sent us with your e-mail address through our website.',
    title: 'Your Data',
    subtitle: 'Download or erase the personal data you sent us.',
    formTitle: 'Ask for a link',
    intro:
      'Enter the e-mail address you used on our website (a job application, a message, a request). We will send a link to it: open it to see what we hold for the address, download it or erase it.',
    account:
      'Have an account? Sign in and open your dashboard to download your data or delete your account.',
    email: 'Email',
    submit: 'Send me the link',
    submitting: 'Sending...',
    sentTitle: 'Check your inbox',
    sent: 'If we hold data for this address, we have sent a link to it. It works once, for 24 hours.',
    failed: 'Could not send the link',
    failedDescription: 'Please try again in a moment.',
    emailRequired: 'Email is required',
    invalidEmail: 'Invalid email address',
  },
  confirm: {
    metaTitle: 'Your Data',
    title: 'Your Data',
    subtitle: 'What we hold for {email}',
    heldTitle: 'What we hold',
    heldDescription: 'Records sent with this address, counted by kind.',
    nothingHeld: 'We hold no personal data for this address besides this request.',
    once: 'This link works once: downloading or erasing uses it. To do both, download first, then ask for a new link.',
    downloadTitle: 'Download my data',
    downloadText:
      'One ZIP file: a JSON file with every record above, and the files of your job applications (CVs) and conversations.',
    download: 'Download my data',
    eraseTitle: 'Erase my data',
    eraseText:
      'Every record above is deleted for good, with the files you sent us. Accepted investment requests are business records we must keep for 5 years: they stay, without your name and contact details.',
    erase: 'Erase my data',
    eraseDialogTitle: 'Erase your data?',
    eraseDialogText:
      'Everything we hold for {email} will be deleted at once. This cannot be undone.',
    eraseConfirm: 'Yes, erase my data',
    erasing: 'Erasing...',
    cancel: 'Cancel',
    erased: 'Your data has been erased',
    erasedDescription: 'We no longer hold the records sent with this address.',
    eraseFailed: 'Could not erase your data',
    eraseFailedDescription:
      'Nothing was erased, and your link still works. Please try again in a moment.',
    lastAdministrator:
      'This address belongs to the only Administrator account. Another Administrator must be appointed before it can be erased.',
  },
  /** The box at the end of the privacy policy. */
  privacyLink: {
    title: 'Your data',
    text: 'Sent us a form without an account? Ask for a link by e-mail to download or erase what you sent.',
    link: 'Download or erase your data',
  },
  gone: {
    metaTitle: 'Link no longer valid',
    title: 'This link has been used or has expired',
    body: 'Each link works once, for 24 hours. You can ask for a new one.',
    again: 'Ask for a new link',
    invalidLink: 'This link is not valid. Ask for a new one on the Your Data page.',
  },
  email: {
    subject: 'Your personal data at {company}',
    body: 'Someone, probably you, asked on our website for the personal data we hold for this e-mail address.',
    link: 'Open this link to see what we hold, download it or erase it:\n{url}',
    once: 'The link works once, for 24 hours. If you did not ask, ignore this e-mail: nothing happens without the link.',
    greeting: 'Hello,',
  },
  admin: {
    metaTitle: 'Data requests',
    title: 'Data Requests',
    subtitle:
      'Requests to download or erase personal data, and the deadline for answering each (30 days).',
    searchLabel: 'Search data requests',
    searchPlaceholder: 'Search by e-mail address',
    search: 'Search',
    filterLabel: 'Show',
    filters: {
      all: 'All',
      open: 'Open',
      'awaiting-confirmation': 'Awaiting confirmation',
      confirmed: 'Confirmed',
      completed: 'Completed',
      expired: 'Expired',
    },
    states: {
      'awaiting-confirmation': 'Awaiting confirmation',
      confirmed: 'Confirmed',
      completed: 'Completed',
      expired: 'Expired',
    },
    kinds: { export: 'Download', erasure: 'Erasure' },
    sources: { visitor: 'Visitor (e-mail link)', account: 'Account', staff: 'Staff' },
    columns: {
      email: 'Address',
      kind: 'Kind',
      source: 'Source',
      state: 'State',
      requested: 'Requested',
      deadline: 'Deadline',
      completed: 'Completed',
    },
    overdue: 'Overdue',
    filesWaiting: plural({
      one: '1 stored file of erased records is waiting to be deleted',
      other: '{n} stored files of erased records are waiting to be deleted',
    }),
    filesWaitingDescription:
      'The file storage could not be reached when their records were erased. They are tried again automatically, with a longer wait each time; if this stays, check the storage settings and the server log.',
    empty: 'No data requests found.',
    pagination: 'Data request pages',
    loadFailed: 'The data requests could not be loaded. Please try again.',
    eraseTitle: 'Erase data for an address',
    eraseDescription:
      'For a request received by phone or letter. Everything held for the address is erased at once, as the person’s own erasure would be; accepted investment requests are kept without personal details.',
    email: 'Email',
    confirm:
      'I have checked that the request comes from the person this address belongs to, and I understand the erasure cannot be undone.',
    confirmRequired: 'Please confirm the erasure',
    erase: 'Erase data',
    erasing: 'Erasing...',
    erased: 'Data erased for {email}',
    nothingErased: 'Nothing was held for {email}; the request is recorded as answered.',
    failed: 'Could not erase the data',
    failedDescription: 'Nothing was erased. Please try again.',
    ownAccount: 'You cannot erase your own account here. Ask another Administrator.',
    lastAdministrator:
      'This address belongs to the only Administrator. Appoint another Administrator first.',
  },
} as const
