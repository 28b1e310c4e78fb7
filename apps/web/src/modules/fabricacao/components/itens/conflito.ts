import { ApiError } from '../../../../lib/api-error';

/** Someone else changed the record after it was read (the API's 409 on a stale `versao`). */
export const ehConflito = (e: unknown): e is ApiError => e instanceof ApiError && e.code === 'CONFLICT';
