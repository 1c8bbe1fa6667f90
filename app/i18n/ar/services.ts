import type { services as english } from '../en/services'
import type { Translation } from '../translation'

/**
 * The Arabic catalog for the services overview and the service department pages; mirrors
 * ../en/services.ts key for key.
 */
export const services: Translation<typeof english> = {
  overview: {
    metaTitle: 'خدماتنا',
    metaDescription:
      'ثمانية أقسام خدمية تحت سقف واحد: الخدمات الاستشارية والمالية والقانونية وتقنية المعلومات والأمن والضيافة وإدارة المرافق والخدمات الاستثمارية في دولة الإمارات.',
    heroTitle: 'خدماتنا',
    heroSubtitle:
      'خدمات مهنية عبر ثمانية أقسام، يقدّمها مختصون على دراية عميقة بالسوق الإماراتي ويعملون وفق أعلى المعايير الدولية.',
    heroCta: 'التواصل مع فريقنا',
    reasonsTitle: 'لماذا تختارون خدماتنا',
    reasonsSubtitle:
      'سواء كنتم تدخلون السوق الإماراتي لأول مرة أو تعملون على توسيع أعمال قائمة، يرافقكم شريك واحد في كل خطوة.',
    reasons: [
      {
        title: 'شريك واحد موثوق',
        description:
          'تعمل أقسامنا الثمانية معاً، فتتعاملون مع فريق واحد بدلاً من التنسيق مع عدة موردين.',
      },
      {
        title: 'خبرة محلية',
        description:
          'يلمّ مختصونا بالتشريعات الإماراتية وأنظمة المناطق الحرة وممارسات السوق في كل إمارة.',
      },
      {
        title: 'معايير دولية',
        description: 'تلبّي إجراءاتنا وتقاريرنا ومستويات خدماتنا توقعات العملاء الدوليين.',
      },
      {
        title: 'دعم سريع الاستجابة',
        description: 'مسؤول تواصل مخصص لكل عميل، ورد على كل استفسار خلال 24 ساعة.',
      },
    ],
    departmentsTitle: 'أقسامنا',
    departmentsSubtitle: 'اختاروا أحد الأقسام للاطلاع على خدماته وكيف يمكنه مساعدتكم.',
    learnMore: 'المزيد من التفاصيل',
    ctaTitle: 'لستم متأكدين من أين تبدأون؟',
    ctaBody: 'أخبرونا بما تسعون إلى تحقيقه، وسنوصلكم بالقسم المناسب.',
    ctaButton: 'اتصل بنا',
  },
  /** The eight departments' names by slug (app/lib/departments.ts): header menu, services pages. */
  departments: {
    consultancy: { name: 'الخدمات الاستشارية' },
    financial: { name: 'الخدمات المالية' },
    legal: { name: 'الاستشارات القانونية' },
    it: { name: 'خدمات تقنية المعلومات' },
    security: { name: 'الخدمات الأمنية' },
    hospitality: { name: 'خدمات الضيافة' },
    facility: { name: 'إدارة المرافق' },
    investment: { name: 'الخدمات الاستثمارية' },
  },
  department: {
    breadcrumb: 'جميع الخدمات',
    servicesTitle: 'ما نقدّمه',
    servicesSubtitle: 'الخدمات التي يقدّمها قسم {name} لدينا.',
    benefitsTitle: 'لماذا تتعاملون معنا',
    consultancyLink: 'تعرّفوا على مستشارينا',
    investmentLink: 'استعراض الفرص الاستثمارية',
    ctaTitle: 'هل أنتم مستعدون للبدء؟',
    ctaBody: 'تواصلوا مع فريقنا لمناقشة احتياجاتكم. نرد على كل استفسار خلال 24 ساعة.',
    ctaButton: 'اتصل بنا',
  },
}
