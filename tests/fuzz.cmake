# The level loader and the OBJ reader under libFuzzer (tests/fuzz/LevelFuzz.cpp,
# tests/fuzz/ObjFuzz.cpp).
#
# Every build compiles the fuzz target's source into a plain program that
# replays the seed corpus in tests/fuzz/corpus/ (the shipped levels, edge
# cases, and every input that ever crashed it), so the target cannot rot
# and old crashes stay fixed. With -DTD_FUZZ=ON and Clang, the libFuzzer
# target td_level_fuzz is built too; scripts/fuzz configures such a build
# (instrumenting every library) and runs it for a bounded time.
set(TD_FUZZ_DIR ${CMAKE_CURRENT_SOURCE_DIR}/fuzz)

add_executable(td_level_fuzz_corpus ${TD_FUZZ_DIR}/LevelFuzz.cpp ${TD_FUZZ_DIR}/CorpusDriver.cpp)
target_link_libraries(td_level_fuzz_corpus PRIVATE td_io td_engine td_warnings)
target_link_libraries(td_level_fuzz_corpus PRIVATE td_source_paths)
add_test(NAME io.fuzz.level_corpus COMMAND td_level_fuzz_corpus ${TD_FUZZ_DIR}/corpus)

# The same for the navigation mesh's OBJ reader (tests/fuzz/ObjFuzz.cpp).
add_executable(td_obj_fuzz_corpus ${TD_FUZZ_DIR}/ObjFuzz.cpp ${TD_FUZZ_DIR}/CorpusDriver.cpp)
target_link_libraries(td_obj_fuzz_corpus PRIVATE td_engine td_warnings)
target_include_directories(td_obj_fuzz_corpus PRIVATE ${PROJECT_SOURCE_DIR})
add_test(NAME engine.fuzz.obj_corpus COMMAND td_obj_fuzz_corpus ${TD_FUZZ_DIR}/obj-corpus ${CMAKE_CURRENT_SOURCE_DIR}/data/nav)

option(TD_FUZZ "Build the libFuzzer targets (Clang only; see scripts/fuzz)" OFF)
if(TD_FUZZ)
  if(CMAKE_CXX_COMPILER_ID MATCHES "Clang")
    add_executable(td_level_fuzz ${TD_FUZZ_DIR}/LevelFuzz.cpp)
    target_link_libraries(td_level_fuzz PRIVATE td_io td_engine td_warnings)
    target_link_libraries(td_level_fuzz PRIVATE td_source_paths)
    target_compile_options(td_level_fuzz PRIVATE -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined)
    target_link_options(td_level_fuzz PRIVATE -fsanitize=fuzzer,address,undefined)
    add_executable(td_obj_fuzz ${TD_FUZZ_DIR}/ObjFuzz.cpp)
    target_link_libraries(td_obj_fuzz PRIVATE td_engine td_warnings)
    target_include_directories(td_obj_fuzz PRIVATE ${PROJECT_SOURCE_DIR})
    target_compile_options(td_obj_fuzz PRIVATE -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined)
    target_link_options(td_obj_fuzz PRIVATE -fsanitize=fuzzer,address,undefined)
  else()
    message(WARNING "TD_FUZZ needs Clang (libFuzzer); ${CMAKE_CXX_COMPILER_ID} builds only the corpus replay")
  endif()
endif()
