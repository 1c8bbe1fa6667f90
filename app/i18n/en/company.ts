import { plural } from '../plural'
/**
 * Company pages: about, team, contact, legal pages, and their admin screens.
 * Placeholders: {company}, {email}, {phone}, {address}, {name}, {n}.
 */

export type LegalSection = {
  heading: string
  paragraphs?: readonly string[]
  items?: readonly { label?: string; text: string }[]
  after?: readonly string[]
}

const privacySections: readonly LegalSection[] = [
  {
    heading: 'Who we are',
    paragraphs: [
      '{company} ("we", "us") provides professional services and investment opportunities from its office in {address}. This policy explains what personal information we collect through this website, why we collect it, how long we keep it and the choices you have.',
      'We handle personal information in line with the laws of the United Arab Emirates, including Federal Decree-Law No. 45 of 2021 on the Protection of Personal Data. If you have a question about this policy, write to us at {email}.',
    ],
  },
  {
    heading: 'Information we collect',
    paragraphs: [
      'We only collect what you give us through our forms and what we need to run the website safely:',
    ],
    items: [
      {
        label: 'Contact form',
        text: 'your name, email address, and optionally your phone number and a subject, together with your message.',
      },
      {
        label: 'Consultation requests',
        text: 'your name, email address, phone number, your message and the consultant you chose.',
      },
      {
        label: 'Job applications',
        text: 'your name, email address, phone number, cover letter and the CV file you upload, the position you applied for, and whether you asked us to keep your application in our talent pool.',
      },
      {
        label: 'Investment requests',
        text: 'your name, email address and phone number, the type of investment, budget, timeframe and description you enter, or your message about a specific opportunity.',
      },
      {
        label: 'Accounts',
        text: 'your name and email address, and optionally your company name and phone number, and whether you want our marketing e-mails. Your password is stored only as a secure one-way hash; we never see it.',
      },
      {
        label: 'Consent records',
        text: 'each time you send one of our forms, the version of this policy shown to you, the choices you ticked on the form and the time.',
      },
      {
        label: 'Technical information',
        text: 'your IP address and basic request details, which our servers use to protect the forms against abuse and keep short security logs.',
      },
    ],
  },
  {
    heading: 'How we use your information',
    items: [
      { text: 'to reply to your messages and consultation requests;' },
      { text: 'to assess and respond to your investment requests;' },
      { text: 'to consider your job application and contact you about it;' },
      { text: 'to provide your account and show you the status of your requests;' },
      { text: 'to keep the website secure and prevent spam and misuse;' },
      { text: 'to meet our legal and regulatory obligations in the UAE.' },
    ],
    after: [
      'We do not sell your personal information, and we do not send you marketing messages unless you have asked us to.',
    ],
  },
  {
    heading: 'Why we may use it',
    paragraphs: [
      'Each form on this website shows a short notice, with a link to this page, before you send it. The law allows us to use your information on these grounds:',
    ],
    items: [
      {
        label: 'Your own request',
        text: 'to answer your contact message, consultation request or investment request, we use the details you sent with it, and nothing else.',
      },
      {
        label: 'Your account',
        text: 'to provide the account you opened and show you your requests.',
      },
      {
        label: 'Your consent',
        text: 'to consider a job application, you tick a box on the form agreeing that we process your application and CV; without it we cannot consider the application. Keeping your application in our talent pool and sending you marketing e-mails also rest on your consent, given only by ticking an optional box, which is never ticked for you.',
      },
      {
        label: 'Our legal obligations and a safe website',
        text: 'to keep security logs and the business records UAE law requires.',
      },
    ],
    after: [
      'You may withdraw your consent at any time: stop marketing e-mails from the profile on your dashboard, and ask us to remove your application from the talent pool or erase it as described below. Withdrawing does not affect what we did before.',
    ],
  },
  {
    heading: 'Where it is stored',
    paragraphs: [
      "Your information is stored on the company's own servers or with its cloud storage provider, in the United Arab Emirates region the company chooses. CVs and other uploaded documents are private: they are never available at a public address, and only authorised staff who are signed in can open them. When we erase a file, it is deleted from storage, not only unlinked.",
    ],
  },
  {
    heading: 'Cookies',
    paragraphs: [
      'We use only two cookies, both needed for the website to work. We do not use analytics, advertising or tracking cookies.',
    ],
    items: [
      {
        label: 'Session cookie',
        text: 'set when you sign in, so that you stay signed in as you move between pages. It cannot be read by scripts on the page and is removed when you log out or the session expires.',
      },
      {
        label: 'Message cookie',
        text: 'a short-lived cookie (at most one minute) that carries a confirmation such as "Message sent successfully" to the next page you see. It is deleted as soon as the message is shown.',
      },
    ],
  },
  {
    heading: 'Who we share it with',
    paragraphs: [
      'Only our own staff who need your information to help you can see it. We use a small number of service providers, such as hosting, file storage and email delivery, who process information on our behalf under contract and may not use it for anything else.',
      'We disclose information to authorities only when UAE law requires it. The map on our contact page is loaded from OpenStreetMap, which receives your IP address when your browser requests the map images.',
    ],
  },
  {
    heading: 'How long we keep it',
    items: [
      {
        label: 'Contact messages and consultation requests',
        text: 'up to two years (24 months) after you send them.',
      },
      {
        label: 'Job applications and CVs',
        text: 'six months after you apply, unless you are hired; if you agreed to our talent pool, 24 months after you apply.',
      },
      {
        label: 'Investment requests',
        text: 'for as long as your account is open, and afterwards for the period UAE record-keeping rules require. When an account is deleted, accepted investment requests are kept for five years as business records, without the name, e-mail address, phone number or message; everything else is deleted.',
      },
      {
        label: 'Accounts',
        text: 'until you delete your account from your dashboard or ask us to close it.',
      },
      {
        label: 'Consent records',
        text: 'as long as the submission they belong to.',
      },
      {
        label: 'Security logs',
        text: 'no longer than 90 days.',
      },
    ],
    after: [
      'These are our standard periods. Records and files whose period has ended are deleted automatically every day.',
    ],
  },
  {
    heading: 'Your rights',
    paragraphs: [
      'You may ask us at any time to show you the personal information we hold about you, correct it, delete it, stop using it for a particular purpose, or give you a copy in a common format. Where we rely on your consent, you may withdraw it.',
      'Send your request to {email}. We will answer within 30 days and may ask you to confirm your identity first.',
    ],
    items: [
      {
        label: 'With an account',
        text: 'sign in and open "Your data" on your dashboard: you can download everything we hold about you (your profile, requests, applications with their CVs, and messages) as one ZIP file, correct your profile, and delete your account, which erases your personal data and signs you out everywhere.',
      },
      {
        label: 'Without an account',
        text: 'if you only sent us a form (an application, a message or a request), go to the page /my-data on this website and enter the e-mail address you used. We send a confirmation link to that address, valid for 24 hours and usable once, with which you can download or erase what was sent with it.',
      },
    ],
  },
  {
    heading: 'How we protect it',
    paragraphs: [
      'The website is served over encrypted connections, passwords are hashed, uploaded files are checked before they are stored, and only authorised staff can open the administration area. No system is perfectly secure, but we review our safeguards regularly.',
    ],
  },
  {
    heading: 'Children',
    paragraphs: [
      'Our services are meant for adults. We do not knowingly collect information from anyone under 18.',
    ],
  },
  {
    heading: 'Changes to this policy',
    paragraphs: [
      'If we change this policy we will publish the new version on this page with a new date. Significant changes will be highlighted on the website.',
    ],
  },
  {
    heading: 'Contact us',
    paragraphs: [
      'For any question about your personal information, contact {company} at {email} or {phone}, or write to us at {address}.',
    ],
  },
]

