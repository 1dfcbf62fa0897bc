/**
 * Two short tones for a new order, made by the browser (no sound file to load). A browser plays
 * sound only after the page has been used once; the board asks for that tap (Sound on).
 */
let audio: AudioContext | null = null;

/** Opens the sound output; call it from a tap. */
export function allowSound(): void {
  audio ??= new AudioContext();
  void audio.resume();
}

export function ring(): void {
  if (!audio || audio.state !== 'running') return;
  for (const [at, frequency] of [
    [0, 880],
    [0.25, 1320],
  ] as const) {
    const tone = audio.createOscillator();
    const volume = audio.createGain();
    tone.frequency.value = frequency;
    volume.gain.setValueAtTime(0.2, audio.currentTime + at);
    volume.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + at + 0.2);
    tone.connect(volume).connect(audio.destination);
    tone.start(audio.currentTime + at);
    tone.stop(audio.currentTime + at + 0.2);
  }
}
