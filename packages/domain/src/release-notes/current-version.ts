/**
 * The version of the first entry of RELEASE_NOTES, on its own so that the web app's start-up check does not bundle
 * every release note (a test keeps the two equal: change both when a new version starts).
 */
export const CURRENT_VERSION = '1.16.0';
