import type { MailLayoutText } from './layoutText';

export const es: MailLayoutText = {
  greeting: 'Hola:',
  phraseLabel: 'Tu frase antiphishing:',
  optionalFooter:
    'Recibes este correo porque los correos sobre {kind} están activados en tu cuenta de Meridian. Puedes desactivarlos en Cuenta → Notificaciones.',
  securityFooter:
    'Recibes este correo porque afecta a la seguridad de tu cuenta de Meridian. Los correos de seguridad no se pueden desactivar.',
  signature: '— Meridian',
  kinds: {
    price_alert: 'alertas de precio',
    deposit_approved: 'depósitos aprobados',
    deposit_failed: 'depósitos fallidos',
    withdrawal_approved: 'retiros aprobados',
    withdrawal_failed: 'retiros fallidos',
    trade_executed: 'operaciones ejecutadas',
    security: 'seguridad',
    message: 'mensajes de Meridian',
  },
};
