// The cart operations' messages in Czech (the English: src/controller/cart-operations.ts). Loaded only when Czech is in use.
export default {
  'error.line_gone': 'Tato položka už ve vašem košíku nebyla, proto košík nyní ukazuje, co obsahuje.',
  'error.cart_gone': 'Váš košík už neexistoval, proto jsme založili nový, prázdný.',
};
