import { useCallback, useMemo, useState } from 'react';
import {
  useGridApiRef,
  type GridPaginationModel,
  type GridRowId,
  type GridRowSelectionModel,
} from '@mui/x-data-grid';
import type { z } from 'zod';
import type { TColunaExtra } from '@portal/domain';
import { linhaVazia, type LinhaGrade } from './linha-grade';
import { validarLinhas, type ErrosLinhas } from './validar-linhas';

/** The MIT grid pages at most 100 rows: the grid is paged in the browser, each page scrolled (and virtualized). */
export const LINHAS_POR_PAGINA = 100;
const NADA: GridRowSelectionModel = { type: 'include', ids: new Set() };

/**
 * The lines under edit in a grid (a list's, or a template's default lines): what changed since the last load,
 * the refused cells (checked again on every edit of their line), the selection and the grid's page, and moving
 * to a line (its page, scrolled to, focused).
 */
export function useLinhasEditor(
  inicial: () => LinhaGrade[],
  colunas: readonly TColunaExtra[],
  schema: z.ZodType,
) {
  const apiRef = useGridApiRef();
  const [linhas, setLinhasEditadas] = useState(inicial);
  // The rows given to the grid change only when lines come or go: an edited cell is already in the grid (it keeps
  // the row processRowUpdate returns), and handing 5,000 rows back on every edit costs the grid ~100 ms.
  const [grade, setGrade] = useState(linhas);
  const setLinhas = useCallback((novas: LinhaGrade[]) => {
    setLinhasEditadas(novas);
    setGrade(novas);
  }, []);
  const [alterado, setAlterado] = useState(false);
  const [erros, setErros] = useState<ErrosLinhas | null>(null);
  const [selecao, setSelecao] = useState<GridRowSelectionModel>(NADA);
  const [pagina, setPagina] = useState<GridPaginationModel>({ page: 0, pageSize: LINHAS_POR_PAGINA });

  const selecionadas = useMemo(() => {
    if (selecao.type === 'include') return new Set<GridRowId>(selecao.ids);
    return new Set<GridRowId>(linhas.map((l) => l.key).filter((k) => !selecao.ids.has(k)));
  }, [selecao, linhas]);

  /** Each line's number as people read it (from 1), by key: the grid's first column and the error messages. */
  const numeros = useMemo(() => new Map(linhas.map((l, i) => [l.key, i + 1])), [linhas]);

  const mostrar = useCallback(
    (indice: number, key: string, campo?: string) => {
      setPagina((p) => ({ ...p, page: Math.floor(indice / p.pageSize) }));
      // After the grid drew that page.
      setTimeout(() => {
        apiRef.current?.scrollToIndexes({ rowIndex: indice });
        if (campo) apiRef.current?.setCellFocus(key, campo);
      });
    },
    [apiRef],
  );

  /** Shows a line (its page, scrolled to) with the focus on one of its cells. */
  const irPara = (key: string, campo?: string) => {
    const numero = numeros.get(key);
    if (numero) mostrar(numero - 1, key, campo);
  };

  const onRowChange = useCallback(
    (row: LinhaGrade) => {
      setLinhasEditadas((list) => list.map((r) => (r.key === row.key ? row : r)));
      setAlterado(true);
      // A marked line is checked again as it is fixed: its marks go as its cells become right.
      setErros((atuais) => {
        if (!atuais?.linhas.some((e) => e.key === row.key)) return atuais;
        const indice = atuais.linhas.find((e) => e.key === row.key)!.indice;
        const novos = validarLinhas([row], colunas, schema).erros.map((e) => ({ ...e, indice }));
        return { ...atuais, linhas: [...atuais.linhas.filter((e) => e.key !== row.key), ...novos] };
      });
    },
    [colunas, schema],
  );

  /** Lines added at the end (typed, pasted): the grid shows the first of them. */
  const acrescentar = (novas: LinhaGrade[], editar = false) => {
    if (novas.length === 0) return;
    const indice = linhas.length;
    setLinhas([...linhas, ...novas]);
    setAlterado(true);
    mostrar(indice, novas[0]!.key);
    if (editar)
      setTimeout(() => apiRef.current?.startCellEditMode({ id: novas[0]!.key, field: 'descricao' }));
  };

  const excluirSelecionadas = () => {
    setLinhas(linhas.filter((l) => !selecionadas.has(l.key)));
    setErros(
      (atuais) => atuais && { ...atuais, linhas: atuais.linhas.filter((e) => !selecionadas.has(e.key)) },
    );
    setSelecao(NADA);
    setAlterado(true);
  };

  /** The lines as saved (after a save, a reload or a discard): nothing changed, nothing marked. */
  const redefinir = useCallback(
    (novas: LinhaGrade[]) => {
      setLinhas(novas);
      setAlterado(false);
      setErros(null);
      setSelecao(NADA);
      setPagina((p) => ({ ...p, page: 0 }));
    },
    [setLinhas],
  );

  /** Checks every line; marks the refused cells and returns null when some are. */
  const validar = <S extends z.ZodType>(contrato: S): z.output<S>[] | null => {
    const { entradas, erros: refused } = validarLinhas(linhas, colunas, contrato);
    if (refused.length === 0) {
      setErros(null);
      return entradas;
    }
    setErros({ linhas: refused, gerais: [] });
    mostrar(refused[0]!.indice, refused[0]!.key, refused[0]!.campo);
    return null;
  };

  return {
    apiRef,
    linhas,
    /** The rows the grid holds (see above): give these to the grid, read `linhas`. */
    grade,
    numeros,
    alterado,
    erros,
    setErros,
    selecao,
    setSelecao,
    selecionadas,
    pagina,
    setPagina,
    irPara,
    onRowChange,
    adicionar: () => acrescentar([linhaVazia()], true),
    acrescentar: (novas: LinhaGrade[]) => acrescentar(novas),
    excluirSelecionadas,
    redefinir,
    validar,
  };
}

export type LinhasEditor = ReturnType<typeof useLinhasEditor>;
