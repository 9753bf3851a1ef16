import { createHash } from 'node:crypto';
import type { Database } from '../db/client.ts';
import { playerPromotionState } from '../db/queries/promotion-entries.ts';
import {
  findRewardRequest,
  insertRewardRequest,
  type RewardPictureRow,
  type RewardRequestRow,
} from '../db/queries/reward-requests.ts';
import { ApiError, paramError } from '../http/errors.ts';
import { checkPicture } from './image-check/image-checker.ts';
import type { ImageCheck } from './image-check/result.ts';
import {
  decodePicture,
  PICTURE_MAX_BYTES,
  PICTURE_MAX_COUNT,
  PICTURE_MAX_PIXELS,
  PICTURE_MAX_SIDE,
} from './picture-data.ts';
import { findPromotion } from './promotion-actions.ts';
import { promotionStatus, REQUEST_STATUS, type PromotionStatus } from './promotion-status.ts';

export interface RewardRequestInput {
  promotionId: number;
  remarks: string;
  pictures: string[];
}

export interface RewardRequestResult {
  success: boolean;
  status: PromotionStatus;
  requestId: number | null;
}

type Picture = Omit<RewardPictureRow, 'requestId'>;

const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

/** The answer to a picture that is not a whole, plain JPEG or PNG within the caps. */
function refusal(image: Exclude<ImageCheck, { kind: 'image' }>, field: string): ApiError {
  switch (image.kind) {
    case 'other':
      return new ApiError(400, 'upload.type', 'Only jpeg, jpg or png images are accepted', {
        fields: [{ field, reason: 'not a jpeg or png image' }],
      });
    case 'polyglot':
      return new ApiError(400, 'upload.type', 'Only plain jpeg, jpg or png images are accepted', {
        fields: [{ field, reason: `not only an image: ${image.reason}` }],
      });
    case 'oversized': {
      const reason = `at most ${PICTURE_MAX_SIDE} pixels a side and ${PICTURE_MAX_PIXELS} pixels in all (this one is ${image.width}×${image.height})`;
      return new ApiError(400, 'upload.size', 'An image has too many pixels', {
        fields: [{ field, reason }],
      });
    }
    case 'corrupt':
      return paramError(
        [{ field, reason: `unreadable image: ${image.reason}` }],
        'An image could not be read',
      );
  }
}

/**
 * Each picture decoded from its text and then read whole (image-check/); the first bad one decides
 * the answer. All texts are decoded before any image work starts, so a bad third picture costs no decode.
 */
async function readPictures(pictures: readonly string[]): Promise<Picture[]> {
  if (pictures.length > PICTURE_MAX_COUNT) {
    throw new ApiError(400, 'upload.count', `At most ${PICTURE_MAX_COUNT} images`, {
      fields: [{ field: 'pictures', reason: `at most ${PICTURE_MAX_COUNT} images` }],
    });
  }
  const decoded = pictures.map((text, index) => {
    const field = `pictures.${index}`;
    const picture = decodePicture(text);
    if (!picture.ok && picture.problem === 'size') {
      throw new ApiError(400, 'upload.size', `An image is larger than ${PICTURE_MAX_BYTES} bytes`, {
        fields: [{ field, reason: `at most ${PICTURE_MAX_BYTES} bytes` }],
      });
    }
    if (!picture.ok)
      throw paramError(
        [{ field, reason: 'unreadable image data: expected a data URL or base64' }],
        'An image could not be read',
      );
    return picture.bytes;
  });
  const read: Picture[] = [];
  for (const [index, bytes] of decoded.entries()) {
    const image = await checkPicture(bytes);
    if (image.kind !== 'image') throw refusal(image, `pictures.${index}`);
    read.push({
      sequence: index + 1,
      contentType: image.contentType,
      byteSize: bytes.length,
      sha256: sha256(bytes),
      data: bytes,
    });
  }
  return read;
}

function answer(request: RewardRequestRow, fingerprint: string): RewardRequestResult {
  const same = request.fingerprint === fingerprint && request.status === 'applying';
  return {
    success: same,
    status: REQUEST_STATUS[request.status],
    requestId: same ? request.id : null,
  };
}

/**
 * POST MCSFE_signUpRequestReward (requirements B2.7, B5). The rules of the site, checked again: a remark
 * only when remarkRequired is Y (then required, at most 140 characters), pictures only when
 * imageRequired is Y (then at least one, at most 3, each a JPEG or PNG by content of at most
 * 5,242,880 bytes). Accepted when the player's status is Claim on a promotion claimed by
 * application; the request and its pictures are stored and the status becomes Applying. The same
 * submission again answers success with the stored request instead of a second one.
 */
export async function requestReward(
  db: Database,
  userName: string,
  input: RewardRequestInput,
  now: Date,
): Promise<RewardRequestResult> {
  const promotion = await findPromotion(db, input.promotionId, now);
  if (!promotion.remarkRequired && input.remarks !== '')
    throw paramError([{ field: 'remarks', reason: 'this promotion takes no remark' }]);
  if (promotion.remarkRequired && input.remarks === '')
    throw paramError([{ field: 'remarks', reason: 'required' }]);
  if (!promotion.imageRequired && input.pictures.length > 0)
    throw paramError([{ field: 'pictures', reason: 'this promotion takes no pictures' }]);
  if (promotion.imageRequired && input.pictures.length === 0)
    throw paramError([{ field: 'pictures', reason: 'at least one picture is required' }]);
  const pictures = await readPictures(input.pictures);
  const fingerprint = sha256(
    JSON.stringify([promotion.id, input.remarks, pictures.map((picture) => picture.sha256)]),
  );

  // One read decides: the status and whether a request exists come from the same snapshot, so a
  // submission racing an identical one is recognised below whichever commits first.
  const state = await playerPromotionState(db, userName);
  if (state.requests.has(promotion.id))
    return answer(await storedRequest(db, userName, promotion.id), fingerprint);
  const status = promotionStatus(promotion, state, now);
  if (promotion.promotionType !== 'APPLY' || status !== 'Claim')
    return { success: false, status, requestId: null };

  const stored = await insertRewardRequest(db, {
    userName,
    promotionId: promotion.id,
    remarks: input.remarks,
    fingerprint,
    pictures,
  });
  if (stored !== undefined) return { success: true, status: 'Applying', requestId: stored.id };
  // Another submission of this player won the race: answer as for a second submission.
  return answer(await storedRequest(db, userName, promotion.id), fingerprint);
}

async function storedRequest(
  db: Database,
  userName: string,
  promotionId: number,
): Promise<RewardRequestRow> {
  const row = await findRewardRequest(db, userName, promotionId);
  // Requests are never deleted while the server runs (only a reset empties them).
  if (row === undefined) throw new Error('reward request vanished');
  return row;
}
