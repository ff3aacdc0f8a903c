import type {
  CodeLoginRequest,
  EmployerLoginResult,
  PasswordLoginRequest,
  SendCodeRequest,
} from '../../contract/account';
import type { CodeSent } from './sendCode';

/**
 * How the login forms talk to the server, apart from how they look: the app gives its RTK Query
 * calls (useAccountLoginClient), the light login page (app/employer/login) a small fetch client. A
 * refused or failed call rejects with what apiErrorMessage puts into words.
 */
export type LoginClient = {
  passwordLogin(request: PasswordLoginRequest): Promise<EmployerLoginResult>;
  codeLogin(request: CodeLoginRequest): Promise<EmployerLoginResult>;
  sendLoginCode(request: SendCodeRequest): Promise<CodeSent>;
  /** Each password encrypted under the server's current key (app/api/passwordEncryption.ts). */
  encryptPasswords(...passwords: string[]): Promise<string[]>;
};
