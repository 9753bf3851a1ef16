import { assign, setup } from 'xstate';
import type { ChannelLimits } from '../../shared/contract/calls/cashier-fields.ts';
import type { PayoutAccountRequest } from '../../shared/contract/calls/payout-account.ts';
import type { PayoutAccount } from '../../shared/contract/calls/withdraw-setup.ts';
import { errorCodeOf, hasErrors, withFieldError, type FieldErrors } from '../account/shared.ts';
import { notProvidedActor } from '../not-provided.ts';
import { refusalValue, refusedFields } from './cashier-refusal.ts';
import {
  PAYOUT_ACCOUNT_FIELDS,
  payoutAccountErrors,
  payoutAccountRequest,
  type PayoutAccountField,
  type PayoutAccountValues,
} from './payout-account-form.ts';

/**
 * The payout account step (requirements C4.1): a channel, the number by the channel's kind (a
 * wallet: 11 digits `01…`; a bank: 8–20 digits) and the holder's name (2–60). Invoked by the withdraw
 * chart before a first withdrawal and for "add another account"; it ends in `saved` with the account
 * as the server shows it from now on (masked). `payout.account.exists` shows on the number,
 * `payout.account.limit.reached` as a message with the limit. Nothing typed is lost on a refusal.
 */

export interface PayoutAccountInput {
  /** The channels a payout can go through (the withdraw setup's). */
  channels: readonly ChannelLimits[];
}

export interface PayoutAccountContext extends PayoutAccountInput {
  values: PayoutAccountValues;
  fieldErrors: FieldErrors;
  errorCode: string | null;
  /** `value.limit` of `payout.account.limit.reached`. */
  limit: string | null;
  saved: PayoutAccount | null;
}

export type PayoutAccountEvent =
  | { type: 'field.changed'; field: PayoutAccountField; value: string }
  | { type: 'payoutAccount.submit' };

/** Where a server refusal shows. */
export function payoutAccountRefusal(
  error: unknown,
): Pick<PayoutAccountContext, 'fieldErrors' | 'errorCode' | 'limit'> {
  const code = errorCodeOf(error);
  if (code === 'payout.account.exists')
    return { fieldErrors: { accountNumber: code }, errorCode: null, limit: null };
  if (code === 'channel.unavailable')
    return { fieldErrors: { channel: code }, errorCode: null, limit: null };
  if (code === 'request_param_err') {
    const fields = refusedFields(error, PAYOUT_ACCOUNT_FIELDS);
    if (hasErrors(fields)) return { fieldErrors: fields, errorCode: null, limit: null };
  }
  return { fieldErrors: {}, errorCode: code, limit: refusalValue(error, 'limit') };
}

export const payoutAccountMachine = setup({
  types: {
    input: {} as PayoutAccountInput,
    context: {} as PayoutAccountContext,
    events: {} as PayoutAccountEvent,
    output: {} as PayoutAccount,
  },
  actors: {
    /** Saves the account; answers it masked. */
    savePayoutAccount: notProvidedActor<PayoutAccount, PayoutAccountRequest>('savePayoutAccount'),
  },
  guards: {
    isFormValid: ({ context }) => !hasErrors(payoutAccountErrors(context.values, context.channels)),
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: equivalent for behaviour, the id only names the chart (inspector, docs).
  id: 'payoutAccount',
  context: ({ input }) => ({
    channels: input.channels,
    values: { channel: input.channels[0]?.code ?? '', accountNumber: '', holderName: '' },
    fieldErrors: {},
    errorCode: null,
    limit: null,
    saved: null,
  }),
  initial: 'filling',
  output: ({ context }) => context.saved as PayoutAccount,
  states: {
    filling: {
      description:
        'The player picks a channel and types the account number and the holder name; Save checks them by the channel.',
      initial: 'editing',
      on: {
        'field.changed': {
          target: '.editing',
          actions: assign({
            values: ({ context, event }) => ({ ...context.values, [event.field]: event.value }),
            fieldErrors: ({ context, event }) => {
              const errors = withFieldError(context.fieldErrors, event.field, null);
              // Another channel may be of another kind: the number is judged again on Save.
              return event.field === 'channel'
                ? withFieldError(errors, 'accountNumber', null)
                : errors;
            },
            errorCode: null,
            limit: null,
          }),
        },
        'payoutAccount.submit': [
          {
            guard: 'isFormValid',
            target: 'submitting',
            actions: assign({ fieldErrors: {}, errorCode: null, limit: null }),
          },
          {
            // Stryker disable next-line StringLiteral: equivalent, an emptied target stays where it is: in editing that is editing, and refused is never left by a failed Save (a refusal keeps the values Save found valid).
            target: '.editing',
            actions: assign({
              fieldErrors: ({ context }) => payoutAccountErrors(context.values, context.channels),
              errorCode: null,
              limit: null,
            }),
          },
        ],
      },
      states: {
        editing: {
          description:
            'The form as typed; a field with a problem says it next to the field until it is typed in again.',
        },
        refused: {
          description:
            'The server refused: the same number twice shows on the number, the account limit as a message; what was typed stays.',
        },
      },
    },
    submitting: {
      description: 'The payout account is being saved; further taps send nothing.',
      tags: ['busy'],
      invoke: {
        id: 'savePayoutAccount',
        src: 'savePayoutAccount',
        input: ({ context }) => payoutAccountRequest(context.values),
        onDone: { target: 'saved', actions: assign({ saved: ({ event }) => event.output }) },
        onError: {
          target: 'filling.refused',
          actions: assign(({ event }) => payoutAccountRefusal(event.error)),
        },
      },
    },
    saved: {
      type: 'final',
      description: 'The account is saved and shown masked from now on: the withdrawal goes on.',
    },
  },
});
