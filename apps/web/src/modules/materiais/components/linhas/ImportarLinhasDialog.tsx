import { useState } from 'react';
import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TColunaExtra, TLinhasLista } from '@portal/domain';
import {
  SpreadsheetImportDialog,
  spreadsheetImportTexts,
  type RefusedLine,
} from '../../../../components/SpreadsheetImportDialog';
import type { ApiError } from '../../../../lib/api-error';
import {
  linhasImportPath,
  linhasModeloUrl,
  useLinhasSaved,
  type ModoImportacao,
} from '../../materiais.queries';
import { useNomeDoCampo } from './use-nome-do-campo';

/**
 * Reads the lines from a spreadsheet: replace the list's lines or add after them, choose the file, watch it go up
 * (cancellable), then either the new lines or the refusal with each wrong line (nothing is imported then).
 */
export function ImportarLinhasDialog({
  listaId,
  colunas,
  onClose,
  onImportado,
}: {
  listaId: string;
  colunas: readonly TColunaExtra[];
  onClose: () => void;
  onImportado: (linhas: TLinhasLista) => void;
}) {
  const { t } = useTranslation('materiais');
  const saved = useLinhasSaved(listaId);
  const nomeDoCampo = useNomeDoCampo(colunas);
  const [modo, setModo] = useState<ModoImportacao>('substituir');

  /**
   * The API's per-line refusals: `linhas.N` (N the data line from 0) with a message that already names the sheet's
   * line and the cells; one naming a field (`linhas.N.unidade`) is numbered here.
   */
  const recusadas = (e: ApiError): RefusedLine[] =>
    e.fieldErrors.flatMap(({ campo, mensagem }) => {
      const m = /^linhas\.(\d+)\.?(.*)$/.exec(campo);
      if (!m) return [];
      const nome = m[2] ?? '';
      return [
        {
          key: campo,
          text: nome
            ? t('importar.linha', { numero: Number(m[1]) + 1, campo: nomeDoCampo(nome), mensagem })
            : mensagem,
        },
      ];
    });

  return (
    <SpreadsheetImportDialog<TLinhasLista>
      texts={spreadsheetImportTexts(t)}
      templateHref={linhasModeloUrl(listaId)}
      endpoint={linhasImportPath(listaId, modo)}
      inputTestId="materiais-planilha-input"
      refusedLines={recusadas}
      refusedMaxHeight={260}
      onImported={async (linhas) => {
        await saved(linhas);
        onImportado(linhas);
      }}
      successMessage={(linhas) => t('importar.importado', { count: linhas.linhas.length })}
      onClose={onClose}
    >
      {(sending) => (
        <FormControl sx={{ mt: 2, display: 'block' }} disabled={sending}>
          <FormLabel id="importar-modo">{t('importar.modo')}</FormLabel>
          <RadioGroup
            aria-labelledby="importar-modo"
            value={modo}
            onChange={(e) => setModo(e.target.value as ModoImportacao)}
          >
            <FormControlLabel value="substituir" control={<Radio />} label={t('importar.substituir')} />
            <FormControlLabel value="acrescentar" control={<Radio />} label={t('importar.acrescentar')} />
          </RadioGroup>
        </FormControl>
      )}
    </SpreadsheetImportDialog>
  );
}
