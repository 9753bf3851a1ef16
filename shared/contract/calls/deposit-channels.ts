import * as z from 'zod/mini';
import type { ModuleId } from '../../module-ids.ts';
import { amountSchema, channelLimitsShape } from './cashier-fields.ts';

export const DEPOSIT_CHANNELS_MODULE = 'DEPOSIT3' satisfies ModuleId;

/** GET, member session (trial refused): the channels a deposit can use (requirements C3.1). */
export const DEPOSIT_CHANNELS_PATH = '/wps/cashier/deposit/channels';

/** Where the player sends the money: the operator's receiving account, shown with a copy button. */
export const receivingAccountSchema = z.object({
  holder: z.string(),
  number: z.string(),
  /** Only for a bank transfer. */
  bankName: z.nullable(z.string()),
});

export const depositChannelSchema = z.object({
  ...channelLimitsShape,
  /** Amounts offered as one-tap buttons, each within min and max. */
  quickAmounts: z.array(amountSchema),
  account: receivingAccountSchema,
});
export type DepositChannel = z.infer<typeof depositChannelSchema>;

export const depositChannelsSchema = z.object({
  channels: z.array(depositChannelSchema),
  currency: z.string(),
});
export type DepositChannels = z.infer<typeof depositChannelsSchema>;
