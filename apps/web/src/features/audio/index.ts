export { AudioPlayer } from './components/audio-player';
export { AudioIntroduction } from './components/audio-recorder';
