// What other capabilities may use of school sites.
export { assertPasswordAllowed } from './passwordPolicy';
export { siteRoutes } from './routes';
export {
  DEFAULT_RULES,
  noShowRuleOf,
  saveNoShowRule,
  saveSiteRules,
  saveTalkRules,
  siteRulesOf,
  talkRulesOf,
  type SiteRules,
  type SiteTalkRules,
} from './rules';
export {
  addSubSite,
  findMainSite,
  findSite,
  findSiteOrMain,
  listSites,
  requireSite,
  setSiteThemeColour,
  type NewSite,
  type Site,
} from './sites';
export { createSiteChanges, type SiteChanges } from './siteChanges';
export type { ReviewMode } from './tables';
