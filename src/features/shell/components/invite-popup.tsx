import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { domainRouteQueryOptions, shareOrigin } from '../../../api/endpoints/domain-route';
import { memberInfoQueryOptions } from '../../../api/endpoints/member-info';
import { invitationLink } from '../../../lib/invitation-link';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { Popup } from '../../../ui/popup';
import { Spinner } from '../../../ui/spinner';
import { TOAST_DURATION } from '../../../ui/toast/durations';
import { toast } from '../../../ui/toast/toast-store';

export interface InvitePopupProps {
  open: boolean;
  token: string;
  onClose: () => void;
}

/** The footer's referral view (requirements A2): the player's invitation link and a copy button. */
export default function InvitePopup({ open, token, onClose }: InvitePopupProps) {
  const { t } = useLingui();
  const info = useQuery({ ...memberInfoQueryOptions(token), enabled: open });
  // The link is built on the operator's preferred domain (requirements A7.1 domain route), once known.
  const routes = useQuery({ ...domainRouteQueryOptions(), enabled: open });
  const code = info.data?.invitationCode;
  const origin = shareOrigin(routes.data, window.location);
  const link =
    code && !routes.isPending ? invitationLink(origin, import.meta.env.BASE_URL, code) : null;

  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      toast.show({ style: 'success', message: t`Copied`, duration: TOAST_DURATION.copySuccess });
    } catch {
      // No clipboard permission (an old browser, an insecure page): the player copies by hand.
      toast.show({ style: 'fail', message: t`Could not copy: select the link and copy it` });
    }
  };

  return (
    <Popup open={open} onClose={onClose} title={t`Invite friends`} placement="bottom">
      {link ? (
        <>
          <p>{t`Share your invitation link. Friends who register with it are recorded as invited by you.`}</p>
          <Field
            label={t`Invitation link`}
            value={link}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button block icon="copy" onClick={() => void copy()}>
            {t`Copy link`}
          </Button>
        </>
      ) : info.isError ? (
        <p role="alert">{t`The invitation link could not be loaded. Please try again later.`}</p>
      ) : info.data && !code ? (
        <p>{t`Invitation links are for member accounts.`}</p>
      ) : (
        <Spinner label={t`Loading`} />
      )}
    </Popup>
  );
}
