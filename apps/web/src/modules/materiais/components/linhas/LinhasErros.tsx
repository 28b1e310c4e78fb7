import { Alert, AlertTitle, Box, Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TColunaExtra } from '@portal/domain';
import { useNomeDoCampo } from './use-nome-do-campo';
import type { LinhasEditor } from './use-linhas-editor';

/** Refusals listed at most; the grid marks all of them. */
const MOSTRADOS = 50;

/** The refused cells of the last check or save, each a link to its cell; and what belongs to no line. */
export function LinhasErros({ editor, colunas }: { editor: LinhasEditor; colunas: readonly TColunaExtra[] }) {
  const { t } = useTranslation('materiais');
  const nomeDoCampo = useNomeDoCampo(colunas);
  const erros = editor.erros;
  if (!erros || (erros.linhas.length === 0 && erros.gerais.length === 0)) return null;
  return (
    <Alert severity="error" role="alert">
      <AlertTitle>{t('linhas.corrija')}</AlertTitle>
      {erros.gerais.map((m) => (
        <Box key={m}>{m}</Box>
      ))}
      <Box sx={{ maxHeight: 200, overflow: 'auto' }}>
        {erros.linhas.slice(0, MOSTRADOS).map((e) => (
          <Box key={`${e.key}:${e.campo}`}>
            <Link component="button" type="button" onClick={() => editor.irPara(e.key, e.campo)}>
              {t('linhas.erroLinha', {
                linha: editor.numeros.get(e.key) ?? e.indice + 1,
                campo: nomeDoCampo(e.campo),
              })}
            </Link>{' '}
            {e.mensagem}
          </Box>
        ))}
      </Box>
    </Alert>
  );
}
