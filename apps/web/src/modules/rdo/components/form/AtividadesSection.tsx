import { Alert, Stack, Typography } from '@mui/material';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { usePlano } from '../../rdo.queries';
import { AdicionarAtividade } from './AdicionarAtividade';
import { AtividadeRow } from './AtividadeRow';
import { previstoNaData } from './previsto-na-data';
import type { RdoFormValues } from './rdo-form.types';
import { SectionCard } from '../../../../components/SectionCard';

const asText = (value: number) => String(value).replace('.', ',');

/** The day's activities: from the obra's plan (with progress, read by the S-curve) or described freely. */
export function AtividadesSection({ obraId, dataRdo }: { obraId: string; dataRdo: string }) {
  const { t } = useTranslation('rdoEdicao');
  const { control } = useFormContext<RdoFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'conteudo.atividades' });
  const linhas = useWatch({ control, name: 'conteudo.atividades' });
  const plano = usePlano(obraId);
  const planejadas = plano.data?.atividades ?? [];
  const porId = new Map(planejadas.map((a) => [a.id, a]));
  const usadas = new Set(linhas.map((l) => l.atividadePlanejadaId));
  const previsto = (index: number) => {
    const linha = linhas[index];
    if (!linha?.atividadePlanejadaId) return null;
    if (linha.percentualPrevisto !== null) return linha.percentualPrevisto;
    const atividade = porId.get(linha.atividadePlanejadaId);
    return atividade ? previstoNaData(atividade, dataRdo) : null;
  };
  return (
    <SectionCard id="rdo-secao-atividades" title={t('atividades.titulo')}>
      <Stack spacing={1.5}>
        {plano.isSuccess && planejadas.length === 0 && (
          <Alert severity="info">{t('atividades.semPlano')}</Alert>
        )}
        {fields.length === 0 && <Typography color="text.secondary">{t('atividades.vazio')}</Typography>}
        {fields.map((field, index) => (
          <AtividadeRow
            key={field.id}
            index={index}
            dataRdo={dataRdo}
            previsto={previsto(index)}
            onRemove={() => remove(index)}
          />
        ))}
        <AdicionarAtividade
          disponiveis={planejadas.filter((a) => !usadas.has(a.id))}
          dataRdo={dataRdo}
          onPlanejada={(a) =>
            append({
              atividadePlanejadaId: a.id,
              descricao: `${a.codigo} ${a.descricao}`,
              percentualAcumulado: asText(a.percentualRealizado),
              observacao: '',
              percentualPrevisto: previstoNaData(a, dataRdo),
            })
          }
          onLivre={() =>
            append({
              atividadePlanejadaId: null,
              descricao: '',
              percentualAcumulado: '',
              observacao: '',
              percentualPrevisto: null,
            })
          }
        />
      </Stack>
    </SectionCard>
  );
}
