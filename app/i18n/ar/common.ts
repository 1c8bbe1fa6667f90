import type { common as english } from '../en/common'
import type { Translation } from '../translation'

/** The Arabic strings shared by every page (spread into the catalog's root); mirrors ../en/common.ts key for key. */
export const common: Translation<typeof english> = {
  brand: {
    shortName: 'UAE Invest',
    logoAlt: 'الصفحة الرئيسية لـ UAE Invest',
  },
  nav: {
    mainLabel: 'القائمة الرئيسية',
    services: 'الخدمات',
    allServices: 'جميع الخدمات',
    consultancyServices: 'خدمات الاستشارات',
    investment: 'الاستثمار',
    investments: 'الفرص الاستثمارية',
    requestInvestment: 'طلب استثمار',
    consultancy: 'الاستشارات',
    company: 'الشركة',
    careers: 'الوظائف',
    contact: 'اتصل بنا',
    about: 'من نحن',
    team: 'فريقنا',
    login: 'تسجيل الدخول',
    register: 'إنشاء حساب',
    dashboard: 'لوحة التحكم',
    profile: 'حسابي',
    adminArea: 'لوحة الإدارة',
    openMenu: 'فتح القائمة',
    closeMenu: 'إغلاق القائمة',
    skipToContent: 'الانتقال إلى المحتوى الرئيسي',
    otherLanguage: 'English',
  },
  footer: {
    tagline:
      'نربط المستثمرين والشركات الدولية بفرص استثمارية موثوقة وخدمات مهنية متخصصة في مختلف أنحاء دولة الإمارات.',
    quickLinks: 'روابط سريعة',
    home: 'الرئيسية',
    services: 'الخدمات',
    investments: 'الفرص الاستثمارية',
    aboutUs: 'من نحن',
    contact: 'اتصل بنا',
    legal: 'معلومات قانونية',
    privacyPolicy: 'سياسة الخصوصية',
    termsOfService: 'الشروط والأحكام',
    myData: 'بياناتكم',
    contactUs: 'تواصل معنا',
    rights: 'جميع الحقوق محفوظة.',
  },
  /** Links to the company's profiles (admin Settings), in the footer and on /contact. */
  social: {
    title: 'تابعونا',
    linkedin: 'LinkedIn',
    twitter: 'Twitter / X',
    instagram: 'Instagram',
  },
  notFound: {
    code: '404',
    title: 'عذراً! الصفحة غير موجودة',
    body: 'الصفحة التي تبحثون عنها غير موجودة أو تم نقلها.',
    home: 'العودة إلى الصفحة الرئيسية',
    metaTitle: 'الصفحة غير موجودة',
  },
  errors: {
    title: 'حدث خطأ ما',
    body: 'حدث خطأ غير متوقع. يرجى المحاولة مرة أخرى.',
    home: 'العودة إلى الصفحة الرئيسية',
    forbidden: 'ليست لديكم صلاحية لتنفيذ هذا الإجراء.',
    forbiddenTitle: 'تم رفض الوصول',
    badRequestTitle: 'تعذّرت معالجة هذا الطلب',
    notAForm: 'محتوى الطلب لا يتضمن بيانات نموذج.',
    controlCharacters: 'يحتوي النموذج على أحرف تحكم غير مرئية. يرجى إزالتها وإعادة إرسال النموذج.',
    unknownIntent: 'يطلب هذا النموذج تنفيذ إجراء غير موجود.',
    tooManyRequests: 'تم إرسال عدد كبير من الطلبات. يرجى الانتظار قليلاً ثم المحاولة مرة أخرى.',
    /** The page served while the database cannot be reached (503). */
    unavailableTitle: 'سنعود بعد قليل',
    unavailable:
      'الموقع غير متاح مؤقتاً ريثما تُعاد تشغيل إحدى الخدمات. يرجى المحاولة مرة أخرى بعد دقيقة.',
    /** Any text field over its limit (app/lib/field-limits.ts): 'Must be at most 100 characters' */
    // plural: zero='يجب ترك هذا الحقل فارغاً' one='يجب ألا يتجاوز النص حرفاً واحداً' two='يجب ألا يتجاوز النص حرفين' few='يجب ألا يتجاوز النص {max} أحرف' many='يجب ألا يتجاوز النص {max} حرفاً' other='يجب ألا يتجاوز النص {max} حرف'
    tooLong: 'يجب ألا يتجاوز النص {max} حرفاً',
    /** Any list over its limit: 'Must have at most 50 items' */
    // plural: zero='يجب ألا تحتوي القائمة على أي عنصر' one='يجب ألا تتجاوز القائمة عنصراً واحداً' two='يجب ألا تتجاوز القائمة عنصرين' few='يجب ألا تتجاوز القائمة {max} عناصر' many='يجب ألا تتجاوز القائمة {max} عنصراً' other='يجب ألا تتجاوز القائمة {max} عنصر'
    tooManyItems: 'يجب ألا تتجاوز القائمة {max} عنصراً',
    /** A list typed into one box (consultant expertise) with an item over its limit. */
    // plural: zero='يجب أن تكون جميع العناصر فارغة' one='يجب ألا يتجاوز كل عنصر حرفاً واحداً' two='يجب ألا يتجاوز كل عنصر حرفين' few='يجب ألا يتجاوز كل عنصر {max} أحرف' many='يجب ألا يتجاوز كل عنصر {max} حرفاً' other='يجب ألا يتجاوز كل عنصر {max} حرف'
    itemTooLong: 'يجب ألا يتجاوز كل عنصر {max} حرفاً',
  },
  dialog: {
    /** The X of every dialog. */
    close: 'إغلاق',
  },
  /** Every image field of the admin forms (SPEC 5: only images are accepted). */
  upload: {
    invalidImage: 'صيغة الملف غير صالحة',
    invalidImageDescription: 'يرجى تحميل ملف صورة (JPEG أو PNG أو غيرها)',
    imageTooLarge: 'حجم الصورة كبير جداً',
    imageTooLargeDescription: 'يرجى تحميل صورة لا يتجاوز حجمها 8 ميجابايت.',
    removeImage: 'إزالة الصورة',
    saveFailed: 'تعذّر حفظ التغييرات. يرجى المحاولة مرة أخرى.',
  },
  pagination: {
    label: 'التنقل بين الصفحات',
    /** '26–50 of 1,234' ('1,000+' when a search stopped counting) */
    range: '{first}–{last} من {total}',
    /** 'Page 2 of 50' ('50+' when a search stopped counting) */
    pageOf: 'الصفحة {page} من {pageCount}',
    previous: 'السابق',
    next: 'التالي',
  },
  privacyNotice: {
    contact: 'نستخدم هذه البيانات للرد على رسالتكم فقط.',
    consultation: 'نستخدم هذه البيانات لترتيب استشارتكم والرد عليكم فقط.',
    application: 'نستخدم هذه البيانات وسيرتكم الذاتية للنظر في طلب التوظيف الخاص بكم فقط.',
    investmentRequest: 'نستخدم بيانات حسابكم وهذه الرسالة للرد على طلبكم فقط.',
    customRequest: 'نستخدم هذه البيانات للرد على طلب الاستثمار الخاص بكم فقط.',
    registration: 'نستخدم هذه البيانات لتشغيل حسابكم وإطلاعكم على طلباتكم.',
    more: 'توضح {link} مدة احتفاظنا بها وكيف يمكنكم الحصول على نسخة منها أو طلب محوها.',
    link: 'سياسة الخصوصية',
  },
  loading: 'جارٍ التحميل...',
  placeholderPage: 'هذه الصفحة قيد الإعداد.',
}
