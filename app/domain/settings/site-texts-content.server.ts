import type { ContentTypeSpec } from '~/domain/publishing/content-types.server'
import { messagesFor } from '~/i18n'
import { SETTINGS_TEXTS, SITE_TEXTS_ID } from './schema'
import { readSiteTexts, writeSiteTexts } from './settings.server'

/*
 * The site texts as the publishing engine drafts, reviews and publishes them (decision 047):
 * one item ('site') whose document is the settings' texts with their Arabic twins. The header,
 * the footer, the contact page and the home page's hero read the live settings; the other
 * settings (contact e-mail, map, videos, links) are saved at once and are not in it.
 */
export const siteTextsSpec: ContentTypeSpec = {
  contentType: 'site-texts',
  fields: SETTINGS_TEXTS.map((name) => ({ name, twin: `${name}Ar` })),
  read: async (db, id, options) => (id === SITE_TEXTS_ID ? readSiteTexts(db, options) : null),
  write: (tx, _id, document) => writeSiteTexts(tx, document),
  review: 'by-setting',
  permissions: { read: 'settings', write: 'settings' },
  describe: async (id, locale) => {
    if (id !== SITE_TEXTS_ID) return null
    // The site's texts have always been public: they have no hidden first version.
    return { title: messagesFor(locale).revisions.queue.types['site-texts'], wasPublished: true }
  },
  paths: {
    edit: () => '/admin/settings#site-texts',
    preview: () => '/site/preview',
  },
}
