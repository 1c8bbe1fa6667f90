import type { requests as english } from '../en/requests'

/** The English shape with every text widened to `string` (the English file is `as const`). */
type Translation<T> = T extends string ? string : { readonly [K in keyof T]: Translation<T[K]> }

/** The Arabic catalog for investment requests; mirrors ../en/requests.ts key for key. */
export const requests: Translation<typeof english> = {
  // SPEC 9: the custom request form's choices, shown with human labels.
  investmentTypes: {
    'real-estate': 'العقارات',
    stocks: 'الأسهم',
    business: 'الأعمال التجارية',
    startup: 'الشركات الناشئة',
    other: 'أخرى',
  },
  budgets: {
    'under-100k': 'أقل من 100,000 درهم',
    '100k-500k': '100,000 - 500,000 درهم',
    '500k-1m': '500,000 - 1,000,000 درهم',
    '1m-5m': '1,000,000 - 5,000,000 درهم',
    '5m+': 'أكثر من 5,000,000 درهم',
  },
  timeframes: {
    short: 'قصير الأجل (أقل من سنة)',
    medium: '1-3 سنوات',
    long: 'أكثر من 3 سنوات',
  },

  form: {
    metaTitle: 'طلب استثمار',
    metaDescription:
      'أخبروا مستشارينا بمجال الاستثمار الذي تبحثون عنه وبميزانيتكم والإطار الزمني المناسب لكم، واحصلوا على فرص استثمارية مصممة خصيصاً لكم في دولة الإمارات.',
    heroTitle: 'طلب استثمار',
    heroSubtitle:
      'هل تبحثون عن فرصة محددة؟ أخبرونا بأهدافكم، وسيعمل مستشارو الاستثمار لدينا على إيجاد الفرص التي تلائمها.',
    cardTitle: 'طلب استثمار مخصص',
    cardDescription: 'يرجى تعبئة النموذج أدناه. الحقول المميزة بعلامة النجمة (*) إلزامية.',
    name: 'الاسم الكامل',
    email: 'البريد الإلكتروني',
    phone: 'رقم الهاتف',
    investmentType: 'نوع الاستثمار',
    budget: 'الميزانية',
    timeframe: 'الإطار الزمني',
    description: 'الوصف',
    namePlaceholder: 'اسمكم الكامل',
    emailPlaceholder: 'you@example.com',
    phonePlaceholder: '+971 50 123 4567',
    selectType: 'اختر نوع الاستثمار',
    selectBudget: 'اختر نطاق الميزانية',
    selectTimeframe: 'اختر الإطار الزمني',
    descriptionPlaceholder:
      'صفوا الاستثمار الذي تبحثون عنه: القطاع، والأهداف، والعوائد المتوقعة، وأي تفضيلات أخرى.',
    submit: 'إرسال الطلب',
    submitting: 'جارٍ الإرسال...',
    // SPEC 5 and 8
    missingTitle: 'حقول إلزامية غير مكتملة',
    missingDescription: 'يرجى تعبئة جميع الحقول الإلزامية.',
    nameRequired: 'الاسم الكامل مطلوب',
    emailRequired: 'البريد الإلكتروني مطلوب',
    invalidEmail: 'البريد الإلكتروني غير صحيح',
    descriptionRequired: 'الوصف مطلوب',
    invalidChoice: 'يرجى اختيار أحد الخيارات المتاحة',
    successTitle: 'تم إرسال الطلب بنجاح',
    successDescription: 'لقد استلمنا طلب الاستثمار الخاص بكم، وسنتواصل معكم قريباً.',
    errorTitle: 'تعذّر إرسال الطلب',
    errorDescription: 'حدثت مشكلة أثناء إرسال طلبكم. يرجى المحاولة مرة أخرى.',
    duplicateError: 'لقد استلمنا هذا الطلب خلال الساعة الماضية. سيتواصل معكم فريقنا قريباً.',
    nextTitle: 'الخطوات التالية',
    nextSteps: [
      {
        title: 'نراجع طلبكم',
        body: 'يطّلع أحد مستشاري الاستثمار على طلبكم ويقارنه بالفرص المتاحة حالياً.',
      },
      {
        title: 'نتواصل معكم خلال 24 ساعة',
        body: 'نتواصل معكم عبر البريد الإلكتروني أو الهاتف للتعرف على أهدافكم بمزيد من التفصيل.',
      },
      {
        title: 'تحصلون على خيارات مصممة لكم',
        body: 'نعرض عليكم الفرص والباقات التي تتناسب مع ميزانيتكم والإطار الزمني الذي تفضلونه.',
      },
    ],
    browseTitle: 'هل تفضلون التصفح بأنفسكم؟',
    browseBody: 'اطّلعوا على الفرص الاستثمارية المتاحة حالياً.',
    browseLink: 'عرض الفرص الاستثمارية',
    notifySubject: 'طلب استثمار مخصص جديد',
  },

  admin: {
    metaTitle: 'الطلبات',
    title: 'طلبات الاستثمار',
    subtitle: 'مراجعة طلبات الاستثمار الواردة من العملاء والزوار والرد عليها.',
    tabsLabel: 'نوع الطلب',
    tabSpecific: 'طلبات لفرص استثمارية محددة',
    tabCustom: 'طلبات الاستثمار المخصصة',
    searchLabel: 'البحث في الطلبات',
    searchPlaceholderSpecific: 'ابحث بالاسم أو البريد الإلكتروني أو الفرصة الاستثمارية أو الرسالة',
    searchPlaceholderCustom: 'ابحث بالاسم أو البريد الإلكتروني أو الوصف',
    statusLabel: 'الحالة',
    statusAll: 'الكل',
    statuses: { Pending: 'قيد المراجعة', Accepted: 'مقبول', Rejected: 'مرفوض' },
    apply: 'بحث',
    clear: 'مسح',
    // plural: zero='لا توجد طلبات' one='طلب واحد' two='طلبان' few='{n} طلبات' many='{n} طلباً' other='{n} طلب'
    resultCount: '{n} طلباً',
    resultCountOne: 'طلب واحد',
    empty: 'لم يتم العثور على طلبات.',
    colUser: 'المستخدم',
    colRequester: 'مقدّم الطلب',
    colInvestment: 'الفرصة الاستثمارية',
    colMessage: 'الرسالة',
    colDetails: 'التفاصيل',
    colDescription: 'الوصف',
    colDate: 'التاريخ',
    colStatus: 'الحالة',
    colActions: 'الإجراءات',
    unknownUser: 'مستخدم غير معروف',
    unknownEmail: 'بريد إلكتروني غير معروف',
    unknownInvestment: 'فرصة استثمارية غير معروفة',
    unknownType: 'نوع غير معروف',
    noMessage: 'لا توجد رسالة',
    notSpecified: 'غير محدد',
    typeLabel: 'النوع',
    budgetLabel: 'الميزانية',
    timeframeLabel: 'الإطار الزمني',
    reasonLabel: 'السبب',
    accept: 'قبول',
    reject: 'رفض',
    cancel: 'إلغاء',
    acceptTitle: 'قبول الطلب',
    acceptDescription:
      'هل تريدون قبول الطلب المقدَّم من {name}؟ سيتم إشعار مقدّم الطلب بالبريد الإلكتروني.',
    rejectTitle: 'رفض الطلب',
    rejectDescription:
      'هل تريدون رفض الطلب المقدَّم من {name}؟ سيتم إشعار مقدّم الطلب بالبريد الإلكتروني.',
    rejectReason: 'سبب الرفض (اختياري)',
    rejectReasonPlaceholder: 'يرجى توضيح سبب رفض الطلب',
    confirmAccept: 'قبول الطلب',
    confirmReject: 'رفض الطلب',
    working: 'جارٍ الحفظ...',
    acceptedTitle: 'تم قبول الطلب',
    rejectedTitle: 'تم رفض الطلب',
    acceptedDescription: 'تم تحديث حالة الطلب إلى: مقبول',
    rejectedDescription: 'تم تحديث حالة الطلب إلى: مرفوض',
    errorTitle: 'خطأ',
    acceptFailed: 'تعذّر قبول الطلب. يرجى المحاولة مرة أخرى.',
    rejectFailed: 'تعذّر رفض الطلب. يرجى المحاولة مرة أخرى.',
    paginationLabel: 'صفحات الطلبات',
    // SPEC 8
    loadSpecificFailed: 'تعذّر تحميل طلبات الاستثمار',
    loadCustomFailed: 'تعذّر تحميل طلبات الاستثمار المخصصة',
    loadFailedHint: 'يرجى إعادة تحميل الصفحة أو المحاولة لاحقاً.',
  },

  // The requester's e-mail when an admin decides (our addition: the old system sent nothing).
  email: {
    acceptedSubject: 'تم قبول طلب الاستثمار الخاص بكم',
    rejectedSubject: 'تعذّر قبول طلب الاستثمار الخاص بكم',
    greeting: 'مرحباً {name}،',
    acceptedSpecific:
      'يسعدنا إبلاغكم بقبول طلبكم للاستثمار في "{investment}". سيتواصل معكم فريقنا قريباً لمناقشة الخطوات التالية.',
    rejectedSpecific:
      'نشكركم على اهتمامكم بـ "{investment}". بعد دراسة طلبكم، نأسف لعدم تمكننا من المضي فيه في الوقت الحالي.',
    acceptedCustom:
      'يسعدنا إبلاغكم بقبول طلب الاستثمار المخصص الخاص بكم. سيتواصل معكم فريقنا قريباً لمناقشة الخطوات التالية.',
    rejectedCustom:
      'نشكركم على طلب الاستثمار المخصص الخاص بكم. بعد دراسته، نأسف لعدم تمكننا من المضي فيه في الوقت الحالي.',
    reason: 'السبب: {reason}',
    dashboard: 'يمكنكم متابعة طلباتكم من خلال لوحة التحكم: {url}',
    signature: 'مع أطيب التحيات،\n{company}',
  },
}
