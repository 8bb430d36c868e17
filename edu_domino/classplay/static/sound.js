// Sounds on the device: the tones the server worked out from the app's own synth rules
// (classplay/step_json.py: {at, len, hz, vel} in seconds), played with Web Audio. Browsers keep a
// page silent until its first tap, so the context is made (or resumed) on a tap.
"use strict";

const Sound = (() => {
  let context = null;
  let lastClicks = [];

  function ready() {
    try {
      context = context || new (window.AudioContext || window.webkitAudioContext)();
      if (context.state === "suspended") context.resume();
      return context;
    } catch (e) { return null; }  // no sound here: the words and pictures still tell
  }

  function tone(ctx, start, length, hz, vel) {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = "triangle";
    osc.frequency.value = hz;
    const peak = 0.05 + 0.3 * vel;
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(peak, start + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + Math.max(0.05, length));
    osc.connect(gain).connect(ctx.destination);
    osc.start(start);
    osc.stop(start + Math.max(0.06, length) + 0.02);
  }

  // Play the events; returns the performance.now() time the first one sounds (or null).
  function play(events) {
    const ctx = ready();
    if (!ctx || !events || !events.length) return null;
    const start = ctx.currentTime + 0.08;
    for (const e of events) tone(ctx, start + e.at, e.len, e.hz, e.vel);
    return performance.now() + 80 + 1000 * (ctx.outputLatency || 0);
  }

  // `count` clicks a `beat` apart; the performance.now() time of each click as heard.
  function clicks(beat, count) {
    const ctx = ready();
    const times = [];
    const lead = 0.3;
    const heard = performance.now() + 1000 * (lead + (ctx ? ctx.outputLatency || 0 : 0));
    for (let i = 0; i < count; i++) {
      if (ctx) tone(ctx, ctx.currentTime + lead + i * beat, 0.05, i ? 1046.5 : 1318.5, 0.4);
      times.push(heard + 1000 * i * beat);
    }
    lastClicks = times;  // tests tap along with them
    return times;
  }

  document.addEventListener("pointerdown", ready, { passive: true });
  document.addEventListener("keydown", ready);
  return { play: play, clicks: clicks, ready: ready, lastClicks: () => lastClicks };
})();
