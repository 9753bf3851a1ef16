import { fromPromise } from 'xstate';
import { isApiError, fieldErrorsSchema } from '../../../api/api-error';
import { announcementsQueryOptions } from '../../../api/endpoints/announcements';
import { requestReward } from '../../../api/endpoints/request-reward';
import { queryClient } from '../../../api/query-client';
import { getSessionInfo } from '../../../lib/storage';
import {
  rewardApplicationMachine,
  type Picture,
  type PictureFile,
  type RewardAnswer,
  type RewardPromotion,
  type RewardSubmission,
} from '../../../../machines/reward-application.machine.ts';
import { contentLanguage } from '../content-language';

/** The promotion from the (cached) announcement lists; null when the id is not a promotion. */
async function loadPromotion(promotionId: number): Promise<RewardPromotion | null> {
  const options = announcementsQueryOptions(
    { kinds: ['PR', 'B'], groupName: 'm_promotion', language: contentLanguage() },
    getSessionInfo()?.token ?? null,
  );
  const lists = await queryClient.fetchQuery(options);
  const found = lists.promotion.find((entry) => entry.id === promotionId);
  return found
    ? {
        id: found.id,
        title: found.title,
        remarkRequired: found.remarkRequired === 'Y',
        imageRequired: found.imageRequired === 'Y',
      }
    : null;
}

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' && reader.result.length > 0
        ? resolve(reader.result)
        : reject(new Error('empty picture'));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable picture'));
    reader.readAsDataURL(file);
  });
}

/** The chart hands back the File objects it was given (a File is a PictureFile). */
async function readPictures(files: readonly PictureFile[]): Promise<Picture[]> {
  return Promise.all(
    files.map(async (file) => {
      if (!(file instanceof Blob)) throw new Error('not a file');
      return { name: file.name, dataUrl: await readAsDataUrl(file) };
    }),
  );
}

class UnreadablePictureError extends Error {
  readonly code = 'upload.unreadable';
}

/** The server's 400 codes speak as the chart's own: a picture it could not read is `upload.unreadable`. */
async function submitReward(submission: RewardSubmission): Promise<RewardAnswer> {
  try {
    const answer = await requestReward(submission);
    return { success: answer.success, status: answer.status };
  } catch (error) {
    if (isApiError(error, 'request_param_err')) {
      const fields = error.valueAs(fieldErrorsSchema)?.fields ?? [];
      if (fields.some((f) => f.field.startsWith('pictures'))) throw new UnreadablePictureError();
    }
    throw error;
  }
}

export function rewardApplicationLogic(showSubmitted: () => void) {
  return rewardApplicationMachine.provide({
    actors: {
      loadPromotion: fromPromise<RewardPromotion | null, { promotionId: number }>(({ input }) =>
        loadPromotion(input.promotionId),
      ),
      readPictures: fromPromise<Picture[], { files: readonly PictureFile[] }>(({ input }) =>
        readPictures(input.files),
      ),
      submitReward: fromPromise<RewardAnswer, RewardSubmission>(({ input }) => submitReward(input)),
    },
    actions: { showSubmitted },
  });
}
