import { createRoot } from 'react-dom/client';
import { App } from './App';
import './console.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
createRoot(container).render(<App />);
