/** Where the sign-in page is: a method, the authenticator code, or a sent link. */
export type SignInStep =
  | { kind: 'password' }
  | { kind: 'code' }
  | { kind: 'link' }
  | { kind: 'link-sent'; email: string }
  | { kind: 'unconfirmed'; email: string };
