import { SURVEY_PAGE_PATH } from '../../contract/surveys';
import { TEXT_ANSWER_LIMIT, answerFieldName, type Questionnaire, type SurveyQuestion } from './model';
import type { FormValues } from './answers';
import { pageColors } from './pageTheme';

/**
 * The questionnaire page: plain HTML with one stylesheet in <style> and no script at all, so it lives
 * under the site's CSP (script-src 'self', style-src 'self' 'unsafe-inline'). Choice questions are
 * fieldsets with a legend, text questions a labelled textarea; errors are listed at the top and next to
 * each question. Every interpolated value goes through escapeHtml.
 */

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

const KIND_LABELS = { single: '单选', multiple: '多选', text: '填空' } as const;

function styles(themeColor: string | null | undefined): string {
  const colors = pageColors(themeColor);
  return `
:root{--primary:${colors.primary};--on-primary:${colors.onPrimary};--primary-text:${colors.primaryText};--focus:${colors.focusRing};--text:#1f2329;--muted:#5c6370;--border:#d9dce1;--danger:#cf222e;--bg:#f5f6f7}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--text);font:16px/1.6 -apple-system,BlinkMacSystemFont,"PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif}
.bar{height:6px;background:var(--primary)}
main{max-width:760px;margin:0 auto;padding:24px 16px 48px}
.sheet{background:#fff;border:1px solid var(--border);border-radius:8px;padding:24px}
h1{margin:0 0 8px;font-size:22px;line-height:1.4}
.intro,.hint{color:var(--muted);margin:0 0 8px}
.required{color:var(--danger)}
.errors{border:1px solid var(--danger);border-radius:6px;padding:12px 16px;margin:16px 0}
.errors h2{font-size:16px;margin:0 0 4px;color:var(--danger)}
.errors ol{margin:0;padding-left:20px}
a{color:var(--primary-text)}
fieldset,.question{border:0;border-top:1px solid var(--border);margin:0;padding:16px 0;min-width:0}
legend,.question-title{display:block;font-weight:600;padding:0;margin-bottom:8px}
legend{float:left;width:100%}
fieldset>:not(legend){clear:left}
.kind{color:var(--muted);font-weight:400}
.error{color:var(--danger);margin:0 0 8px}
.option{display:flex;align-items:center;gap:8px;min-height:44px;padding:4px 8px;border-radius:6px;cursor:pointer}
.option:hover{background:var(--bg)}
.option input{width:20px;height:20px;margin:0;accent-color:var(--primary-text);flex:none}
textarea{width:100%;min-height:6.5em;padding:8px 12px;border:1px solid #8f959e;border-radius:6px;font:inherit;color:inherit;resize:vertical}
.invalid textarea{border-color:var(--danger)}
button{display:block;width:100%;min-height:44px;margin-top:24px;border:0;border-radius:6px;background:var(--primary);color:var(--on-primary);font:inherit;font-weight:600;cursor:pointer}
button:hover{filter:brightness(0.95)}
:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
.sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
@media (min-width:980px){main{padding-top:48px}button{width:auto;padding:0 40px}}
`;
}

function layout(title: string, themeColor: string | null | undefined, body: string): string {
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<style>${styles(themeColor)}</style>
</head>
<body>
<div class="bar"></div>
<main>${body}</main>
</body>
</html>`;
}

function questionTitle(question: SurveyQuestion, index: number): string {
  const requiredMark = question.required
    ? '<span class="required" aria-hidden="true">*</span><span class="sr-only">（必答）</span>'
    : '';
  return `${index + 1}. ${escapeHtml(question.title)}${requiredMark} <span class="kind">（${KIND_LABELS[question.kind]}）</span>`;
}

function renderQuestion(question: SurveyQuestion, index: number, chosen: string[], error?: string): string {
  const anchor = `q-${question.id}`;
  const errorId = `${anchor}-error`;
  const errorLine = error ? `<p class="error" id="${errorId}">${escapeHtml(error)}</p>` : '';
  const describedBy = error ? ` aria-describedby="${errorId}"` : '';
  const invalid = error ? ' aria-invalid="true"' : '';
  const name = answerFieldName(question.id);

  if (question.kind === 'text') {
    const inputId = `a-${question.id}`;
    return `<div class="question${error ? ' invalid' : ''}" id="${anchor}">
<label class="question-title" for="${inputId}">${questionTitle(question, index)}</label>
${errorLine}<textarea id="${inputId}" name="${name}" rows="4"${question.required ? ' required' : ''}${describedBy}${invalid}>${escapeHtml(chosen[0] ?? '')}</textarea>
<p class="hint">最多 ${TEXT_ANSWER_LIMIT} 个字符，中文算两个字符</p>
</div>`;
  }

  const type = question.kind === 'single' ? 'radio' : 'checkbox';
  // Browsers can require one radio of a group; "at least one checkbox" has no attribute, the server checks it.
  const required = question.required && type === 'radio' ? ' required' : '';
  const options = question.options
    .map(
      (option) =>
        `<label class="option"><input type="${type}" name="${name}" value="${escapeHtml(option.id)}"${
          chosen.includes(option.id) ? ' checked' : ''
        }${required}> <span>${escapeHtml(option.label)}</span></label>`,
    )
    .join('\n');
  return `<fieldset id="${anchor}"${describedBy}>
<legend>${questionTitle(question, index)}</legend>
${errorLine}${options}
</fieldset>`;
}

export interface QuestionnairePageView {
  questionnaire: Questionnaire;
  ticket: string;
  themeColor: string | null | undefined;
  values?: FormValues;
  errors?: Record<string, string>;
}

export function renderQuestionnairePage({
  questionnaire,
  ticket,
  themeColor,
  values = {},
  errors = {},
}: QuestionnairePageView): string {
  const failing = questionnaire.questions
    .map((question, index) => ({ question, index, message: errors[question.id] }))
    .filter((entry) => entry.message !== undefined);
  const summary =
    failing.length === 0
      ? ''
      : `<div class="errors" role="alert"><h2>请检查以下题目</h2><ol>${failing
          .map(
            ({ question, index, message }) =>
              `<li><a href="#q-${question.id}">第${index + 1}题：${escapeHtml(message ?? '')}</a></li>`,
          )
          .join('')}</ol></div>`;
  const questions = questionnaire.questions
    .map((question, index) => renderQuestion(question, index, values[question.id] ?? [], errors[question.id]))
    .join('\n');
  const intro = questionnaire.intro ? `<p class="intro">${escapeHtml(questionnaire.intro)}</p>` : '';
  return layout(
    `${questionnaire.title} - 问卷调查`,
    themeColor,
    `<div class="sheet">
<h1>${escapeHtml(questionnaire.title)}</h1>
${intro}<p class="hint">带 <span class="required">*</span> 的题目为必答题</p>
${summary}
<form method="post" action="${SURVEY_PAGE_PATH}">
<input type="hidden" name="ticket" value="${escapeHtml(ticket)}">
${questions}
<button type="submit">提交问卷</button>
</form>
</div>`,
  );
}

/** A page with one message and a way back into the app (expired or used tickets, missing questionnaires). */
export function renderNoticePage(
  title: string,
  message: string,
  link: { href: string; text: string },
  themeColor?: string | null,
): string {
  return layout(
    title,
    themeColor,
    `<div class="sheet">
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>
</div>`,
  );
}
