/**
 * One module of the merchant's white-label tree, as the status call answers it (docs/api.md): the
 * site reads it (src/lib/whitelabel.ts), the login page's server rendering is given it
 * (shared/login-first-view.ts).
 */
export interface WhitelabelNode {
  readonly moduleId: string;
  readonly enabled: boolean;
  readonly children: readonly WhitelabelNode[];
}
