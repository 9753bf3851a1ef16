import type { ChatAnchorRow } from '../db/queries/chat.ts';

export interface ChatAnchorDto {
  anchorId: number;
  nickname: string;
  avatarUrl: string;
  online: boolean;
}

/** One anchor as every chat list answers it (docs/api.md): the name in the answer's language, a generated picture. */
export function chatAnchorDto(anchor: ChatAnchorRow, bengali: boolean): ChatAnchorDto {
  return {
    anchorId: anchor.id,
    nickname: bengali ? anchor.nicknameBn : anchor.nicknameEn,
    avatarUrl: `/content/art/anchor/${anchor.id}.png`,
    online: anchor.online,
  };
}
