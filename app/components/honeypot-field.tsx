import { HONEYPOT_FIELD_NAME } from '~/lib/honeypot'

/**
 * A field people never see or reach; bots that fill every input give themselves away.
 * Hidden from screen readers as a whole (aria-hidden) and from the tab order, so nobody
 * hears or lands on it; in the markup it stays an ordinary labelled text input.
 */
export function HoneypotField() {
  return (
    <div aria-hidden="true" className="absolute -start-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={HONEYPOT_FIELD_NAME}>Leave this field empty</label>
      <input
        id={HONEYPOT_FIELD_NAME}
        name={HONEYPOT_FIELD_NAME}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  )
}
