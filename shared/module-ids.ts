// Every module id of the API (docs/api.md). Each call names the module it belongs to (ModuleId
// header), and the same ids are the white-label feature flags in the status answer. Shared: the
// server's routes declare their module from this list and the site configuration's white-label tree
// may only name these, so a typo fails at start-up, not in production; the site's calls name theirs.
export const MODULE_IDS = [
  'COMM3',
  'REG3',
  'USERNAMEREG3',
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'CAPTCHA3',
  'AFFMAN3',
  'VERIFICATION3',
  'PASS3',
  'CHNGPASSVERIF3',
  'PROFPIC3',
  'FREEPLAY3',
  'MOBILEVERCODELOGIN3',
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
  'VIPBENEFIT3',
  'MISSIONPROMO3',
  // The cashier (requirements C3, C4): the project's own ids, the platform names none for them.
  'DEPOSIT3',
  'WITHDRAW3',
  // The lottery calls (LOTTFE_*, docs/api.md).
  'LOTT3',
] as const;

export type ModuleId = (typeof MODULE_IDS)[number];
