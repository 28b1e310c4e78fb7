/**
 * The platform module's public surface: the installation's key-value store (`app_meta`), through which other
 * modules keep their settings (the user pool's MFA, the token signing key) without touching its table.
 */
export { readOrInitSetting, readSetting, writeSetting } from './settings.repository';
