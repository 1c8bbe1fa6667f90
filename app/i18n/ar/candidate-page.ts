import type { candidatePage as english } from '../en/candidate-page'
import type { Translation } from '../translation'

/** The Arabic catalog of the candidate's page; mirrors ../en/candidate-page.ts key for key. */
export const candidatePage: Translation<typeof english> = {
  metaTitle: 'طلبكم',
  metaDescription: 'حالة طلب التوظيف الخاص بكم.',
  heading: 'طلبكم',
  openApplication: 'طلب توظيف عام',
  position: 'الوظيفة',
  applied: 'تاريخ التقديم',
  status: 'الحالة',
  statuses: {
    Pending: 'لقد استلمنا طلبكم ونقوم بمراجعته.',
    Shortlisted: 'تم اختيار طلبكم ضمن القائمة المختصرة، وسنتواصل معكم بشأن الخطوة التالية.',
    Interviewed: 'نشكركم على إجراء المقابلة معنا، ونحن الآن بصدد اتخاذ قرارنا.',
    Rejected: 'لن نمضي قدماً في طلبكم هذه المرة. نشكركم على اهتمامكم.',
    Hired: 'تهانينا، مرحباً بكم في فريقنا.',
    withdrawn: 'لقد سحبتم هذا الطلب.',
  },
  interviews: {
    heading: 'مقابلتكم',
    when: '{date}، {start} – {end} (بتوقيت الإمارات)',
    where: 'المكان: {location}',
    withWhom: 'مع {name}',
    offered: 'لقد عرضنا عليكم مواعيد للمقابلة.',
    choose: 'اختيار موعد المقابلة',
  },
  withdraw: {
    heading: 'سحب طلبي',
    intro:
      'إذا لم تعودوا راغبين في التقدم، يمكنكم سحب طلبكم. سنتوقف عن مراجعته ونلغي أي مقابلة محجوزة.',
    open: 'سحب طلبي',
    confirmHeading: 'هل تريدون سحب طلبكم؟',
    erase: 'احذفوا أيضاً طلبي وسيرتي الذاتية الآن',
    eraseHint: 'بدون ذلك، نحتفظ بطلبكم للمدة المذكورة في سياسة الخصوصية ثم نحذفه.',
    confirm: 'سحب الطلب',
    cancel: 'الإبقاء على طلبي',
    withdrawn: 'تم سحب طلبكم.',
    erased: 'تم سحب طلبكم وحذفه.',
    erasedHeading: 'تم حذف الطلب',
    erasedBody: 'تم حذف طلبكم وسيرتكم الذاتية. نشكركم على اهتمامكم بالعمل معنا.',
    already: 'تم سحب هذا الطلب من قبل.',
    failed: 'تعذّر سحب الطلب',
  },
  emails: {
    withdrawn: {
      subject: 'تم سحب طلبكم',
      body: 'بناءً على طلبكم، تم سحب طلبكم لوظيفة {job}. نشكركم على اهتمامكم بـ{company}.',
      erased: 'كما تم حذف طلبكم وسيرتكم الذاتية.',
    },
    recruiter: {
      subject: 'إلغاء مقابلة: سحب {name} طلبه',
      body: 'سحب {name} طلبه لوظيفة {job}. أُلغيت مقابلته يوم {date} الساعة {time} (بتوقيت الإمارات)، وأصبح الموعد متاحاً من جديد.',
    },
  },
}
