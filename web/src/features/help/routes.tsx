import { useParams } from 'react-router';
import { KnowledgeBaseIndex } from './components/knowledge-base-index';
import { KnowledgeBaseTerm, KnowledgeBaseTermNotFound } from './components/knowledge-base-term';
import { isTermSlug } from './terms';

export function KnowledgeBaseRoute() {
  return <KnowledgeBaseIndex />;
}

export function KnowledgeBaseTermRoute() {
  const { term } = useParams();
  return isTermSlug(term) ? <KnowledgeBaseTerm slug={term} /> : <KnowledgeBaseTermNotFound />;
}
