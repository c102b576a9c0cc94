// The gateways messages in Spanish (the English: src/ui/gateways/messages.ts). Loaded only when Spanish is in use.
export default {
  'gateway.cardDetails': 'Datos de la tarjeta',
  'gateway.cardNumber': 'Número de tarjeta',
  'gateway.expiry': 'Fecha de caducidad (MM/AA)',
  'gateway.cvc': 'Código de seguridad (CVC)',
  'gateway.cardName': 'Nombre en la tarjeta (opcional)',
  'gateway.testCards':
    'Modo de prueba: 4242 4242 4242 4242 paga, 4000 0027 6000 3184 pide 3-D Secure, 4000 0000 0000 0002 se rechaza. Cualquier fecha futura y cualquier CVC.',
  'gateway.numberRequired': 'Introduce el número de tarjeta.',
  'gateway.numberIncomplete': 'El número de tarjeta está incompleto.',
  'gateway.numberInvalid': 'Este número de tarjeta no es válido. Compruébalo e inténtalo de nuevo.',
  'gateway.expiryRequired': 'Introduce la fecha de caducidad.',
  'gateway.expiryInvalid': 'Introduce la fecha de caducidad como MM/AA, por ejemplo 08/29.',
  'gateway.expiryPast': 'Esta tarjeta ha caducado. Usa otra tarjeta.',
  'gateway.cvcRequired': 'Introduce el código de seguridad.',
  'gateway.cvcInvalid': 'El código de seguridad tiene 3 o 4 dígitos.',
  'gateway.challengeTitle': 'Tu banco quiere confirmar este pago',
  'gateway.challengeAmount': 'Confirma el pago de {amount} para continuar.',
  'gateway.challengeText': 'Confirma el pago para continuar.',
  'gateway.confirm': 'Confirmar',
  'gateway.fail': 'Rechazar la verificación',
  'gateway.cancel': 'Cancelar',
  'gateway.providerTitle': 'Confirma el pago con {provider}',
  'error.verification_failed':
    'El banco no ha podido verificar este pago. Elige otro método de pago o inténtalo de nuevo.',
  'error.verification_cancelled':
    'El pago no se ha confirmado. Elige otro método de pago o inténtalo de nuevo.',
  'error.gateway_unavailable':
    'No se ha podido cargar el formulario de pago. Comprueba tu conexión e inténtalo de nuevo.',
  'error.gateway_not_supported': 'Este método de pago no se puede usar aquí. Elige otro.',
  'error.card_invalid': 'Comprueba los datos de la tarjeta e inténtalo de nuevo.',
  'error.card_declined': 'La tarjeta ha sido rechazada. Elige otro método de pago.',
  'error.approval_pending': 'Termina primero en la ventana del proveedor.',
};
