"""The engine: the app (loop, display, services), the scene stack, input, the router. Imports no screen."""
