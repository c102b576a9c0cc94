import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [
    vue({
      // #region is-custom-element
      // The widget's elements are custom elements, not Vue components.
      template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('svc-') } },
      // #endregion is-custom-element
    }),
  ],
});
