import { z } from 'zod'
import type { Route } from './+types/settings'
import { submitPasswordChange } from '~/domain/accounts/accounts.server'
import { ChangePasswordForm } from '~/domain/accounts/components/change-password-form'
import { ChangePasswordSchema, PASSWORD_FIELDS } from '~/domain/accounts/schema'
import { BusinessHoursForm } from '~/domain/settings/components/business-hours-form'
import { InvestorSettingsForm } from '~/domain/settings/components/investor-settings-form'
import { PublishingReviewForm } from '~/domain/settings/components/publishing-review-form'
import { RetentionForm } from '~/domain/settings/components/retention-form'
import { SettingsForm } from '~/domain/settings/components/settings-form'
import { SiteTextsForm } from '~/domain/settings/components/site-texts-form'
import {
  BusinessHoursFormSchema,
  InvestorSettingsSchema,
  PublishingFormSchema,
  RetentionSettingsSchema,
  SITE_TEXTS_ID,
  SiteSettingsFormSchema,
  SiteTextsFormSchema,
  businessHoursFormValues,
  toBusinessHoursSettings,
  toPublishingSettings,
} from '~/domain/settings/schema'
import { getSiteSettings, updateSiteSettings } from '~/domain/settings/settings.server'
import { getSiteTextsForEdit, saveSiteTextsDraft } from '~/domain/settings/site-texts.server'
import {
  isReviewRequired,
  publishDraft,
  staleTranslationsFor,
} from '~/domain/publishing/publishing.server'
import { messageKeys, messagesAt, messagesOf, useT } from '~/i18n'
import { resultOfIntent } from '~/lib/action-result'
import { useActionToast } from '~/lib/use-action-toast'
import { useIsPending } from '~/components/forms/status-button'
import { done, handleForm, refused } from '~/server/action.server'
import { requirePermission } from '~/server/session.server'
import { can } from '~/lib/permissions'
import { pageTitle } from '~/lib/seo'

export const meta: Route.MetaFunction = ({ location }) => {
  const m = messagesAt(location.pathname)
  return [
    { title: pageTitle(m.admin.settings.metaTitle, m) },
    { name: 'description', content: m.admin.settings.subtitle },
  ]
}

/**
 * The page's seven forms: the site texts (drafted and published, decision 047), the other site
 * settings, the retention periods, the business hours and response targets, the investor
 * figures, which content needs review, and the password. Only the site texts' form changes
 * the texts: the settings' form leaves out whatever texts a post carries.
 */
