import { flatRoutes } from './routeIndex';
import type { RouteName } from './routeTable';

/** Spec section 2, step 8: the routes before which no survey check runs (flag surveyExempt in the table). */
export const surveyExemptRouteNames: ReadonlySet<RouteName> = new Set(
  flatRoutes.filter((route) => route.surveyExempt === true).map((route) => route.name),
);

export function isSurveyExempt(name: RouteName): boolean {
  return surveyExemptRouteNames.has(name);
}
