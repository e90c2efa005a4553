"The benchmarks, a module a mode of `slagle bench`: efficiency (positions
evaluated), speed, startup, load, insanity, games; baseline (a plain-Python
transcription to time the Hy one against)."
