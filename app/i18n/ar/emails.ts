import type { emails as english } from '../en/emails'
import type { Translation } from '../translation'

/**
 * The Arabic catalog for the e-mails a person receives on their own action (form
 * acknowledgements, the welcome of a new account); mirrors ../en/emails.ts key for key.
 */
export const emails: Translation<typeof english> = {
  greeting: 'مرحباً {name}،',
  dashboard: 'يمكنكم متابعة حالة طلبكم من لوحة التحكم: {url}',
  notYou:
    'وصلتكم هذه الرسالة لأن عنوان بريدكم الإلكتروني أُدخل عبر موقعنا الإلكتروني. إذا لم تقوموا بذلك بأنفسكم، يرجى تجاهل هذه الرسالة.',
  signature: 'مع أطيب التحيات،\n{company}',
  contact: {
    subject: 'تم استلام رسالتكم',
    body: 'شكراً لتواصلكم مع {company}. تم إرسال رسالتكم بنجاح، وسنرد عليكم في أقرب وقت ممكن.',
  },
  application: {
    subject: 'تم استلام طلب التوظيف: {title}',
    body: 'تم تقديم طلبكم لوظيفة {title} بنجاح. سيقوم فريقنا بمراجعته والتواصل معكم إذا كانت مؤهلاتكم تتوافق مع متطلبات الوظيفة.',
    openSubject: 'تم استلام طلب التوظيف العام',
    openBody: 'تم تقديم طلب التوظيف العام الخاص بكم بنجاح، وسنتواصل معكم عند توفر وظيفة مناسبة.',
  },
  consultation: {
    subject: 'تم استلام طلب الاستشارة',
    body: 'تم إرسال طلب الاستشارة مع {consultant} بنجاح. سيتواصل معكم فريقنا قريباً لتحديد موعد مناسب.',
  },
  investmentRequest: {
    subject: 'تم استلام طلب الاستثمار: {title}',
    body: 'تم إرسال طلبكم للاستثمار في «{title}» بنجاح، وسيتواصل معكم فريقنا قريباً.',
  },
  customRequest: {
    subject: 'تم استلام طلب الاستثمار',
    body: 'لقد استلمنا طلب الاستثمار المخصص الخاص بكم، وسنتواصل معكم قريباً.',
  },
  welcome: {
    subject: 'مرحباً بكم في {company}',
    body: 'تم إنشاء حسابكم بنجاح. يمكنكم الآن تسجيل الدخول إلى حسابكم: {url}',
    next: 'من خلال لوحة التحكم، يمكنكم إرسال طلبات الاستثمار ومتابعة حالتها.',
  },
}
