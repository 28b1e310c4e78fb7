import { useCallback, useRef, useState } from 'react';
import { Alert, Card, CardContent, Stack, Typography } from '@mui/material';
import { useGridApiRef } from '@mui/x-data-grid';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { ZPlanoInput, todayInSaoPaulo, type TPlano, type TPlanoImportado } from '@portal/domain';
import { useConfirm } from '../../../../layout/dialogs/use-dialogs';
import { ApiError } from '../../../../lib/api-error';
import { formatDecimal } from '../../format-decimal';
import { useSavePlano } from '../../rdo.queries';
import { useUnsavedChangesGuard } from '../form/use-unsaved-changes-guard';
import { mergeImportado } from './merge-importado';
import { PlanoGantt } from './PlanoGantt';
import { PlanoGrid } from './PlanoGrid';
import { PlanoMensagens } from './PlanoMensagens';
import { planoRowErrors, type PlanoErros } from './plano-row-errors';
import type { PlanoImportacao, PlanoRow } from './plano-row.types';
import { planoShares } from './plano-shares';
import { PlanoToolbar } from './PlanoToolbar';
import { toPlanoInput } from './to-plano-input';
import { toPlanoRows } from './to-plano-rows';

let seq = 0;
const novaChave = () => `nova-${++seq}`;

/**
 * The plan under edit: lines change in the grid (or come from a spreadsheet) and nothing reaches the API until
 * Salvar sends the whole plan; errors, the contract's own or the API's, are marked on their lines.
 */
export function PlanoEditor({ obra, plano }: { obra: string; plano: TPlano }) {
  const { t } = useTranslation('rdoEdicao');
  const { enqueueSnackbar } = useSnackbar();
  const confirm = useConfirm();
  const apiRef = useGridApiRef();
  const save = useSavePlano(obra);
  const [rows, setRows] = useState(() => toPlanoRows(plano.atividades));
  const [alterado, setAlterado] = useState(false);
  const [erros, setErros] = useState<PlanoErros | null>(null);
  const [falha, setFalha] = useState<string | null>(null);
  const [importacao, setImportacao] = useState<PlanoImportacao | null>(null);
  const saving = useRef(false);
  useUnsavedChangesGuard(alterado, saving, t('plano.sairSemSalvar'));
  const editavel = plano.podeEditar;
  const shares = planoShares(rows);

  const change = (next: PlanoRow[]) => {
    setRows(next);
    setAlterado(true);
  };

  const onRowChange = useCallback((row: PlanoRow) => {
    setRows((list) => list.map((r) => (r.key === row.key ? row : r)));
    setAlterado(true);
  }, []);

  const onRemove = useCallback(
    async (row: PlanoRow) => {
      if (
        (row.percentualRealizado ?? 0) > 0 &&
        !(await confirm(
          t('plano.confirmarRemocao', {
            codigo: row.codigo,
            realizado: formatDecimal(row.percentualRealizado!),
          }),
        ))
      )
        return;
      setRows((list) => list.filter((r) => r.key !== row.key));
      setAlterado(true);
    },
    [confirm, t],
  );

  const irPara = (key: string, field: string) => {
    const index = rows.findIndex((r) => r.key === key);
    if (index < 0) return;
    apiRef.current?.scrollToIndexes({ rowIndex: index });
    apiRef.current?.setCellFocus(key, field);
  };

  const adicionar = () => {
    const hoje = todayInSaoPaulo();
    const key = novaChave();
    change([
      ...rows,
      {
        key,
        codigo: '',
        descricao: '',
        peso: 1,
        inicioPrevisto: hoje,
        fimPrevisto: hoje,
        percentualRealizado: null,
        percentualPrevisto: null,
        atrasada: false,
      },
    ]);
    // After the grid has the new line: open its code for typing.
    setTimeout(() => {
      apiRef.current?.scrollToIndexes({ rowIndex: rows.length });
      apiRef.current?.startCellEditMode({ id: key, field: 'codigo' });
    });
  };

  const importado = (resultado: TPlanoImportado) => {
    setErros(null);
    setFalha(null);
    if (resultado.atividades.length === 0) {
      setImportacao({ total: 0, novas: 0, atualizadas: 0, removidas: [], erros: resultado.erros });
      return;
    }
    const merged = mergeImportado(rows, resultado.atividades, novaChave);
    change(merged.rows);
    setImportacao({ total: merged.rows.length, ...merged, erros: resultado.erros });
  };

  const salvar = async () => {
    setFalha(null);
    const input = toPlanoInput(rows);
    const checked = ZPlanoInput.safeParse(input);
    if (!checked.success) {
      setErros(
        planoRowErrors(
          checked.error.issues.map((i) => ({ campo: i.path.join('.'), mensagem: i.message })),
          rows,
        ),
      );
      return;
    }
    saving.current = true;
    try {
      const saved = await save.mutateAsync(input);
      setRows(toPlanoRows(saved.atividades));
      setAlterado(false);
      setErros(null);
      setImportacao(null);
      enqueueSnackbar(t('plano.salvo', { count: saved.atividades.length }), { variant: 'success' });
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.length > 0)
        setErros(planoRowErrors(error.fieldErrors, rows));
      else setFalha(error instanceof Error ? error.message : t('form.falhou'));
    } finally {
      saving.current = false;
    }
  };

  return (
    <Stack spacing={2}>
      {!editavel && <Alert severity="info">{t('plano.somenteLeitura')}</Alert>}
      <PlanoToolbar
        obra={obra}
        editavel={editavel}
        alterado={alterado}
        salvando={save.isPending}
        onAdicionar={adicionar}
        onImportado={importado}
        onDescartar={() => {
          setRows(toPlanoRows(plano.atividades));
          setAlterado(false);
          setErros(null);
          setImportacao(null);
        }}
        onSalvar={() => void salvar()}
      />
      <PlanoMensagens erros={erros} falha={falha} importacao={importacao} onIrPara={irPara} />
      <PlanoGrid
        rows={rows}
        editavel={editavel}
        shares={shares.porLinha}
        erros={erros?.celulas ?? {}}
        apiRef={apiRef}
        onRowChange={onRowChange}
        onRemove={onRemove}
      />
      <Typography variant="body2" color="text.secondary">
        {t('plano.somaPesos', { count: rows.length, soma: formatDecimal(shares.total, 4) })}
      </Typography>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {t('gantt.titulo')}
          </Typography>
          <PlanoGantt rows={rows} />
        </CardContent>
      </Card>
    </Stack>
  );
}
