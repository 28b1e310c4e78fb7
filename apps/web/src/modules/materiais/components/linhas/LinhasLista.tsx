import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, CardContent, Chip, Skeleton, Stack, Typography } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import UndoIcon from '@mui/icons-material/Undo';
import UploadIcon from '@mui/icons-material/UploadFile';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import {
  MATERIAIS_LIBERADOS,
  totaisPorUnidade,
  ZLinhaMaterialInput,
  type TLinhasLista,
  type TLista,
} from '@portal/domain';
import { useConfirm } from '../../../../layout/dialogs/use-dialogs';
import { ApiError } from '../../../../lib/api-error';
import { useUnsavedChangesGuard } from '../../../rdo/components/form/use-unsaved-changes-guard';
import { useLinhas, useRecarregarLinhas, useSaveLinhas } from '../../materiais.queries';
import { lerColagem } from './colar-excel';
import { ColarExcelDialog } from './ColarExcelDialog';
import { ImportarLinhasDialog } from './ImportarLinhasDialog';
import { lerQuantidade, linhaDaApi, semVazios } from './linha-grade';
import { LinhasErros } from './LinhasErros';
import { LinhasGrade } from './LinhasGrade';
import { LinhasToolbar } from './LinhasToolbar';
import { LinhasTotais } from './LinhasTotais';
import { useLinhasEditor } from './use-linhas-editor';
import { errosDaApi } from './validar-linhas';

/** The list's lines: read apart from the list (there may be thousands), then edited in the grid. */
export function LinhasLista({
  lista,
  onAlteradoChange,
}: {
  lista: TLista;
  /** Whether the grid holds unsaved changes (the page then holds back the list's moves). */
  onAlteradoChange: (alterado: boolean) => void;
}) {
  const { t } = useTranslation('materiais');
  const linhas = useLinhas(lista.id);
  return (
    <Card variant="outlined" component="section" aria-labelledby="linhas-titulo">
      <CardContent>
        <Typography id="linhas-titulo" variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {t('linhas.titulo')}
        </Typography>
        {linhas.isPending && <Skeleton variant="rounded" height={420} aria-label={t('linhas.grade')} />}
        {linhas.isError && <Alert severity="error">{linhas.error.message}</Alert>}
        {linhas.data && (
          <LinhasEditor lista={lista} dados={linhas.data} onAlteradoChange={onAlteradoChange} />
        )}
      </CardContent>
    </Card>
  );
}

const paraGrade = (dados: TLinhasLista) => dados.linhas.map(linhaDaApi);

/**
 * The grid with what changes it (add, delete, paste, import) and Salvar, which sends every line with the version
 * they were read at: a list saved meanwhile by someone else is refused (409) and reloaded on request. Unsaved
 * changes are shown, counted in the totals, and asked about before leaving the page.
 */
