import '@/contract/zod-locale';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

const container = document.getElementById('root');
if (!container) throw new Error('#root が見つかりません');

void import('./fonts');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
