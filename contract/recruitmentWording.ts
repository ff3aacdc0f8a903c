// The content check school reviewers apply under the Ministry of Education's 三严禁: a recruitment text
// may not restrict candidates by school tier (985, 211, 双一流 as a requirement), gender, ethnicity,
// household registration or marital status. The client flags the words at the field as the employer
// types; the server flags them again on submission and shows them to the reviewer. A flagged text is
// submitted only with an explanation to the reviewer (nrsm), or after the wording is changed.
//
// The patterns are phrases seen in postings that schools took down, not single characters: "可解决户口"
// (a benefit) passes where "限本地户口" does not; a number inside a longer number (9850 元) is no 985.

export type WordingCategory = 'schoolTier' | 'gender' | 'ethnicity' | 'household' | 'marital';

export const WORDING_CATEGORY_LABELS: Readonly<Record<WordingCategory, string>> = {
  schoolTier: '学校层次',
  gender: '性别',
  ethnicity: '民族',
  household: '户籍',
  marital: '婚育状况',
};

const PATTERNS: Readonly<Record<WordingCategory, RegExp>> = {
  schoolTier:
    /(?<![0-9])(?:985|211)(?![0-9])|双一流|一流大学|一流学科|重点(?:大学|院校|高校|本科)|名校|名牌大学|C9(?:高校|院校|联盟)?|一本(?:院校|大学|学历|以上|及以上)|第一批次本科|海外名校|QS\s*前\s*[0-9]+/gi,
  gender:
    /(?:限|仅限|只招|只限|只要|要求|招聘|适合)(?:男|女)(?:性|生|士)?(?![方友朋装鞋])|(?:男|女)(?:性|生|士)优先|性别(?:要求|限制|[:：]\s*[男女])/g,
  ethnicity: /汉族|少数民族除外|不招少数民族|民族要求|民族限制|限[^，。；,.;]{0,4}族(?![谱群])/g,
  household:
    /本地户口|本市户口|本地户籍|本市户籍|本省户籍|本省户口|户籍(?:要求|限制|所在地须)|户口(?:要求|限制|所在地须)|限[^，。；,.;]{0,6}户(?:籍|口)|[京沪津渝]籍|本地生源|生源地(?:要求|限制|须)|非农户口|农村户口/g,
  marital:
    /已婚|未婚|已育|未育|婚育|婚否|单身(?!公寓|宿舍)|婚姻状况|(?:[0-9一二三四五]+年内)?不(?:能|得)?(?:生育|怀孕)/g,
};

/** Restricted wording found in one text: each category with its distinct words, in order of appearance. */
export type WordingMatch = { category: WordingCategory; words: string[] };

/** A field's restricted wording (field is the API field name: zwmc, zwms, ggnr, …). */
export type WordingFlag = WordingMatch & { field: string };

export function findRestrictedWording(text: string): WordingMatch[] {
  const matches: WordingMatch[] = [];
  for (const category of Object.keys(PATTERNS) as WordingCategory[]) {
    const words = [...new Set(text.match(PATTERNS[category]) ?? [])];
    if (words.length > 0) matches.push({ category, words });
  }
  return matches;
}

/** Flags of every field of a posting (fields that are lists are joined with spaces first). */
export function checkRecruitmentWording(
  fields: Readonly<Record<string, string | readonly string[]>>,
): WordingFlag[] {
  return Object.entries(fields).flatMap(([field, value]) =>
    findRestrictedWording(typeof value === 'string' ? value : value.join(' ')).map((match) => ({
      field,
      ...match,
    })),
  );
}

/** The message at a flagged field: 含有限制“性别”的用语：限男性。请修改，或在“内容说明”中向审核老师说明理由 */
export function wordingMessage(matches: readonly WordingMatch[]): string {
  const parts = matches.map(
    (match) => `限制“${WORDING_CATEGORY_LABELS[match.category]}”的用语：${match.words.join('、')}`,
  );
  return `含有${parts.join('；')}。请修改，或在“内容说明”中向审核老师说明理由`;
}

/** The server's refusal of a flagged submission without an explanation. */
export const WORDING_EXPLANATION_REQUIRED = '内容含有招聘限制性用语，请修改或填写内容说明后再提交审核';
