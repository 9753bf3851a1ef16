/** Values the middleware puts on every /wps request's context. */
export interface AppVariables {
  /** Upper-case language code from the Language header (default BN); used for messages that need it. */
  language: string;
}

export interface AppEnv {
  Variables: AppVariables;
}
