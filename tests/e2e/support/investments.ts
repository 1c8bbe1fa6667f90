import { queryDb } from './db'

/**
 * A published investment with its first revision, as its first publish would have left them
 * (decision 047): the row, and revision 1 holding the document the engine reads.
 */
export async function seedPublishedInvestment({
  id,
  title,
  titleAr = '',
}: {
  id: string
  title: string
  titleAr?: string
}): Promise<void> {
  await queryDb(
    `insert into investments (id, title, title_ar, description, type, department, profit_margin,
       profit_schema, risk_warning, is_active, first_published_at)
     values ($1, $2, $3, 'An oasis farm.', 'Financial', 'Real Estate', '9%', 'Yearly.',
       'Capital at risk.', true, now())`,
    [id, title, titleAr],
  )
  await queryDb(
    `insert into content_revisions (content_type, item_id, number, document, published_by_name)
     values ('investment', $1, 1, jsonb_build_object(
       'title', $2::text, 'titleAr', $3::text, 'description', 'An oasis farm.',
       'descriptionAr', '', 'type', 'Financial', 'department', 'Real Estate',
       'profitMargin', '9%', 'profitMarginAr', '', 'profitSchema', 'Yearly.',
       'profitSchemaAr', '', 'riskWarning', 'Capital at risk.', 'riskWarningAr', '',
       'imageUrl', null, 'isActive', true, 'links', '[]'::jsonb, 'packageIds', '[]'::jsonb),
       'Seed')`,
    [id, title, titleAr],
  )
}
