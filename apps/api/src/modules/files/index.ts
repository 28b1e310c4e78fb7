/** The files module's public surface: uploads, downloads and who may read a record's files. */
export {
  attachFiles,
  deleteFile,
  deleteFileOf,
  findReadableFile,
  readFileBytes,
  openDownload,
  receiveUpload,
  removeStoredBytes,
  storeAnonymousFile,
  storeGeneratedFile,
  storeGeneratedStream,
  toArquivo,
  type FilesDeps,
} from './files.service';
export { countFilesOf, deleteFilesOf, findFilesOf } from './files.repository';
/** The download header every file route sends (RFC 6266, UTF-8 name with an ASCII fallback). */
export { contentDisposition, sendStoredFile } from './content-disposition';
export { FileAccessRegistry, filesDepsOf, type FileAccessCheck } from './file-access';
/** A file's type from its first bytes (never its name), for a module that reads uploads itself (the ethics channel). */
export { detectAllowedType } from './content-type';
/** Photos: the formats a photo field takes and the thumbnail every photo grid shows. */
export { IMAGE_TYPES, makeThumbnail } from './thumbnail';
export { storeThumbnail } from './store-thumbnail';
/** Read-only, for joins in other modules' repositories (a photo's name and size); writes go through this module. */
export * as filesTables from './files.schema';
