/**
 * The galeria module's public surface: what a module needs to put its photos in an obra's gallery. It registers a
 * `GallerySource` on `app.gallerySources` (as `rdo-gallery.ts` does): one select answering GALLERY_COLUMNS with
 * the user's read rules and the obra in its WHERE; a photo's thumbnail must be attached to the same record as the
 * photo, so whoever opens one opens the other.
 */
export { GALLERY_COLUMNS, type GallerySource } from './gallery-registry';
