// Module ids from docs/api.md. Each call names the module it belongs to (ModuleId header);
// the same ids are the white-label feature flags in the status answer.

export const MODULE_IDS = [
  'COMM3',
  'REG3',
  'CAPTCHA3',
  'AFFMAN3',
  'VERIFICATION3',
  'PASS3',
  'PROFPIC3',
  'FREEPLAY3',
  'USERNAMEREG3',
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'MOBILEVERCODELOGIN3',
  'CHNGPASSVERIF3',
  'FACEBOOKLOGIN3',
  'GOOGLELOGIN3',
  'LINELOGIN3',
  'GAMELO3',
  'GAMELOHOT3',
  'GAMELOFAV3',
  'GAMELOREC3',
  'REWCEN3',
  'TRANSREC3',
  'TRANSBETREPMEM3',
  'MAILCEN',
  'SECPRIV',
  'MANPLAYREB3',
  'CBS3',
  'SIGNCONDIV3',
  'DAILYSALCONT3',
  'HOURSAL3',
  // The lottery calls (LOTTFE_*, documented in server/README.md).
  'LOTT3',
] as const;

export type ModuleId = (typeof MODULE_IDS)[number];
