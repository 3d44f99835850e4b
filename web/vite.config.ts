import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const TREE_GROUP =
  /node_modules[\\/](@rc-component[\\/](tree|virtual-list)[\\/]|antd[\\/]es[\\/](tree|checkbox[\\/]style)[\\/]|@ant-design[\\/]icons(-svg)?[\\/]es[\\/](icons|asn)[\\/](CaretDownFilled|FileOutlined|MinusSquareOutlined|PlusSquareOutlined|HolderOutlined|FolderOpenOutlined|FolderOutlined)\.js)/;

const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, proxy: { '/api': apiTarget } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 600,
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // ECharts' renderer library in a chunk of its own (docs/PERFORMANCE.md): zrender imports
            // only itself and tslib, so the cut runs no module out of order, and nothing else
            // (React, antd) is drawn into the group.
            {
              name: 'zrender',
              test: /node_modules[\\/](zrender|tslib)[\\/]/,
              includeDependenciesRecursively: false,
            },
            // antd's Tree (and the virtual list it shares with Select) apart from the Table chunk
            // every list loads, which it would push past 80 kB. The group holds every module the
            // tree imports that no earlier chunk holds (its icons, the checkbox style), so it
            // imports nothing back from the table chunk: no cycle between the two.
            {
              name: 'tree',
              test: TREE_GROUP,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
