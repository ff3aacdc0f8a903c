import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('survey_questionnaires')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('intro', 'text', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('survey_questions')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('questionnaire_id', 'text', (column) =>
      column.notNull().references('survey_questionnaires.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('required', 'integer', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('survey_questions_questionnaire')
    .on('survey_questions')
    .columns(['questionnaire_id', 'position'])
    .execute();

  await db.schema
    .createTable('survey_options')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('question_id', 'text', (column) =>
      column.notNull().references('survey_questions.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('label', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('survey_options_question')
    .on('survey_options')
    .columns(['question_id', 'position'])
    .execute();

  await db.schema
    .createTable('survey_assignments')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('site_code', 'text', (column) => column.notNull().references('sites.code').onDelete('cascade'))
    .addColumn('questionnaire_id', 'text', (column) =>
      column.notNull().references('survey_questionnaires.id').onDelete('cascade'),
    )
    .addColumn('audience', 'text', (column) => column.notNull())
    .addColumn('placement', 'text', (column) => column.notNull())
    .addColumn('route_name', 'text')
    .addColumn('route_path', 'text')
    .addColumn('required', 'integer', (column) => column.notNull())
    .addColumn('position', 'integer', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('survey_assignments_site')
    .on('survey_assignments')
    .columns(['site_code', 'audience', 'placement'])
    .execute();

  await db.schema
    .createTable('survey_responses')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('questionnaire_id', 'text', (column) =>
      column.notNull().references('survey_questionnaires.id').onDelete('cascade'),
    )
    .addColumn('employer_id', 'text', (column) =>
      column.notNull().references('employers.id').onDelete('cascade'),
    )
    .addColumn('site_code', 'text', (column) => column.notNull())
    .addColumn('user_id', 'text', (column) => column.notNull())
    .addColumn('submitted_at', 'bigint', (column) => column.notNull())
    // Answered once per employer and site: a second submission (two tabs, a replayed form) cannot land.
    .addUniqueConstraint('survey_responses_once', ['employer_id', 'site_code', 'questionnaire_id'])
    .execute();

  await db.schema
    .createTable('survey_answers')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('response_id', 'text', (column) =>
      column.notNull().references('survey_responses.id').onDelete('cascade'),
    )
    .addColumn('question_id', 'text', (column) => column.notNull())
    .addColumn('option_id', 'text')
    .addColumn('text', 'text')
    .execute();
  await db.schema.createIndex('survey_answers_response').on('survey_answers').column('response_id').execute();

  await db.schema
    .createTable('survey_tickets')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('ticket_hash', 'text', (column) => column.notNull().unique())
    .addColumn('user_id', 'text', (column) =>
      column.notNull().references('employer_users.id').onDelete('cascade'),
    )
    .addColumn('employer_id', 'text', (column) => column.notNull())
    .addColumn('site_code', 'text', (column) => column.notNull())
    .addColumn('questionnaire_id', 'text', (column) =>
      column.notNull().references('survey_questionnaires.id').onDelete('cascade'),
    )
    .addColumn('return_path', 'text', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('expires_at', 'bigint', (column) => column.notNull())
    .addColumn('used_at', 'bigint')
    .execute();

  await db.schema
    .createTable('survey_switches')
    .addColumn('site_code', 'text', (column) =>
      column.primaryKey().references('sites.code').onDelete('cascade'),
    )
    .addColumn('enabled', 'integer', (column) => column.notNull())
    .execute();
}
