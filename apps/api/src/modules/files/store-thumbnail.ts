import type { TArquivo } from '@portal/domain';
import type { RequestAuth } from '../identity';
import { findReadableFile, readFileBytes, storeGeneratedFile, type FilesDeps } from './files.service';
import { makeThumbnail } from './thumbnail';

/**
 * Makes and stores the thumbnail of a photo just received (`miniatura-<name>.jpg`, attached as `attach` says), for
 * the photo grids to show. A picture sharp cannot decode is still kept: the thumbnail is then left out (null, after
 * `onFailure` hears why) and the pages show the full image instead.
 *
 * @returns the thumbnail's file id, or null when none could be made.
 */
export async function storeThumbnail(
  deps: FilesDeps,
  auth: RequestAuth,
  foto: Pick<TArquivo, 'id' | 'nome'>,
  attach: { entidade: string; entidadeId: string },
  onFailure: (error: unknown) => void = () => undefined,
): Promise<string | null> {
  try {
    const stored = await findReadableFile(deps, auth, foto.id);
    const bytes = await makeThumbnail(await readFileBytes(deps, stored.storageKey, deps.maxUploadBytes));
    const thumb = await storeGeneratedFile(
      deps,
      auth,
      { bytes, nome: `miniatura-${foto.nome}.jpg`, mime: 'image/jpeg' },
      attach,
    );
    return thumb.id;
  } catch (error) {
    onFailure(error);
    return null;
  }
}
