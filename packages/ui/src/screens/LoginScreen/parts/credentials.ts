/** What the login and signup forms hand to the app: the identity-provider credentials. */
export interface Credentials {
  email: string;
  password: string;
}
