/**
 * The e-mails a person receives from the site on their own action: the acknowledgement of
 * each public form and the welcome of a new account. Short, in the spec's tone (SPEC 8:
 * 'Your request has been sent successfully. Our team will contact you shortly.'). They name
 * what was sent by what the company controls (the job, consultant or investment), never by
 * echoing the visitor's free text, because anyone can type someone else's address into a form.
 */
export const emails = {
  greeting: 'Dear {name},',
  dashboard: 'You can follow its status in your dashboard: {url}',
  notYou:
    'You receive this e-mail because this address was entered on our website. If it was not you, please ignore it.',
  signature: 'Kind regards,\n{company}',
  contact: {
    subject: 'We have received your message',
    body: 'Thank you for contacting {company}. Your message has been sent successfully, and we will get back to you as soon as possible.',
  },
  application: {
    subject: 'Application received: {title}',
    body: 'Your application for the {title} position has been submitted successfully. Our team will review it and contact you if your profile matches the role.',
    openSubject: 'Open application received',
    openBody:
      'Your open application has been submitted successfully. We will contact you when a suitable role opens.',
    statusLink: 'See where your application stands, book an interview or withdraw it: {url}',
  },
  consultation: {
    subject: 'Consultation request received',
    body: 'Your consultation request with {consultant} has been sent successfully. Our team will contact you shortly to arrange a time.',
  },
  investmentRequest: {
    subject: 'Investment request received: {title}',
    body: 'Your request to invest in "{title}" has been sent successfully. Our team will contact you shortly.',
  },
  customRequest: {
    subject: 'Investment request received',
    body: "We've received your custom investment request and will get back to you soon.",
  },
  welcome: {
    subject: 'Welcome to {company}',
    body: 'Your account has been created. You can now log in to your account: {url}',
    next: 'From your dashboard you can send investment requests and follow their status.',
  },
  /** Decision 034: an account proves its address before records sent without signing in open. */
  addressProof: {
    subject: 'Confirm your e-mail address',
    body: 'Please confirm that this e-mail address is yours. Open this link within 24 hours and press "Confirm my address": {url}',
    unlocks:
      'Once confirmed, your dashboard can show, download and delete what was sent to us with this address without signing in, for example before you registered.',
    once: 'The link works once. If you did not ask for it, please ignore this e-mail: nothing changes.',
  },
  /** Registration with an address that has an account: the owner is told, the page says nothing. */
  alreadyRegistered: {
    subject: 'Someone tried to register with your e-mail address',
    body: 'Someone tried to create an account on our website with this e-mail address, which already has an account. If it was you, you can log in: {login}',
    reset: 'Forgotten your password? You can choose a new one here: {url}',
    notYou: 'If it was not you, no action is needed: nothing was changed on your account.',
  },
  // To the account's owner after a change that could lock them out (decision 036).
  security: {
    passwordChanged: {
      subject: 'Your {company} password was changed',
      body: 'The password of your account was changed on {time} (UTC). Every other session of the account was signed out.',
    },
    passwordReset: {
      subject: 'Your {company} password was reset',
      body: 'The password of your account was reset with an e-mailed link on {time} (UTC). Every session of the account was signed out.',
    },
    twoFactorOn: {
      subject: 'Two-factor sign-in is on for your {company} account',
      body: 'Two-factor sign-in was turned on for your account on {time} (UTC). Signing in now asks for a code from your authenticator app.',
    },
    twoFactorOff: {
      subject: 'Two-factor sign-in is off for your {company} account',
      body: 'Two-factor sign-in was turned off for your account on {time} (UTC). Signing in now asks for your password only.',
    },
    notYou:
      'If you did not make this change, reset your password at once ({url}) and tell us by replying to this e-mail.',
  },
  /** Interviews the candidate books (decision 045); times are Dubai times. */
  interview: {
    offeredLink: 'Choose the time that suits you best: {url}',
    bookedSubject: 'Interview confirmed: {title}',
    bookedBody:
      'Your interview for {title} is booked.\nWhen: {when} (Dubai time)\nWhere: {location}\n\nThe calendar invitation is attached. To choose another time or cancel: {url}',
    movedBody:
      'Your interview for {title} has moved to a new time.\nWhen: {when} (Dubai time)\nWhere: {location}\n\nThe calendar invitation is attached. To choose another time or cancel: {url}',
    cancelledSubject: 'Interview cancelled: {title}',
    cancelledBody:
      'Your interview for {title} on {when} (Dubai time) is cancelled. The calendar update is attached. See your application: {url}',
    replacedBody:
      'Your interview for {title} on {when} (Dubai time) is replaced by the new time you chose. The calendar update is attached.',
    summary: 'Interview: {title}',
    description: 'Interview with {company} for {title}.',
    openApplication: 'open application',
    online: 'To be confirmed',
    recruiterBookedSubject: 'Interview booked: {name}, {title}',
    recruiterBookedBody:
      '{name} booked the interview for {title}.\nWhen: {when} (Dubai time)\nWhere: {location}\n\nThe calendar invitation is attached.\n{url}',
    recruiterCancelledSubject: 'Interview cancelled: {name}, {title}',
    recruiterCancelledBody:
      'The interview with {name} for {title} on {when} (Dubai time) was cancelled by {who}. The calendar update is attached.\n{url}',
    recruiterReplacedBody:
      '{name} chose another time: the interview for {title} on {when} (Dubai time) is released. The calendar update is attached.\n{url}',
    theCandidate: 'the candidate',
  },
} as const
