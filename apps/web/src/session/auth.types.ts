import type { z } from 'zod';
import type { ZChallengeAnswer } from '@portal/domain';

export type TChallengeAnswer = z.input<typeof ZChallengeAnswer>;
export type TAttributes = { name: string; value: string }[];
