import { DEFAULT_SUSPENSION_RULE, DISHONESTY_RULES } from '../../contract/dishonesty';
import type { SchoolFair } from '../../contract/fairs';

/** The fairs no-shows may be marked for: those that ended (by the server's state), newest first. */
export function endedFairs(fairs: readonly SchoolFair[]): SchoolFair[] {
  return fairs.filter((fair) => fair.zt === '5');
}

/** What follows a marking, said in the confirmation before it is done. */
export function noShowConsequence(names: readonly string[]): string {
  const { count } = DEFAULT_SUSPENSION_RULE;
  const shown =
    names.length > 5 ? `${names.slice(0, 5).join('、')}等${names.length}家单位` : names.join('、');
  return (
    `将把${shown}标记为未到场。每家单位将生成一条校招不诚信记录（${DISHONESTY_RULES['1']}），` +
    `自招聘会举办日起一年内有效；一年内累计${count}次未到场的单位将被暂停预订招聘会展位和宣讲会一年。` +
    '单位会收到通知，可在“校招不诚信记录”中申诉，由学校答复。'
  );
}
