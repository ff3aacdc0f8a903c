// AuthLoginScreen, PickEmployerScreen and CompleteEmployerUserScreen still import the helper from
// here while another change is under way in them; the rest of the feature imports app/api directly.
export { apiErrorMessage } from '../../app/api/apiErrorMessage';
