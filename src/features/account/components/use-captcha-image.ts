import { useEffect, useState } from 'react';
import { fetchCaptcha } from '../../../api/endpoints/captcha.ts';

export type CaptchaImage = { status: 'loading' } | { status: 'ready'; image: string } | { status: 'failed' };

/**
 * A fresh captcha image for every change of `version` (each request is a new challenge on the
 * server, so a stale image would no longer match). A request superseded before it answers is aborted.
 */
export function useCaptchaImage(version: number): CaptchaImage {
  const [state, setState] = useState<CaptchaImage>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchCaptcha(undefined, controller.signal).then(
      ({ image }) => setState({ status: 'ready', image }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [version]);
  return state;
}
