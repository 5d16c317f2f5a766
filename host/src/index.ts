// Async boundary: federation negotiates shared singletons before any app code runs.
void import('./bootstrap');