const termsSections: readonly LegalSection[] = [
  {
    heading: 'About these terms',
    paragraphs: [
      'These terms apply to your use of the website of {company}. By using the website, creating an account or sending us a request, you agree to them. If you do not agree, please do not use the website.',
    ],
  },
  {
    heading: 'Our website and services',
    paragraphs: [
      'The website describes our professional services and the investment opportunities we offer, and lets you contact us, apply for jobs and submit requests. Information on the website is an invitation to talk to us. It is not an offer of securities, and no agreement exists until we both sign a separate written contract.',
    ],
  },
  {
    heading: 'No investment advice',
    paragraphs: [
      'Content on this website is general information. It does not take your personal circumstances into account and is not financial, legal or tax advice.',
      'Profit margins and returns shown for an opportunity are estimates based on past performance or projections; they are not guaranteed. Every investment carries risk, including the loss of some or all of the money invested. Please read the full documents for any opportunity and take independent advice before you invest.',
    ],
  },
  {
    heading: 'Your account',
    items: [
      { text: 'Give us accurate information and keep it up to date.' },
      { text: 'Keep your password secret and do not share your account.' },
      { text: 'Tell us at {email} straight away if you think someone else has used your account.' },
      {
        text: 'We may suspend or close an account that is used in breach of these terms or the law.',
      },
    ],
  },
  {
    heading: 'Requests and applications',
    paragraphs: [
      'When you send an investment request, a consultation request or a job application, the information you give must be true and complete, and any documents you upload must be your own. Sending a request does not oblige either of us to go ahead; we may accept or decline any request.',
    ],
  },
  {
    heading: 'Acceptable use',
    paragraphs: ['You must not:'],
    items: [
      { text: 'use the website for anything unlawful or fraudulent;' },
      { text: 'upload files that contain malicious code or content you have no right to share;' },
      { text: 'send automated or bulk submissions through our forms;' },
      { text: 'try to access parts of the website or data that are not meant for you.' },
    ],
  },
  {
    heading: 'Intellectual property',
    paragraphs: [
      'The text, design, logos and images on this website belong to {company} or its licensors. You may view and print pages for your own use, but you may not copy or republish them for commercial purposes without our written permission.',
    ],
  },
  {
    heading: 'Links to other websites',
    paragraphs: [
      'Some pages link to other websites, such as documents about an investment or the map provider. We are not responsible for the content or privacy practices of those websites.',
    ],
  },
  {
    heading: 'Limitation of liability',
    paragraphs: [
      'We take care to keep the website accurate and available, but we cannot promise that it will always be complete, current or free of interruption. To the extent permitted by UAE law, we are not liable for losses arising from your use of the website or from decisions made on the basis of its content. Nothing in these terms limits liability that cannot be limited by law.',
    ],
  },
  {
    heading: 'Changes to these terms',
    paragraphs: [
      'We may update these terms from time to time. The version on this page, with its date, is the one that applies to your use of the website.',
    ],
  },
  {
    heading: 'Governing law',
    paragraphs: [
      'These terms are governed by the laws of the United Arab Emirates as applied in the Emirate of Abu Dhabi. The courts of Abu Dhabi have jurisdiction over any dispute arising from them.',
    ],
  },
  {
    heading: 'Contact us',
    paragraphs: ['Questions about these terms can be sent to {email} or {phone}.'],
  },
]

