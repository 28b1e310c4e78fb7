import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TEap } from '@portal/domain';
import {
  SpreadsheetImportDialog,
  spreadsheetImportTexts,
} from '../../../../components/SpreadsheetImportDialog';
import { eapImportPath, eapTemplateUrl, useEapSaved } from '../../eap.queries';

/**
 * Replaces the EAP with a spreadsheet: choose the file, watch it go up (cancellable), and either the new EAP or the
 * refusal: the wrong lines one by one, or why the EAP cannot be replaced (items in orders).
 */
export function EapImportarDialog({ eap, obra, onClose }: { eap: TEap; obra: string; onClose: () => void }) {
  const { t } = useTranslation('eap');
  const saved = useEapSaved(obra, eap.tipo);
  const emUso = eap.itens.some((i) => i.emUso);

  return (
    <SpreadsheetImportDialog<TEap>
      texts={spreadsheetImportTexts(t)}
      templateHref={eapTemplateUrl(obra, eap.tipo)}
      endpoint={eapImportPath(obra, eap.tipo)}
      inputTestId="eap-planilha-input"
      disabled={emUso}
      refusedLines={(e) =>
        e.fieldErrors
          .filter((f) => f.campo.startsWith('linha '))
          .map((f) => ({
            key: f.campo,
            text: t('importar.linha', { numero: f.campo.slice('linha '.length), mensagem: f.mensagem }),
          }))
      }
      onImported={saved}
      successMessage={(nova) => t('importar.importado', { count: nova.itens.length })}
      onClose={onClose}
    >
      {emUso && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {t('importar.emUso')}
        </Alert>
      )}
    </SpreadsheetImportDialog>
  );
}
