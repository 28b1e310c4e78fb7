import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  PROJETO_CATEGORIA_LABEL,
  PROJETO_DETENTOR_LABEL,
  PROJETO_DISCIPLINA_LABEL,
  type TProjetoResumo,
} from '@portal/domain';
import { PrazoTexto, ProjetoCodigoChip, ProjetoSituacaoChip } from '../ProjetoChips';

/** A document as a card on a phone: number and revision, title, discipline and category, situation, due date. */
export function ProjetoCardContent({ projeto: p, comObra }: { projeto: TProjetoResumo; comObra: boolean }) {
  const { t } = useTranslation('projetos');
  return (
    <Stack spacing={0.75}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{p.numero}</Typography>
        {p.revisaoAtual !== null && (
          <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
            {t('lista.revisaoRotulo', { revisao: p.revisaoAtual })}
          </Typography>
        )}
      </Stack>
      <Typography sx={{ overflowWrap: 'anywhere' }}>{p.titulo}</Typography>
      <Typography variant="body2" color="text.secondary">
        {PROJETO_DISCIPLINA_LABEL[p.disciplina]} · {PROJETO_CATEGORIA_LABEL[p.categoria]}
        {comObra && ` · ${p.obra.codigo}`}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <ProjetoSituacaoChip situacao={p.situacao} />
        {p.codigo && <ProjetoCodigoChip codigo={p.codigo} />}
      </Stack>
      {(p.prazo || p.detentor) && (
        <Typography variant="body2" color="text.secondary" component="div">
          {p.prazo && (
            <>
              {t('campos.prazo')}:{' '}
              <PrazoTexto prazo={p.prazo} atrasado={p.atrasado} diasAtraso={p.diasAtraso} />
            </>
          )}
          {p.detentor && ` · ${PROJETO_DETENTOR_LABEL[p.detentor]}`}
        </Typography>
      )}
    </Stack>
  );
}
