/** The home page (/). */
export const home = {
  metaTitle: 'Investment Opportunities and Business Services in the UAE',
  metaDescription:
    'Vetted investment opportunities and expert professional services for international investors and companies entering the UAE market.',
  hero: {
    defaultCta: 'Explore Services',
    learnMore: 'Learn More',
    scrollCue: 'Scroll to featured investments',
  },
  featured: {
    title: 'Featured Investments',
    subtitle: 'A selection of carefully vetted opportunities across the UAE.',
    viewAll: 'View All',
    previous: 'Previous investments',
    next: 'Next investments',
    slideLabel: '{n} of {total}',
  },
  video: {
    title: 'See Our Platform in Action',
    subtitle:
      'A short tour of how we guide investors from the first conversation to a running investment.',
    play: 'Play the platform video',
    playerTitle: 'Platform overview video',
  },
  testimonials: {
    title: 'What Our Clients Say',
    subtitle: 'Investors and business owners who entered the UAE market with us.',
    rating: '5 out of 5 stars',
  },
  whyChoose: {
    title: 'Why Choose {company}',
    subtitle: 'One trusted partner for opportunities, advice and the work in between.',
    items: [
      {
        title: 'Vetted Opportunities',
        text: 'Every investment is reviewed by our analysts for its legal standing, financials and market before it reaches you.',
      },
      {
        title: 'Expert Support',
        text: 'Advisors across finance, legal, IT and operations guide you from the first question to a running business.',
      },
      {
        title: 'Diverse Portfolio',
        text: 'Financial and resource-based opportunities in real estate, energy, agriculture, technology and more.',
      },
    ],
  },
  cta: {
    title: 'Ready to Start Your Investment Journey?',
    text: 'Create an account to send investment requests and follow their status, or browse the current opportunities.',
    register: 'Register Now',
    browse: 'Browse Investments',
  },
} as const
