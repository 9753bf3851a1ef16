import { api, type ApiClient } from '../client';
import {
  type SmsPurpose,
  SMS_CODE_MODULES,
  SMS_CODE_PATHS,
  type SmsCodeRequest,
  smsCodeSchema,
  type SmsCodeAnswer,
} from '../../../shared/contract/calls/sms-code.ts';

// The call's contract (shared/contract/calls) is the one home of these; the site reads them from here too.
export { smsCodeSchema } from '../../../shared/contract/calls/sms-code.ts';

export function sendSmsCode(
  purpose: SmsPurpose,
  request: SmsCodeRequest,
  client: ApiClient = api,
): Promise<SmsCodeAnswer> {
  return client.post(SMS_CODE_PATHS[purpose], {
    moduleId: SMS_CODE_MODULES[purpose],
    schema: smsCodeSchema,
    // Without a dialling code the server takes the region's (an empty one would be refused).
    body: request.countryDialingCode
      ? { mobileNum: request.mobileNum, countryDialingCode: request.countryDialingCode }
      : { mobileNum: request.mobileNum },
  });
}
