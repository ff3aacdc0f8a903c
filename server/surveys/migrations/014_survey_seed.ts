import type { Kysely } from 'kysely';
import type { SurveyTables } from '../tables';
import type { QuestionKind } from '../model';

type SeedQuestion = { kind: QuestionKind; title: string; required: boolean; options?: string[] };
type SeedQuestionnaire = { id: string; title: string; intro: string; questions: SeedQuestion[] };

const beforeSurvey: SeedQuestionnaire = {
  id: 'wj00000qbf',
  title: '用人单位招聘需求调查（问卷前部分）',
  intro: '为更好地服务贵单位的校园招聘，请在使用平台前花一分钟填写本问卷。',
  questions: [
    {
      kind: 'single',
      title: '贵单位的性质',
      required: true,
      options: ['国有企业', '民营企业', '外资企业', '事业单位', '机关', '其他'],
    },
    {
      kind: 'multiple',
      title: '贵单位今年计划招聘的学历层次',
      required: true,
      options: ['专科', '本科', '硕士研究生', '博士研究生'],
    },
    {
      kind: 'single',
      title: '预计招聘毕业生人数',
      required: true,
      options: ['10人以下', '10-50人', '51-100人', '100人以上'],
    },
    { kind: 'text', title: '对学校就业工作的意见和建议', required: false },
  ],
};

const positionSurvey: SeedQuestionnaire = {
  id: 'wj00000fbzw',
  title: '职位发布体验调查',
  intro: '请告诉我们发布招聘职位时的体验，帮助我们改进。',
  questions: [
    {
      kind: 'single',
      title: '您对发布职位流程的满意度',
      required: true,
      options: ['非常满意', '满意', '一般', '不满意'],
    },
    { kind: 'text', title: '改进建议', required: false },
  ],
};

/**
 * The default site 00000 ships with its questionnaires on: a before-survey every employer answers before
 * using the platform, and an optional survey the interception offers at "publish position".
 */
export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Kysely<SurveyTables>;
  const now = Date.now();
  for (const questionnaire of [beforeSurvey, positionSurvey]) {
    await db
      .insertInto('survey_questionnaires')
      .values({
        id: questionnaire.id,
        title: questionnaire.title,
        intro: questionnaire.intro,
        created_at: now,
      })
      .execute();
    for (const [index, question] of questionnaire.questions.entries()) {
      const questionId = `${questionnaire.id}q${index + 1}`;
      await db
        .insertInto('survey_questions')
        .values({
          id: questionId,
          questionnaire_id: questionnaire.id,
          position: index,
          kind: question.kind,
          title: question.title,
          required: question.required ? 1 : 0,
        })
        .execute();
      for (const [position, label] of (question.options ?? []).entries()) {
        await db
          .insertInto('survey_options')
          .values({ id: `${questionId}o${position + 1}`, question_id: questionId, position, label })
          .execute();
      }
    }
  }

  await db
    .insertInto('survey_assignments')
    .values([
      {
        id: 'fp00000qbf',
        site_code: '00000',
        questionnaire_id: beforeSurvey.id,
        audience: 'employer',
        placement: 'before',
        route_name: null,
        route_path: null,
        required: 1,
        position: 0,
      },
      {
        id: 'fp00000fbzw',
        site_code: '00000',
        questionnaire_id: positionSurvey.id,
        audience: 'employer',
        placement: 'prompt',
        route_name: 'fbzpzw',
        route_path: '/zpxx/fbzpzw',
        required: 0,
        position: 0,
      },
    ])
    .execute();
  await db.insertInto('survey_switches').values({ site_code: '00000', enabled: 1 }).execute();
}
