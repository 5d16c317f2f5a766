import './zod-without-eval';
import { start } from './app/start';

void start();
