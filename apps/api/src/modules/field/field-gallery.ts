import type { GallerySource } from '../galeria';
import { checklistPhotosOfObra, osDiarioPhotosOfObra } from './field-gallery.repository';
import { readableOrders } from './os.service';

/**
 * The service orders' daily-log photos in the obra's gallery, as the OS list lets the user read the orders (each
 * team its own). Their thumbnails move to the log with the photos when it is saved.
 */
export const osDiarioGallerySource: GallerySource = {
  fonte: 'os',
  label: 'Diários de OS',
  subject: ['Field', 'Automacao'],
  photos: (ctx, obraId) => osDiarioPhotosOfObra(obraId, readableOrders(ctx.auth.ability)),
};

/** The photos answered in the orders' checklists, for whoever reads the orders. */
export const checklistGallerySource: GallerySource = {
  fonte: 'checklist',
  label: 'Checklists',
  subject: ['Field', 'Automacao'],
  photos: (ctx, obraId) => checklistPhotosOfObra(obraId, readableOrders(ctx.auth.ability)),
};
