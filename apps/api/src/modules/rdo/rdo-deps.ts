import type { Config } from '../../config/env';
import type { Db } from '../../db/database';
import type { FilesDeps } from '../files';

/** What the RDO services need: the database, the configuration (mail, public URL) and the file storage. */
export interface RdoDeps {
  db: Db;
  config: Config;
  files: FilesDeps;
}
