import { describe, expect, it } from 'vitest';
import { CURRENT_VERSION } from './current-version';
import { RELEASE_NOTES } from './release-notes';
import { ZReleaseNote, splitReleaseNoteLine } from './release-notes.contracts';

describe('the release notes behind /versoesSistema', () => {
  it('are well-formed: version, dd/mm/aaaa date and every line tagged with its module', () => {
    for (const note of RELEASE_NOTES) expect(ZReleaseNote.safeParse(note).success, note.versao).toBe(true);
  });

  it('start with the current version, the one the web app checks on start', () => {
    expect(RELEASE_NOTES[0]?.versao).toBe(CURRENT_VERSION);
  });

  it('list the newest version first', () => {
    const dates = RELEASE_NOTES.map((n) => n.data.split('/').reverse().join('-'));
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('split a line into its tag and text', () => {
    expect(splitReleaseNoteLine('[RDO] Exportação em PDF.')).toEqual({
      tag: 'RDO',
      texto: 'Exportação em PDF.',
    });
  });
});
