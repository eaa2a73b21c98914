export { usePlacements } from './api/get-placements';
