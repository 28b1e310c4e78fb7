import type { ServiceContext } from '../../service-context';
import type { FilesDeps } from '../files';

/** The library's services store and remove bytes besides reading the database. */
export interface BibliotecaContext extends ServiceContext {
  files: FilesDeps;
}
