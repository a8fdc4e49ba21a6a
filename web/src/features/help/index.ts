export { KnowledgeBaseIndex } from './components/knowledge-base-index';
export { KnowledgeBaseTerm, KnowledgeBaseTermNotFound } from './components/knowledge-base-term';
export { isTermSlug } from './terms';
