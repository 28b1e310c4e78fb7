import { CURRENT_VERSION } from '@portal/domain';
import { STORAGE_KEYS } from '../session/local-session';

/**
 * SPEC §4: on start the first release-notes version (CURRENT_VERSION, without the notes themselves) is compared with the cached `versao`; when different, local
 * storage is cleared and 'NOVA VERSÃO' is logged; a missing cached version is written and logged.
 * @returns what happened, for the tests.
 */
export function checkVersion(
  storage: Storage = localStorage,
  log: (...args: unknown[]) => void = console.info,
): 'nova' | 'igual' | 'primeira' {
  const current = CURRENT_VERSION;
  const cached = storage.getItem(STORAGE_KEYS.version);
  if (cached === current) return 'igual';
  if (cached === null) {
    storage.setItem(STORAGE_KEYS.version, current);
    log('VERSÃO', current);
    return 'primeira';
  }
  storage.clear();
  storage.setItem(STORAGE_KEYS.version, current);
  log('NOVA VERSÃO', current);
  return 'nova';
}
