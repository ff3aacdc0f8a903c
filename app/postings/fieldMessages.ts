// Messages about API fields placed at a form's own fields: the problems of a rule set the server
// applies too, the content check's flags, the words of a refusal. Each form says how an API field
// name maps to its field (`formFieldOf`); the rest is the same for every form.

import { wordingMessage, type WordingFlag } from '../../contract/recruitmentWording';

type FormFieldOf<Field extends string> = (apiField: string) => Field | null;

/** A rule set's problems by API field, at the form's fields (the first problem wins where two fields share one). */
export function problemsAtFormFields<Field extends string>(
  problems: Readonly<Record<string, string>>,
  formFieldOf: FormFieldOf<Field>,
): Partial<Record<Field, string>> {
  const atFields: Partial<Record<Field, string>> = {};
  for (const [apiField, message] of Object.entries(problems)) {
    const field = formFieldOf(apiField);
    if (field !== null && atFields[field] === undefined) atFields[field] = message;
  }
  return atFields;
}

/** The content check's message for each flagged field ('含有限制“性别”的用语：限男性。请修改，或…'). */
export function wordingMessagesAtFormFields<Field extends string>(
  flags: readonly WordingFlag[],
  formFieldOf: FormFieldOf<Field>,
): Partial<Record<Field, string>> {
  const messages: Partial<Record<Field, string>> = {};
  for (const apiField of new Set(flags.map((flag) => flag.field))) {
    const field = formFieldOf(apiField);
    if (field !== null) messages[field] = wordingMessage(flags.filter((flag) => flag.field === apiField));
  }
  return messages;
}

/**
 * The form field a server refusal is about: a schema message names the API field ('参数 zybq.0 长度超出
 * 限制'), a rule's message names the field's label, the earliest label in the message winning (the
 * longer where two start together: '最高薪资不能低于最低薪资' is about 最高薪资). Null when it names none.
 */
export function formFieldNamedIn<Field extends string>(
  message: string,
  labels: Readonly<Record<string, string>>,
  formFieldOf: FormFieldOf<Field>,
): Field | null {
  const named = /^参数 ([A-Za-z]+)/.exec(message)?.[1];
  if (named !== undefined) return formFieldOf(named);
  let found: { apiField: string; at: number; length: number } | null = null;
  for (const [apiField, label] of Object.entries(labels)) {
    const at = message.indexOf(label);
    if (at < 0) continue;
    if (found === null || at < found.at || (at === found.at && label.length > found.length))
      found = { apiField, at, length: label.length };
  }
  return found === null ? null : formFieldOf(found.apiField);
}
