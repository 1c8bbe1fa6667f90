export const services = {
  overview: {
    metaTitle: 'Our Services',
    metaDescription:
      'Eight service departments under one roof: consultancy, financial, legal, IT, security, hospitality, facility management and investment services in the UAE.',
    heroTitle: 'Our Services',
    heroSubtitle:
      'Professional services across eight departments, delivered by specialists who know the UAE market and work to international standards.',
    heroCta: 'Talk to Our Team',
    reasonsTitle: 'Why Choose Our Services',
    reasonsSubtitle:
      'Whether you are entering the UAE or growing an established business, one partner can cover every step.',
    reasons: [
      {
        title: 'One Trusted Partner',
        description:
          'Eight departments work together, so you deal with one team instead of coordinating many suppliers.',
      },
      {
        title: 'Local Expertise',
        description:
          'Our specialists know UAE regulation, free zones and market practice in every emirate.',
      },
      {
        title: 'International Standards',
        description:
          'Our processes, reporting and service levels meet the expectations of international clients.',
      },
      {
        title: 'Responsive Support',
        description:
          'A named contact for every client and a reply to every enquiry within 24 hours.',
      },
    ],
    departmentsTitle: 'Our Departments',
    departmentsSubtitle: 'Choose a department to see its services and how it can help you.',
    learnMore: 'Learn more',
    ctaTitle: 'Not sure where to start?',
    ctaBody:
      'Tell us what you want to achieve and we will put you in touch with the right department.',
    ctaButton: 'Contact Us',
  },
  /** The eight departments' names by slug (app/lib/departments.ts): header menu, services pages. */
  departments: {
    consultancy: { name: 'Consultancy Services' },
    financial: { name: 'Financial Services' },
    legal: { name: 'Legal Consultancy' },
    it: { name: 'IT Services' },
    security: { name: 'Security Services' },
    hospitality: { name: 'Hospitality Services' },
    facility: { name: 'Facility Management' },
    investment: { name: 'Investment Services' },
  },
  department: {
    breadcrumb: 'All Services',
    servicesTitle: 'What We Offer',
    servicesSubtitle: 'The services of our {name} department.',
    benefitsTitle: 'Why Work With Us',
    consultancyLink: 'Meet Our Consultants',
    investmentLink: 'Browse Investments',
    ctaTitle: 'Ready to get started?',
    ctaBody: 'Contact our team to discuss your needs. We reply to every enquiry within 24 hours.',
    ctaButton: 'Contact Us',
  },
} as const
