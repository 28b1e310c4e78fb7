import { createHash, randomBytes } from 'node:crypto';
import { ETICA_JANELA_TENTATIVAS_MIN, ETICA_MAX_TENTATIVAS } from '@portal/domain';
import { TooManyRequests } from '../../errors/domain-errors';

export const JANELA_MS = ETICA_JANELA_TENTATIVAS_MIN * 60_000;
export const MUITAS_TENTATIVAS = `Muitas tentativas com protocolo ou chave errados. Tente de novo em ${ETICA_JANELA_TENTATIVAS_MIN} minutos.`;

/**
 * Wrong protocol-and-key tries per client, in memory only: the address is hashed with a salt drawn at start and
 * never written anywhere, so the count cannot identify a reporter afterwards (issue 23). One per application.
 */
export class TentativasErradas {
  private readonly salt = randomBytes(16);
  private readonly porCliente = new Map<string, { falhas: number; desde: number; bloqueadoAte: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  private keyOf(ip: string): string {
    return createHash('sha256').update(this.salt).update(ip).digest('base64url');
  }

  /** Refuses (429) a client that reached the limit, until its window ends. */
  ensureAllowed(ip: string): void {
    const entry = this.porCliente.get(this.keyOf(ip));
    if (entry && entry.bloqueadoAte > this.now()) throw new TooManyRequests(MUITAS_TENTATIVAS);
  }

  recordFailure(ip: string): void {
    const key = this.keyOf(ip);
    const now = this.now();
    const entry = this.porCliente.get(key);
    const current =
      entry && now - entry.desde < JANELA_MS ? entry : { falhas: 0, desde: now, bloqueadoAte: 0 };
    current.falhas += 1;
    if (current.falhas >= ETICA_MAX_TENTATIVAS) {
      current.bloqueadoAte = now + JANELA_MS;
      current.falhas = 0;
      current.desde = now;
    }
    this.porCliente.set(key, current);
    this.prune(now);
  }

  /** Old entries go, so the map stays small under a flood. */
  private prune(now: number): void {
    if (this.porCliente.size < 10_000) return;
    for (const [key, entry] of this.porCliente)
      if (entry.bloqueadoAte < now && now - entry.desde >= JANELA_MS) this.porCliente.delete(key);
  }
}
