export const common = {
  brand: {
    shortName: 'UAE Invest',
    logoAlt: 'UAE Invest home',
  },
  nav: {
    mainLabel: 'Main',
    services: 'Services',
    allServices: 'All Services',
    consultancyServices: 'Consultancy Services',
    investment: 'Investment',
    investments: 'Investments',
    requestInvestment: 'Request Investment',
    consultancy: 'Consultancy',
    company: 'Company',
    careers: 'Careers',
    contact: 'Contact',
    about: 'About',
    team: 'Team',
    login: 'Login',
    register: 'Register',
    dashboard: 'Dashboard',
    profile: 'Your account',
    adminArea: 'Admin area',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    skipToContent: 'Skip to content',
    /** The header's language switch: the other language's name, in that language. */
    otherLanguage: 'العربية',
  },
  footer: {
    tagline:
      'Connecting international investors and companies with vetted opportunities and professional services across the UAE.',
    quickLinks: 'Quick Links',
    home: 'Home',
    services: 'Services',
    investments: 'Investments',
    aboutUs: 'About Us',
    contact: 'Contact',
    legal: 'Legal',
    privacyPolicy: 'Privacy Policy',
    termsOfService: 'Terms of Service',
    myData: 'Your Data',
    contactUs: 'Contact Us',
    rights: 'All rights reserved.',
  },
  /** Links to the company's profiles (admin Settings), in the footer and on /contact. */
  social: {
    title: 'Follow Us',
    linkedin: 'LinkedIn',
    twitter: 'Twitter / X',
    instagram: 'Instagram',
  },
  notFound: {
    code: '404',
    title: 'Oops! Page not found',
    body: 'The page you are looking for does not exist or has moved.',
    home: 'Return to Home',
    metaTitle: 'Page not found',
  },
  errors: {
    title: 'Something went wrong',
    body: 'An unexpected error occurred. Please try again.',
    home: 'Return to Home',
    forbidden: 'You do not have permission to do that.',
    forbiddenTitle: 'Access denied',
    badRequestTitle: 'This request could not be handled',
    notAForm: 'The request body is not a form.',
    controlCharacters:
      'The form contains invisible control characters. Remove them and submit it again.',
    unknownIntent: 'This form asks for an action that does not exist.',
    tooManyRequests: 'Too many requests. Please wait a moment and try again.',
    /** The page served while the database cannot be reached (503). */
    unavailableTitle: 'Back in a moment',
    unavailable:
      'The site is briefly unavailable while a service restarts. Please try again in a minute.',
    /** Any text field over its limit (app/lib/field-limits.ts): 'Must be at most 100 characters' */
    tooLong: 'Must be at most {max} characters',
    /** Any list over its limit: 'Must have at most 50 items' */
    tooManyItems: 'Must have at most {max} items',
    /** A list typed into one box (consultant expertise) with an item over its limit. */
    itemTooLong: 'Each item must be at most {max} characters',
  },
  dialog: {
    /** The X of every dialog. */
    close: 'Close',
  },
  /** Every image field of the admin forms (SPEC 5: only images are accepted). */
  upload: {
    invalidImage: 'Invalid file format',
    invalidImageDescription: 'Please upload an image file (JPEG, PNG, etc.)',
    imageTooLarge: 'The image is too large',
    imageTooLargeDescription: 'Please upload an image of 8 MB or less.',
    removeImage: 'Remove image',
    saveFailed: 'The changes could not be saved. Please try again.',
  },
  pagination: {
    label: 'Pagination',
    /** '26–50 of 1,234' ('1,000+' when a search stopped counting) */
    range: '{first}–{last} of {total}',
    /** 'Page 2 of 50' ('50+' when a search stopped counting) */
    pageOf: 'Page {page} of {pageCount}',
    previous: 'Previous',
    next: 'Next',
  },
  /**
   * Issue 16: the notice beside each public form's submit button, why the data is asked
   * for; {link} is the privacy policy's link (its text is `link`).
   */
  privacyNotice: {
    contact: 'We use these details only to answer your message.',
    consultation: 'We use these details only to arrange your consultation and answer you.',
    application: 'We use these details and your CV only to consider your application.',
    investmentRequest: 'We use your account details and this message only to answer your request.',
    customRequest: 'We use these details only to answer your investment request.',
    registration: 'We use these details to run your account and show you your requests.',
    more: 'Our {link} says how long we keep them and how you can get a copy or have them erased.',
    link: 'Privacy Policy',
  },
  loading: 'Loading...',
  placeholderPage: 'This page is being prepared.',
} as const
