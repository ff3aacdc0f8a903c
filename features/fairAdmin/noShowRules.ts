import {
  DISHONESTY_RULES,
  daysText,
  suspensionRuleText,
  type SuspensionRule,
} from '../../contract/dishonesty';
import type { SchoolFair } from '../../contract/fairs';

/** The fairs no-shows may be marked for: those that ended (by the server's state), newest first. */
export function endedFairs(fairs: readonly SchoolFair[]): SchoolFair[] {
  return fairs.filter((fair) => fair.zt === '5');
}

/** What the site's rule makes of no-shows, for the screen's introduction ('' until it is read). */
export function noShowRuleNote(rule: SuspensionRule | undefined): string {
  return rule === undefined ? '' : `本站规则：${suspensionRuleText(rule)}。`;
}

/** Who the site's rule suspends, and for how long. */
function suspended(rule: SuspensionRule): string {
  const whom =
    rule.count === 1 ? '每家单位' : `${daysText(rule.windowDays)}内累计${rule.count}次未到场的单位`;
  return `${whom}将被暂停预订招聘会展位和宣讲会${daysText(rule.suspensionDays)}`;
}

/**
 * What follows a marking under the site's rule, said in the confirmation before it is done (while the
 * rule could not be read, that the rule decides).
 */
export function noShowConsequence(names: readonly string[], rule: SuspensionRule | undefined): string {
  const shown =
    names.length > 5 ? `${names.slice(0, 5).join('、')}等${names.length}家单位` : names.join('、');
  const follows =
    rule === undefined
      ? '本站规则可能暂停其预订招聘会展位和宣讲会。'
      : `自招聘会举办日起${daysText(rule.windowDays)}内有效；${suspended(rule)}。`;
  return (
    `将把${shown}标记为未到场。每家单位将生成一条校招不诚信记录（${DISHONESTY_RULES['1']}），${follows}` +
    '单位会收到通知，可在“校招不诚信记录”中申诉，由学校答复。'
  );
}
