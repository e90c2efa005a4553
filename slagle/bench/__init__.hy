"The benchmarks, a module a mode of `slagle bench`: efficiency (positions
evaluated), speed, startup, load, insanity, games (and the report's
depth, in the same module); baseline (a plain-Python
transcription to time the Hy one against)."