function LinhasEditor({
  lista,
  dados,
  onAlteradoChange,
}: {
  lista: TLista;
  dados: TLinhasLista;
  onAlteradoChange: (alterado: boolean) => void;
}) {
  const { t } = useTranslation('materiais');
  const { enqueueSnackbar } = useSnackbar();
  const confirm = useConfirm();
  const editor = useLinhasEditor(() => paraGrade(dados), lista.colunas, ZLinhaMaterialInput);
  const save = useSaveLinhas(lista.id);
  const recarregar = useRecarregarLinhas(lista.id);
  const [origem, setOrigem] = useState(dados);
  const [conflito, setConflito] = useState<string | null>(null);
  const [falha, setFalha] = useState<string | null>(null);
  const [colar, setColar] = useState<string | null>(null);
  const [importar, setImportar] = useState(false);
  const saving = useRef(false);
  const editavel = lista.acoes.editarLinhas;
  useUnsavedChangesGuard(editor.alterado, saving, t('linhas.sairSemSalvar'));

  useEffect(() => onAlteradoChange(editor.alterado), [editor.alterado, onAlteradoChange]);

  // Lines read again (after a move, by another tab) replace the grid's while nothing is being changed in it.
  if (dados !== origem && !editor.alterado) {
    setOrigem(dados);
    editor.redefinir(paraGrade(dados));
  }

  const carregar = (novos: TLinhasLista) => {
    setOrigem(novos);
    editor.redefinir(paraGrade(novos));
    setConflito(null);
    setFalha(null);
  };

  const salvar = async () => {
    setFalha(null);
    const entradas = editor.validar(ZLinhaMaterialInput);
    if (!entradas) return;
    // A released list whose lines change goes back to the quantifier (REVISAR): said before, not after.
    if (MATERIAIS_LIBERADOS.includes(lista.status) && !(await confirm(t('linhas.voltaRevisar')))) return;
    saving.current = true;
    try {
      const salvas = await save.mutateAsync({ versao: origem.versao, linhas: entradas.map(semVazios) });
      carregar(salvas);
      enqueueSnackbar(t('linhas.salvo', { count: salvas.linhas.length }), { variant: 'success' });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'CONFLICT') setConflito(error.message);
      else if (error instanceof ApiError && error.fieldErrors.length > 0)
        editor.setErros(errosDaApi(error.fieldErrors, editor.linhas));
      else setFalha(error instanceof Error ? error.message : String(error));
    } finally {
      saving.current = false;
    }
  };

  /** Cells pasted on the grid: added at once when every line is right, else shown in the dialog to fix. */
  const colarNaGrade = (texto: string) => {
    const colagem = lerColagem(texto, lista.colunas, ZLinhaMaterialInput);
    if (colagem.erros.length > 0 || colagem.linhas.length === 0) return setColar(texto);
    editor.acrescentar(colagem.linhas);
    enqueueSnackbar(t('linhas.coladas', { count: colagem.linhas.length }), { variant: 'success' });
  };

  const totais = editor.alterado
    ? totaisPorUnidade(
        editor.linhas.flatMap((l) => {
          const quantidade = lerQuantidade(l.quantidade);
          return quantidade === null ? [] : [{ unidade: l.unidade, quantidade }];
        }),
      )
    : dados.totais;

  return (
    <Stack spacing={2}>
      {!editavel && <Alert severity="info">{t('linhas.somenteLeitura')}</Alert>}
      {editavel && (
        <LinhasToolbar editor={editor} onColar={() => setColar('')}>
          <Button
            startIcon={<UploadIcon />}
            onClick={() => (editor.alterado ? setFalha(t('importar.salveAntes')) : setImportar(true))}
          >
            {t('linhas.importar')}
          </Button>
          <Chip
            size="small"
            color={editor.alterado ? 'warning' : 'default'}
            variant={editor.alterado ? 'filled' : 'outlined'}
            label={editor.alterado ? t('linhas.naoSalvas') : t('linhas.salvas')}
          />
          {editor.alterado && (
            <Button startIcon={<UndoIcon />} onClick={() => carregar(origem)} disabled={save.isPending}>
              {t('linhas.descartar')}
            </Button>
          )}
          <Button
            startIcon={<SaveIcon />}
            variant="contained"
            onClick={() => void salvar()}
            loading={save.isPending}
            disabled={!editor.alterado}
          >
            {t('linhas.salvar')}
          </Button>
        </LinhasToolbar>
      )}
      {conflito && (
        <Alert
          severity="warning"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={() => void recarregar().then(carregar)}>
              {t('linhas.recarregar')}
            </Button>
          }
        >
          {conflito} {t('linhas.conflito')}
        </Alert>
      )}
      {falha && <Alert severity="error">{falha}</Alert>}
      <LinhasErros editor={editor} colunas={lista.colunas} />
      {editor.linhas.length === 0 && (
        <Typography color="text.secondary">
          {editavel ? t('linhas.vazio') : t('linhas.vazioLeitura')}
        </Typography>
      )}
      <LinhasGrade
        editor={editor}
        colunas={lista.colunas}
        editavel={editavel}
        label={t('linhas.grade')}
        onColar={colarNaGrade}
      />
      <LinhasTotais totais={totais} naoSalvos={editor.alterado} />
      {colar !== null && (
        <ColarExcelDialog
          textoInicial={colar}
          colunas={lista.colunas}
          schema={ZLinhaMaterialInput}
          onClose={() => setColar(null)}
          onAdicionar={(novas) => {
            setColar(null);
            editor.acrescentar(novas);
            enqueueSnackbar(t('linhas.coladas', { count: novas.length }), { variant: 'success' });
          }}
        />
      )}
      {importar && (
        <ImportarLinhasDialog
          listaId={lista.id}
          colunas={lista.colunas}
          onClose={() => setImportar(false)}
          onImportado={carregar}
        />
      )}
    </Stack>
  );
}
