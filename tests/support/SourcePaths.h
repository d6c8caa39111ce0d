#pragma once

// Where the source tree and its data are, for the tests and benchmarks that read them. The paths are compiled
// into one small generated file (SourcePaths.cpp.in) rather than passed as definitions to every file: they are
// the only thing that differs between two clones, and the compiler cache keys each file on its options, so a
// definition naming the clone made every test file of a second clone miss the cache.

#include <filesystem>

namespace td::test {

std::filesystem::path sourceDir();      // the project's root
std::filesystem::path testDataDir();    // tests/data
std::filesystem::path sharedDataDir();  // the optional shared data beside the project (may not exist)

}  // namespace td::test
