import { accessibleWhere } from '../../permissions/casl-to-sql';
import type { GallerySource } from '../galeria';
import { rdoPhotosOfObra } from './rdo-fotos.repository';
import { RDO_FIELDS } from './rdo.repository';

/**
 * The reports' photos in the obra's gallery, as the RDO list lets the user read the reports (a client, only the
 * published reports of their obras). Their thumbnails are attached to the report, like the photos.
 */
export const rdoGallerySource: GallerySource = {
  fonte: 'rdo',
  label: 'Diários (RDO)',
  subject: 'RDO',
  photos: (ctx, obraId) =>
    rdoPhotosOfObra(obraId, accessibleWhere(ctx.auth.ability, 'read', 'RDO', RDO_FIELDS)),
};
