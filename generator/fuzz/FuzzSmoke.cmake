# Builds the libFuzzer target with clang++-19 in a nested project (so the
# default g++ build still gets a fuzzer) and registers a short smoke run.
# Without clang++-19 the smoke test is skipped (exit 77).
find_program(RSGPU_CLANGXX19 clang++-19)
set(_fuzz_bin ${CMAKE_CURRENT_BINARY_DIR}/fuzz-build/fuzz_mir_parser)
if(RSGPU_CLANGXX19)
  include(ExternalProject)
  ExternalProject_Add(rsgpu_fuzz_build
    SOURCE_DIR ${CMAKE_CURRENT_SOURCE_DIR}/fuzz
    BINARY_DIR ${CMAKE_CURRENT_BINARY_DIR}/fuzz-build
    CMAKE_ARGS -G Ninja -DCMAKE_CXX_COMPILER=${RSGPU_CLANGXX19}
               -DCMAKE_BUILD_TYPE=RelWithDebInfo
               -DCMAKE_CXX_COMPILER_LAUNCHER=${CMAKE_CXX_COMPILER_LAUNCHER}
               -DRSGPU_GEN_DIR=${CMAKE_CURRENT_SOURCE_DIR}
               -DRSGPU_FUZZ_SOURCE=${PROJECT_SOURCE_DIR}/tests/fuzz/fuzz_mir_parser.cpp
               -DLLVM_DIR=${LLVM_DIR}
    BUILD_ALWAYS ON
    INSTALL_COMMAND ""
    USES_TERMINAL_BUILD OFF)
endif()
add_test(NAME generator.fuzz_smoke
         COMMAND ${RSGPU_BASH} ${PROJECT_SOURCE_DIR}/tests/fuzz/smoke.sh ${_fuzz_bin}
                 ${RSGPU_MIR_CORPUS_DIR} ${PROJECT_SOURCE_DIR}/tests/fuzz/seeds
                 ${CMAKE_CURRENT_BINARY_DIR}/fuzz-run 8)
set_tests_properties(generator.fuzz_smoke PROPERTIES LABELS fuzz SKIP_RETURN_CODE 77
                     TIMEOUT 120)