export const company = {
  about: {
    metaTitle: 'About Us',
    metaDescription:
      'Since 2018 we have helped international investors and companies succeed in the UAE with professional services and vetted investment opportunities.',
    title: 'About Us',
    subtitle:
      'Since 2018 we have helped international investors and companies find their way in the United Arab Emirates.',
    storyTitle: 'Who We Are',
    story: [
      '{company} was founded in Abu Dhabi in 2018 by a team of bankers, consultants and operators who had spent their careers helping businesses grow in the Gulf.',
      'Today our eight service departments support companies from their first feasibility study through licensing, finance, technology and day-to-day operations, while our investment team connects investors with carefully vetted opportunities across the Emirates.',
    ],
    stats: [
      { value: '2018', label: 'Founded in Abu Dhabi' },
      { value: '8', label: 'Service departments' },
      { value: '20+', label: 'Investment advisors' },
      { value: '24h', label: 'Response to every enquiry' },
    ],
    missionTitle: 'Our Mission',
    mission:
      'To make doing business and investing in the UAE simple, transparent and rewarding, by giving every client expert advice and dependable service from a single trusted partner.',
    visionTitle: 'Our Vision',
    vision:
      'To be the first choice for international investors and companies who want to build lasting success in the United Arab Emirates.',
    coreTitle: 'What We Do',
    coreSubtitle: 'Three core services, one team.',
    core: [
      {
        title: 'Professional Services',
        description:
          'Consultancy, financial, legal, IT, security, hospitality and facility management services for companies of every size.',
      },
      {
        title: 'Investment Opportunities',
        description:
          'Financial and resource-based opportunities that have passed our due diligence, with packages from 50,000 AED.',
      },
      {
        title: 'Expert Consultancy',
        description:
          'Advisors who guide you through market entry, strategy and growth, backed by local knowledge.',
      },
    ],
    whyTitle: 'Why Choose Us',
    why: [
      {
        title: '20+ investment advisors',
        description: 'Specialists in real estate, financial markets and private business.',
      },
      {
        title: 'A reply within 24 hours',
        description: 'Every enquiry receives a response from a named person within one day.',
      },
      {
        title: 'Accessible packages',
        description: 'Investment packages start from 50,000 AED.',
      },
      {
        title: 'Flexible terms',
        description: 'Short term investments of 1-2 years and long term investments of 3+ years.',
      },
    ],
    valuesTitle: 'Our Values',
    values: [
      {
        title: 'Integrity',
        description: 'We give honest advice, even when it is not what a client hoped to hear.',
      },
      {
        title: 'Excellence',
        description: 'We hold every department to the same high standard of work.',
      },
      {
        title: 'Transparency',
        description: 'Clear fees, clear risks and clear reporting, from the first meeting on.',
      },
      {
        title: 'Partnership',
        description: "We measure our success by our clients' success over the long term.",
      },
    ],
    ctaTitle: 'Let us help you succeed in the UAE',
    ctaBody: 'Explore our services or talk to our team about your plans.',
    servicesLink: 'Explore Our Services',
    contactLink: 'Contact Us',
  },

  team: {
    metaTitle: 'Our Team',
    metaDescription:
      'Meet the executive leadership and department leaders who guide our services and investment activity across the UAE.',
    title: 'Our Leadership Team',
    subtitle:
      'Experienced professionals who lead our services and investment activity across the UAE.',
    executiveTitle: 'Executive Leadership',
    departmentTitle: 'Department Leaders',
    linkedin: 'LinkedIn profile of {name}',
    twitter: 'Twitter profile of {name}',
    empty: 'No team members to show yet.',
    joinTitle: 'Join Our Team',
    joinBody:
      'We are always looking for talented people who share our values. See our current openings or send us an open application.',
    joinButton: 'View Open Positions',
  },

  contact: {
    metaTitle: 'Contact Us',
    metaDescription:
      'Contact our team in Abu Dhabi about our services or an investment opportunity. We reply to every message within 24 hours.',
    title: 'Contact Us',
    subtitle:
      "Questions about our services or an investment? Send us a message and we'll get back to you as soon as possible.",
    formTitle: 'Send Us a Message',
    formDescription: 'Fields marked * are required.',
    name: 'Full Name',
    email: 'Email',
    phone: 'Phone (Optional)',
    phoneLabel: 'Phone',
    subject: 'Subject (Optional)',
    message: 'Message',
    submit: 'Send Message',
    sending: 'Sending...',
    requiredFields: 'Please fill in all required fields',
    nameRequired: 'Full name is required',
    emailRequired: 'Email is required',
    emailInvalid: 'Invalid email address',
    messageRequired: 'Message is required',
    success: 'Message sent successfully',
    successDescription: "We'll get back to you as soon as possible",
    failed: 'Failed to send message',
    failedDescription: 'Please try again later',
    infoTitle: 'Contact Information',
    address: 'Address',
    hoursTitle: 'Office Hours',
    mapTitle: 'Find Us',
    mapLabel: 'Map showing our office in {address}',
    mapMarker: 'Our office',
    mapLoading: 'Loading map...',
    mapShow: 'Show the map',
    mapOpen: 'Open in OpenStreetMap',
    faqTitle: 'Frequently Asked Questions',
    faq: [
      {
        question: 'Who will handle my enquiry?',
        answer:
          'Our team of 20+ investment advisors and department specialists. Your message goes straight to the person best placed to help.',
      },
      {
        question: 'How quickly will you reply?',
        answer: 'We respond to every message within 24 hours on working days.',
      },
      {
        question: 'What is the minimum investment?',
        answer:
          'Our investment packages start from 50,000 AED. Custom opportunities can be arranged for larger budgets.',
      },
      {
        question: 'What investment terms do you offer?',
        answer:
          'We offer short term investments of 1-2 years and long term investments of 3+ years, depending on the opportunity.',
      },
      {
        question: 'Can I visit your office?',
        answer:
          'Yes. Please send us a message first so that the right specialist is available to meet you during office hours.',
      },
    ],
    notifySubject: 'New contact message from {name}',
    notifyFields: {
      name: 'Name',
      email: 'Email',
      phone: 'Phone',
      subject: 'Subject',
      message: 'Message',
    },
  },

  privacy: {
    metaTitle: 'Privacy Policy',
    metaDescription:
      'How we collect, use and protect personal information sent through our website, and the rights you have.',
    title: 'Privacy Policy',
    /** {date}: the policy's version as a date; {version}: the version itself (2026-11-25). */
    updated: 'Last updated: {date} (version {version})',
    intro:
      'Your privacy matters to us. This page explains, in plain language, how {company} handles the personal information you share with us.',
    sections: privacySections,
  },

  terms: {
    metaTitle: 'Terms of Service',
    metaDescription:
      'The terms that apply to your use of our website, your account and the requests you send us.',
    title: 'Terms of Service',
    updated: 'Last updated: 1 June 2025',
    intro:
      'Please read these terms carefully. They explain the rules for using our website and what you can expect from us.',
    sections: termsSections,
  },

  adminTeam: {
    metaTitle: 'Team',
    title: 'Team Members',
    subtitle: 'The people shown on the public team page.',
    add: 'Add Team Member',
    searchLabel: 'Search team members',
    searchPlaceholder: 'Search by name or position',
    groupFilterLabel: 'Group',
    groupAll: 'All groups',
    search: 'Search',
    columns: {
      image: 'Image',
      name: 'Name',
      position: 'Position',
      group: 'Group',
      order: 'Order',
      status: 'Status',
      actions: 'Actions',
    },
    groups: { executive: 'Executive Leadership', department: 'Department Leaders' },
    active: 'Active',
    inactive: 'Inactive',
    empty: 'No team members found.',
    edit: 'Edit',
    editLabel: 'Edit {name}',
    delete: 'Delete',
    deleteLabel: 'Delete {name}',
    addTitle: 'Add Team Member',
    editTitle: 'Edit Team Member',
    dialogDescription: 'Fields marked * are required. Active members appear on the team page.',
    name: 'Name',
    position: 'Position',
    bio: 'Bio',
    email: 'Email',
    linkedinUrl: 'LinkedIn URL',
    twitterUrl: 'Twitter URL',
    group: 'Group',
    sortOrder: 'Sort Order',
    sortOrderHint: 'Lower numbers appear first within the group. Leave empty to add at the end.',
    isActive: 'Active (shown on the team page)',
    image: 'Photo',
    cancel: 'Cancel',
    create: 'Add Member',
    save: 'Save Changes',
    saving: 'Saving...',
    confirmDelete: {
      title: 'Delete team member?',
      description: 'This permanently removes {name} from the team page. This cannot be undone.',
      cancel: 'Cancel',
      confirm: 'Delete',
      deleting: 'Deleting...',
    },
    nameRequired: 'Name is required',
    positionRequired: 'Position is required',
    invalidUrl: 'Enter a web address starting with http:// or https://',
    invalidEmail: 'Invalid email address',
    sortOrderInvalid: 'Sort order must be a whole number from 0 to 9999',
    groupInvalid: 'Choose a group',
    added: 'Team member added',
    addedDescription: '{name} has been added to the team page.',
    updated: 'Team member updated',
    updatedDescription: "{name}'s details have been updated.",
    deleted: 'Team member deleted',
    deletedDescription: '{name} has been removed from the team page.',
    addFailed: 'Failed to add team member',
    updateFailed: 'Failed to update team member',
    deleteFailed: 'Failed to delete team member',
    failedDescription: 'Please try again later.',
    loadFailed: 'Failed to load team members',
    notFound: 'This team member no longer exists.',
  },

  adminContacts: {
    metaTitle: 'Contacts',
    title: 'Contact Messages',
    subtitle: 'Messages sent through the contact form, newest first.',
    unreadCount: plural({ one: '{n} unread', other: '{n} unread' }),
    searchLabel: 'Search messages',
    searchPlaceholder: 'Search by name, email or subject',
    filterLabel: 'Show',
    filters: { all: 'All', unread: 'Unread' },
    search: 'Search',
    columns: {
      name: 'Name',
      email: 'Email',
      subject: 'Subject',
      date: 'Date',
      actions: 'Actions',
    },
    newBadge: 'New',
    noSubject: '(No subject)',
    empty: 'No messages found.',
    view: 'View',
    viewLabel: 'View message from {name}',
    delete: 'Delete',
    deleteLabel: 'Delete message from {name}',
    dialogTitle: 'Message from {name}',
    received: 'Received {date}',
    email: 'Email',
    phone: 'Phone',
    subject: 'Subject',
    message: 'Message',
    reply: 'Reply by Email',
    replySubject: 'Re: {subject}',
    close: 'Close',
    confirmDelete: {
      title: 'Delete this message?',
      description: 'The message from {name} will be permanently deleted.',
      cancel: 'Cancel',
      confirm: 'Delete',
      deleting: 'Deleting...',
    },
    deleted: 'Message has been deleted.',
    deleteFailed: 'Failed to delete message',
    markReadFailed: 'Failed to update message',
    failedDescription: 'Please try again later.',
    loadFailed: 'Failed to load contact messages',
    notFound: 'This message no longer exists.',
  },
} as const
