/** The data room and investor pages (docs/decisions/043-investors.md). */
export const nda = {
  title: 'Non-disclosure agreement',
  /** /investments/:id/nda: a signed-in reader accepts the investment's current NDA. */
  accept: {
    metaTitle: 'Non-disclosure agreement',
    heading: 'Non-disclosure agreement: {title}',
    intro:
      'Documents of this investment marked confidential open once you accept this agreement. Read it, then type your full name and tick the box to accept it.',
    version: 'Version {version}, published {date}',
    typedName: 'Your full name',
    typedNameHint: 'Type your name as it is on your account: {name}',
    tick: 'I have read and accept this agreement',
    submit: 'Accept the agreement',
    submitting: 'Accepting...',
    alreadyAccepted: 'You accepted version {version} of this agreement on {date}.',
    noNda: 'Documents under NDA are not available yet for this investment.',
    back: 'Back to the investment',
    accepted: 'Agreement accepted',
    acceptedDescription: 'The documents under NDA of this investment are open to you.',
    failed: 'The agreement could not be saved. Please try again.',
    errors: {
      nameRequired: 'Type your full name',
      nameMismatch: 'The name must be the name on your account',
      tickRequired: 'Tick the box to accept the agreement',
      changed: 'A new version of the agreement was published meanwhile: read it and accept again.',
    },
  },
  /** Staff: /admin/nda (company default) and /admin/investments/:id/nda. */
  admin: {
    defaultTitle: 'Company NDA',
    defaultSubtitle:
      'The non-disclosure agreement readers accept for every investment without its own.',
    investmentTitle: 'NDA: {title}',
    investmentSubtitle:
      'The non-disclosure agreement readers of this investment accept before documents under NDA open.',
    usesDefault:
      'This investment has no NDA of its own: its readers accept the company NDA. Publishing here gives it its own.',
    editDefault: 'Edit the company NDA',
    current: 'Current version',
    none: 'No version published yet.',
    versionLine: 'Version {version}, published {date}',
    english: 'English text',
    arabic: 'Arabic text',
    history: 'History',
    noHistory: 'No earlier versions.',
    publish: 'Publish a new version',
    publishHint:
      'Readers who accepted an earlier version are asked to accept the new one before documents under NDA open again.',
    publishButton: 'Publish version',
    publishing: 'Publishing...',
    published: 'NDA published',
    publishedDescription: 'Version {version} is now the one readers accept.',
    failed: 'The NDA could not be published. Please try again.',
    acceptances: 'Acceptances',
    noAcceptances: 'No one has accepted this NDA yet.',
    columns: {
      reader: 'Account',
      typedName: 'Typed name',
      version: 'Version',
      investment: 'Investment',
      acceptedAt: 'Accepted',
      ip: 'Address',
    },
    deletedAccount: 'Deleted account',
    link: 'NDA',
    errors: {
      bodyRequired: 'Write the agreement in English',
      bodyArRequired: 'Write the agreement in Arabic',
    },
  },
  /** The risk warning of a request to invest (decision 043). */
  risk: {
    heading: 'Risk warning',
    general:
      'Investing puts your capital at risk: you may lose some or all of the money you invest. Returns are not guaranteed, and past or projected returns are no promise of future ones. Investments may be illiquid: you may be unable to sell or withdraw when you wish. Invest only what you can afford to lose, and seek independent advice if in doubt.',
    acknowledge: 'I have read and understood the risk warning',
    acknowledgeRequired: 'Tick the box to confirm you have read and understood the risk warning',
    field: 'Risk warning',
    fieldHint:
      'Shown to every investor before they request to invest. Needed before the investment is submitted for review.',
    acknowledgedAt: 'Risk warning acknowledged {date}',
    notAcknowledged: 'Risk warning not acknowledged (sent before it was asked)',
    shown: 'Warning shown',
  },
  /** Withdrawing a request within the cooling-off period (decision 043). */
  withdraw: {
    button: 'Withdraw',
    until: 'You may withdraw this request until {date}.',
    confirmTitle: 'Withdraw this request?',
    confirmBody:
      'The request for {title} is withdrawn and our team is told. To invest later, send a new request.',
    confirm: 'Withdraw request',
    cancel: 'Keep request',
    withdrawing: 'Withdrawing...',
    withdrawn: 'Request withdrawn',
    withdrawnDescription: 'Our team has been told.',
    periodOver: 'The cooling-off period has ended: this request can no longer be withdrawn.',
    notWithdrawable: 'Only a pending or accepted request can be withdrawn.',
    failed: 'The request could not be withdrawn. Please try again.',
    notifySubject: 'Request withdrawn: {title}',
    withdrawnAt: 'Withdrawn {date}',
  },
  /** The investor settings form on /admin/settings (permission investor-settings). */
  settings: {
    title: 'Investors',
    description:
      'The legal figures of the investor side. Counsel decides each of them; the site applies what is saved here.',
    fixErrors: 'Please correct the highlighted fields.',
    save: 'Save Investor Settings',
    saving: 'Saving...',
    saved: 'Investor settings saved',
    savedDescription: 'The new figures apply from now on.',
    fields: {
      investorRecordsYears: 'Investor records kept (years)',
      coolingOffHours: 'Cooling-off period (hours)',
      roomAccessDays: 'Data room access (days)',
      identityReminderDays: 'Identity document reminder (days)',
    },
    hints: {
      investorRecordsYears:
        'How long an investor file and accepted requests are kept after the account is erased (1 to 25; UAE anti-money-laundering law asks for at least 5). Counsel decides.',
      coolingOffHours:
        'How long after sending a request the investor may withdraw it (0 to 720; 0 turns withdrawal off). Counsel decides.',
      roomAccessDays:
        "How long an investment's documents stay open to an investor after their request is decided (1 to 3650). Counsel decides.",
      identityReminderDays:
        'How many days before an identity document expires its investor is reminded (1 to 365). Counsel decides.',
    },
  },
}
