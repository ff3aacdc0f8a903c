import { wordingMessage, type WordingFlag } from '../../../contract/recruitmentWording';
import { ApiError, VALIDATION_FAILED_CODE } from '../../core/http/envelope';

// A kind's field rules as the server answers them (each kind's rules and labels are the contract's).

type FieldLabels = Readonly<Record<string, string>>;

/** A rule's message, prefixed with its field's label unless it already names it. */
function fieldMessage(labels: FieldLabels, field: string, message: string): string {
  const label = labels[field] ?? field;
  return message.includes(label) ? message : `${label}：${message}`;
}

/** The form's rules, applied again: the first problem answers code 400 naming its field. */
export function assertNoProblem(problems: Readonly<Record<string, string>>, labels: FieldLabels): void {
  const [first] = Object.entries(problems);
  if (first !== undefined) throw new ApiError(VALIDATION_FAILED_CODE, fieldMessage(labels, ...first));
}

/**
 * Flagged wording goes to review only with an explanation to the reviewer (nrsm); without one the
 * first flagged field is named with its words.
 */
export function assertWordingExplained(
  explanation: string,
  flags: readonly WordingFlag[],
  labels: FieldLabels,
): void {
  const [first] = flags;
  if (first === undefined || explanation.trim() !== '') return;
  const matches = flags.filter((flag) => flag.field === first.field);
  throw new ApiError(
    VALIDATION_FAILED_CODE,
    `${labels[first.field] ?? first.field}${wordingMessage(matches)}`,
  );
}
