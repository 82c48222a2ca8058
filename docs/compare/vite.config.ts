import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({ plugins: [react()], build: { target: 'es2022' }, server: { port: 25190, strictPort: true } })
