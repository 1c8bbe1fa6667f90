import type { home as english } from '../en/home'

/** The English shape with every text widened to `string` (the English file is `as const`). */
type Translation<T> = T extends string ? string : { readonly [K in keyof T]: Translation<T[K]> }

/** The Arabic catalog for the home page (/); mirrors ../en/home.ts key for key. */
export const home: Translation<typeof english> = {
  metaTitle: 'فرص استثمارية وخدمات أعمال في دولة الإمارات',
  metaDescription:
    'فرص استثمارية خضعت لتقييم دقيق وخدمات مهنية متخصصة للمستثمرين الدوليين والشركات الراغبة في دخول السوق الإماراتي.',
  hero: {
    defaultCta: 'استكشف خدماتنا',
    learnMore: 'اعرف المزيد',
    scrollCue: 'الانتقال إلى الاستثمارات المميزة',
  },
  featured: {
    title: 'استثمارات مميزة',
    subtitle: 'مجموعة مختارة من الفرص التي خضعت لتقييم دقيق في مختلف أنحاء الدولة.',
    viewAll: 'عرض الكل',
    previous: 'الاستثمارات السابقة',
    next: 'الاستثمارات التالية',
    slideLabel: '{n} من {total}',
  },
  video: {
    title: 'تعرّفوا على منصتنا عن قرب',
    subtitle: 'جولة قصيرة توضح كيف نرافق المستثمرين من المحادثة الأولى حتى يصبح استثمارهم قائماً.',
    play: 'تشغيل الفيديو التعريفي بالمنصة',
    playerTitle: 'فيديو تعريفي بالمنصة',
  },
  testimonials: {
    title: 'آراء عملائنا',
    subtitle: 'مستثمرون وأصحاب أعمال دخلوا السوق الإماراتي معنا.',
    rating: '5 من 5 نجوم',
  },
  whyChoose: {
    title: 'لماذا تختارون {company}',
    subtitle: 'شريك واحد موثوق للفرص الاستثمارية والاستشارات وكل ما بينهما.',
    items: [
      {
        title: 'فرص موثوقة',
        text: 'يراجع محللونا كل استثمار من حيث وضعه القانوني وبياناته المالية وسوقه قبل أن يُعرض عليكم.',
      },
      {
        title: 'دعم متخصص',
        text: 'مستشارون في المجالات المالية والقانونية وتقنية المعلومات والعمليات يرافقونكم من السؤال الأول حتى انطلاق أعمالكم.',
      },
      {
        title: 'محفظة متنوعة',
        text: 'فرص مالية وأخرى قائمة على الموارد في قطاعات العقارات والطاقة والزراعة والتكنولوجيا وغيرها.',
      },
    ],
  },
  cta: {
    title: 'هل أنتم مستعدون لبدء رحلتكم الاستثمارية؟',
    text: 'أنشئوا حساباً لإرسال طلبات الاستثمار ومتابعة حالتها، أو تصفحوا الفرص الاستثمارية المتاحة حالياً.',
    register: 'سجّل الآن',
    browse: 'تصفح الاستثمارات',
  },
}
