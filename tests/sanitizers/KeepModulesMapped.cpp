// Linked into every program of a sanitizer build (TD_SANITIZE, see the top-level CMakeLists.txt); never into a
// normal one.
//
// LeakSanitizer looks for leaks after the exit handlers have run, and by then Mesa has dlclose()d its driver
// (swrast_dri.so) as SFML closed the display. The driver's frames then print as "<unknown module>", which no
// suppression can name, and whatever the driver's own globals pointed to looks leaked. With unloading turned into
// a no-op every module stays mapped to the end, so each report names its module and lsan.supp can tell third-party
// leaks from ours.
//
// The sanitizer runtime intercepts dlclose and calls the next definition in load order, which is this one: the
// runtime comes first, this library before the C library.

extern "C" int dlclose(void*) { return 0; }
