/**
 * Name of the hidden field only bots fill in. Lives in lib/ so the server's guard and the
 * form's field (components/honeypot-field.tsx) read one name without importing each other.
 */
export const HONEYPOT_FIELD_NAME = 'website_url'
