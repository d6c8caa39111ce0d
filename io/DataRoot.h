#pragma once

#include <filesystem>
#include <vector>

namespace td {

// Where the programs look for the game's data (the folder holding levels/ and assets/), seen from the running
// executable, most likely first:
//   1. the installed layout: <prefix>/bin/td finds <prefix>/share/tower-defence (the two folders as the build
//      was configured, TD_INSTALL_DATADIR in the top CMakeLists.txt, kept relative so that an installed tree
//      can be moved, or unpacked under another root, and still find its data);
//   2. a build folder inside the project: <project>/<build>/bin/td finds <project>;
//   3. a build folder elsewhere, with the data linked into it: <build>/bin/td finds <build>.
// The game and td-cli add the working directory after these. `argv0` locates the executable where /proc is not
// mounted; none are given when neither does.
std::vector<std::filesystem::path> dataRootCandidates(const char* argv0);

// The data folder relative to the executable's folder in the installed layout ("../share/tower-defence" by
// default), as the build was configured.
std::filesystem::path installedDataFromExecutable();

// Where the game looks for its translations' catalogues (game/text/Catalogue.h), most likely first: the installed
// locale folder (<prefix>/share/locale, kept relative as the data folder is), then <build>/locale beside a build's
// bin/ folder.
std::vector<std::filesystem::path> catalogueCandidates(const char* argv0);

}  // namespace td
