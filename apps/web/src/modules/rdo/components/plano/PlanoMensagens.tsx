import { Alert, AlertTitle, Box, Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { PlanoErros } from './plano-row-errors';
import type { PlanoImportacao } from './plano-row.types';

/** What the last check, save or spreadsheet said: errors per grid line, the spreadsheet's unreadable lines. */
export function PlanoMensagens({
  erros,
  falha,
  importacao,
  onIrPara,
}: {
  erros: PlanoErros | null;
  falha: string | null;
  importacao: PlanoImportacao | null;
  onIrPara: (key: string, campo: string) => void;
}) {
  const { t } = useTranslation('rdoEdicao');
  const campo = (c: string) => t(`plano.${c}`, { defaultValue: c }) as string;
  return (
    <>
      {falha && <Alert severity="error">{falha}</Alert>}
      {erros && (erros.linhas.length > 0 || erros.gerais.length > 0) && (
        <Alert severity="error" role="alert">
          <AlertTitle>{t('plano.corrija')}</AlertTitle>
          {erros.gerais.map((m) => (
            <Box key={m}>{m}</Box>
          ))}
          {erros.linhas.map((e) => (
            <Box key={`${e.key}:${e.campo}`}>
              <Link component="button" type="button" onClick={() => onIrPara(e.key, e.campo)}>
                {t('plano.erroLinha', { linha: e.linha, codigo: e.codigo || '—', campo: campo(e.campo) })}
              </Link>{' '}
              {e.mensagem}
            </Box>
          ))}
        </Alert>
      )}
      {importacao && importacao.total > 0 && (
        <Alert severity={importacao.removidas.length > 0 ? 'warning' : 'info'}>
          <AlertTitle>{t('plano.importadaTitulo', { total: importacao.total })}</AlertTitle>
          {t('plano.importadaResumo', { novas: importacao.novas, atualizadas: importacao.atualizadas })}
          {importacao.removidas.length > 0 && (
            <Box sx={{ mt: 1 }}>
              {t('plano.importadaRemovidas', {
                count: importacao.removidas.length,
                codigos: importacao.removidas.map((r) => r.codigo).join(', '),
              })}
            </Box>
          )}
        </Alert>
      )}
      {importacao && importacao.erros.length > 0 && (
        <Alert severity="warning">
          <AlertTitle>
            {importacao.total > 0 ? t('plano.linhasIgnoradas') : t('plano.nadaImportado')}
          </AlertTitle>
          {importacao.erros.map((e) => (
            <Box key={`${e.linha}:${e.mensagem}`}>
              {t('plano.erroPlanilha', { linha: e.linha, mensagem: e.mensagem })}
            </Box>
          ))}
        </Alert>
      )}
    </>
  );
}
