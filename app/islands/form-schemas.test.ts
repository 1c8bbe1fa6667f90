import { expect, test } from 'vitest'
import { browserFormName } from '~/lib/kit-forms'
import { formSchemas } from './form-schemas'

// The island finds a form's schema by the name the form carries; each name here must load the
// schema that registered it (app/lib/kit-forms.ts), or a form would be checked by another's rules.
test.each(Object.entries(formSchemas))(
  '%s loads the schema registered under its name',
  async (name, load) => {
    expect(browserFormName(await load())).toBe(name)
  },
)