const SettingsActionSchema = z.discriminatedUnion(
  'intent',
  [
    SiteTextsFormSchema.extend({ intent: z.literal('site-texts') }),
    SiteSettingsFormSchema.extend({ intent: z.literal('settings') }),
    RetentionSettingsSchema.extend({ intent: z.literal('retention') }),
    // safeExtend keeps the schema's check that the office closes after it opens.
    BusinessHoursFormSchema.safeExtend({ intent: z.literal('business-hours') }),
    InvestorSettingsSchema.extend({ intent: z.literal('investor-settings') }),
    PublishingFormSchema.extend({ intent: z.literal('publishing') }),
    ChangePasswordSchema,
  ],
  { error: messageKeys.errors.unknownIntent },
)

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requirePermission({ request, context }, 'settings')
  const [settings, siteTexts, needsTextsReview, staleTexts] = await Promise.all([
    getSiteSettings(),
    getSiteTextsForEdit(),
    isReviewRequired('site-texts'),
    // The texts whose twin changed after them (decision 052).
    staleTranslationsFor('site-texts', SITE_TEXTS_ID),
  ])
  return {
    settings,
    // The texts' form opens on their draft when there is one (decision 047).
    siteTexts,
    needsTextsReview,
    staleTexts,
    // Editors edit the site settings; the retention periods are Administrators' (decision 029),
    // and so are where personal data is e-mailed (decision 035) and the business hours and
    // response targets every conversation's due time is counted with (decision 040).
    canSetRetention: can(admin.role, 'retention'),
    canSetBusinessHours: can(admin.role, 'business-hours'),
    // The investor side's legal figures (decision 043): counsel decides, Administrators enter.
    canSetInvestorSettings: can(admin.role, 'investor-settings'),
    canChangeInbox: can(admin.role, 'notification-inbox'),
    // Who publishes decides whether editors' changes wait for them (decision 047).
    canSetReview: can(admin.role, 'content:publish'),
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requirePermission({ request, context }, 'settings')
  const m = messagesOf(request).admin.settings
  return handleForm(
    { request, context },
    SettingsActionSchema,
    async (value) => {
      if (value.intent === 'change-password')
        return submitPasswordChange(request, admin, value, '/admin/settings')
      if (value.intent === 'site-texts') {
        // Decision 047: the texts are saved as their draft. Where editors publish them (the
        // settings' choice) "Save Changes" publishes it at once, keeping a revision; "Save as
        // draft", or any save where they need review, keeps the public site as it is.
        const { intent: _intent, saveAs, ...texts } = value
        const d = messagesOf(request).revisions.draft
        const saved = await saveSiteTextsDraft(admin, texts)
        if (saved.kind !== 'saved') return refused(409, { title: d.failed })
        const needsReview = await isReviewRequired('site-texts')
        if (saveAs !== 'draft' && !needsReview) {
          const published = await publishDraft(admin, 'site-texts', SITE_TEXTS_ID)
          if (published.kind === 'published') {
            return done('/admin/settings', {
              type: 'success',
              title: m.saved,
              description: m.savedDescription,
            })
          }
        }
        return done(`/admin/publishing/site-texts/${SITE_TEXTS_ID}`, {
          type: 'success',
          title: d.savedToast,
          description: needsReview ? d.savedBody : d.savedBodyEditor,
        })
      }
      if (value.intent === 'retention') {
        if (!can(admin.role, 'retention')) throw new Response('Forbidden', { status: 403 })
        const { intent: _intent, ...periods } = value
        await updateSiteSettings(periods, admin)
        return done('/admin/settings', {
          type: 'success',
          title: m.retentionSaved,
          description: m.retentionSavedDescription,
        })
      }
      if (value.intent === 'business-hours') {
        if (!can(admin.role, 'business-hours')) throw new Response('Forbidden', { status: 403 })
        const { intent: _intent, ...calendar } = value
        await updateSiteSettings(toBusinessHoursSettings(calendar), admin)
        return done('/admin/settings', {
          type: 'success',
          title: m.businessHoursSaved,
          description: m.businessHoursSavedDescription,
        })
      }
      if (value.intent === 'investor-settings') {
        if (!can(admin.role, 'investor-settings')) throw new Response('Forbidden', { status: 403 })
        const { intent: _intent, ...figures } = value
        await updateSiteSettings(figures, admin)
        const n = messagesOf(request).nda.settings
        return done('/admin/settings', {
          type: 'success',
          title: n.saved,
          description: n.savedDescription,
        })
      }
      if (value.intent === 'publishing') {
        if (!can(admin.role, 'content:publish')) throw new Response('Forbidden', { status: 403 })
        await updateSiteSettings(toPublishingSettings(value), admin)
        const r = messagesOf(request).revisions.settings
        return done('/admin/settings', { type: 'success', title: r.saved })
      }
      const saved = await updateSiteSettings(value, admin)
      if (saved.kind === 'inbox-refused') throw new Response('Forbidden', { status: 403 })
      return done('/admin/settings', {
        type: 'success',
        title: m.saved,
        description: m.savedDescription,
      })
    },
    { hideFields: PASSWORD_FIELDS },
  )
}

export default function SettingsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const m = useT().admin.settings
  const isSaving = useIsPending({ intent: 'settings' })
  const isSavingTexts = useIsPending({ intent: 'site-texts' })
  const isSavingRetention = useIsPending({ intent: 'retention' })
  const isSavingBusinessHours = useIsPending({ intent: 'business-hours' })
  const isSavingInvestorSettings = useIsPending({ intent: 'investor-settings' })
  const isSavingReview = useIsPending({ intent: 'publishing' })
  useActionToast(actionData?.toast)

  return (
    <div className="mx-auto max-w-5xl space-y-8">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">{m.title}</h1>
        <p className="text-muted-foreground mt-1">{m.subtitle}</p>
      </header>
      <SiteTextsForm
        defaultValue={loaderData.siteTexts.texts}
        draft={loaderData.siteTexts.draft}
        needsReview={loaderData.needsTextsReview}
        stale={loaderData.staleTexts}
        lastResult={resultOfIntent(actionData, 'site-texts')}
        isSaving={isSavingTexts}
      />
      <SettingsForm
        defaultValue={loaderData.settings}
        lastResult={resultOfIntent(actionData, 'settings')}
        isSaving={isSaving}
        canChangeInbox={loaderData.canChangeInbox}
      />
      {loaderData.canSetRetention ? (
        <RetentionForm
          defaultValue={loaderData.settings}
          lastResult={resultOfIntent(actionData, 'retention')}
          isSaving={isSavingRetention}
        />
      ) : null}
      {loaderData.canSetBusinessHours ? (
        <BusinessHoursForm
          defaultValue={businessHoursFormValues(loaderData.settings)}
          lastResult={resultOfIntent(actionData, 'business-hours')}
          isSaving={isSavingBusinessHours}
        />
      ) : null}
      {loaderData.canSetInvestorSettings ? (
        <InvestorSettingsForm
          defaultValue={loaderData.settings}
          lastResult={resultOfIntent(actionData, 'investor-settings')}
          isSaving={isSavingInvestorSettings}
        />
      ) : null}
      {loaderData.canSetReview ? (
        <PublishingReviewForm
          defaultValue={loaderData.settings}
          lastResult={resultOfIntent(actionData, 'publishing')}
          isSaving={isSavingReview}
        />
      ) : null}
      <ChangePasswordForm
        title={m.sections.password}
        description={m.sectionHints.password}
        lastResult={resultOfIntent(actionData, 'change-password')}
      />
    </div>
  )
}
