export { BlogContent } from './components/blog-content';
