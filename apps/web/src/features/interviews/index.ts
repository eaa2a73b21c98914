export { TimeZoneControl } from './components/time-zone-control';
export { useViewerTimeZone } from './hooks/use-viewer-time-zone';
