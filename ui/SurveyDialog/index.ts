export {
  RequiredSurveyDialog,
  OptionalSurveyDialog,
  type RequiredSurveyDialogProps,
  type OptionalSurveyDialogProps,
} from './SurveyDialog';
export {
  askRequiredSurvey,
  askOptionalSurveys,
  optionalSurveysContent,
  REQUIRED_SURVEY_DIALOG,
  SURVEY_DIALOG_WIDTH,
} from './surveyDialogs';
export { offerSurveyLinks, BLOCKED_SURVEYS_TEXT, unavailableSurveysText } from './surveyLinks';
