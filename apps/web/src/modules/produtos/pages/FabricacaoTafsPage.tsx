import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../session/session.store';
import { TafsLista } from '../components/taf/TafsLista';
import { useObra } from '../../obras/obras.queries';

/**
 * /fabricacao/:obra/taf (factory layout; the SPEC's /produto/taf/{obra}): the TAFs of the units made on this
 * fabrication, and "Novo TAF" on it for who executes TAFs.
 */
export function FabricacaoTafsPage() {
  const { t } = useTranslation('produtos');
  const { obra = '' } = useParams();
  const ability = useSessionStore((s) => s.ability);
  const fabricacao = useObra(obra);
  const f = fabricacao.data;
  return (
    <TafsLista
      key={obra}
      titulo={t('tafs.tituloFabricacao')}
      subtituloExtra={f ? `${f.codigo} — ${f.nome} · ` : undefined}
      obraId={obra}
      podeCriar={ability.can('update', 'TAF')}
    />
  );
}
