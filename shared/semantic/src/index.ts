export { createEmbedder, loadEmbedder } from './embedder.js';
export { ensureModelFiles, modelsDir, MODEL_ID, MODEL_NAME } from './model-files.js';
