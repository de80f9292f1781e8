# The coverage corpus (docs/generator/rust-coverage.md): ordinary Rust kernels
# written from the user docs, each run through the differential harness
# (docs/generator/e2e.md) at one opt-level per test:
#   generator.coverage.NAME.O0 / .O3   (labels: e2e, coverage)
# Unlike RSGPU_DIFF_KERNELS, translation and the emulator driver's build happen
# when the test runs (run.sh), so a kernel rsgpu-gen rejects fails its own two
# tests and nothing else. The default test preset excludes the label
# `coverage`; `scripts/bench coverage` runs them and reports the fraction.
# generator.corpus.NAME.O0 / .O3 (label generator, in the default presets):
# the translation step alone, so a kernel rsgpu-gen stops translating fails CI;
# the runs in open.txt (not translated yet) carry corpus_open, left out.
# Included from tests/generator/backend/diff/CMakeLists.txt after its rlibs are defined.
set(_cv_src ${PROJECT_SOURCE_DIR}/tests/generator/coverage)
set(_cv ${CMAKE_CURRENT_BINARY_DIR}/coverage)
# How run.sh compiles driver.cpp with one generated .cu: rsgpu::host's
# usage requirements, as CMake resolves them.
set(_cv_inc "$<TARGET_PROPERTY:rsgpu_host,INTERFACE_INCLUDE_DIRECTORIES>")
set(_cv_def "$<TARGET_PROPERTY:rsgpu_host,INTERFACE_COMPILE_DEFINITIONS>")
file(GENERATE OUTPUT ${_cv}/driver_flags.txt
     CONTENT "$<$<BOOL:${_cv_def}>:-D$<JOIN:${_cv_def}, -D>> -I$<JOIN:${_cv_inc}, -I>\n")
file(GENERATE OUTPUT ${_cv}/driver_libs.txt
     CONTENT "$<TARGET_LINKER_FILE:Boost::context> -pthread\n")
set(_cv_ccache "")
if(RSGPU_CCACHE)
  set(_cv_ccache ${RSGPU_CCACHE})
endif()
file(STRINGS ${_cv_src}/open.txt _cv_open REGEX "^[A-Za-z0-9_]+\\.O[03]$")
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${_cv_src}/open.txt)
foreach(_n IN LISTS RSGPU_COVERAGE_KERNELS)
  if(NOT EXISTS ${_cv_src}/kernels/${_n}.rs OR NOT EXISTS ${_cv_src}/cases/${_n}.rs)
    message(FATAL_ERROR "RSGPU_COVERAGE_KERNELS: ${_n} needs tests/generator/coverage/kernels/${_n}.rs "
                        "and tests/generator/coverage/cases/${_n}.rs")
  endif()
  foreach(_o 0 3)
    add_test(NAME generator.coverage.${_n}.O${_o}
             COMMAND ${CMAKE_COMMAND} -E env --unset=RUSTFLAGS
                     RSGPU_RUSTC=${RSGPU_RUSTC} RSGPU_GEN=$<TARGET_FILE:rsgpu-gen>
                     RSGPU_CXX=${CMAKE_CXX_COMPILER} RSGPU_CCACHE=${_cv_ccache}
                     RSGPU_RLIBS=${_df} RSGPU_GEN_RLIB_DIR=${RSGPU_GEN_RLIB_DIR}
                     RSGPU_COVERAGE_DIR=${_cv}
                     ${RSGPU_BASH} ${_cv_src}/run.sh ${_n} ${_o})
    set_tests_properties(generator.coverage.${_n}.O${_o} PROPERTIES LABELS "e2e;coverage" TIMEOUT 600)
    # The translation alone, in the default presets (no C++ build: a second or
    # two): a kernel of the corpus rsgpu-gen stops translating fails here.
    add_test(NAME generator.corpus.${_n}.O${_o}
             COMMAND ${CMAKE_COMMAND} -E env --unset=RUSTFLAGS
                     RSGPU_RUSTC=${RSGPU_RUSTC} RSGPU_GEN=$<TARGET_FILE:rsgpu-gen>
                     RSGPU_GEN_RLIB_DIR=${RSGPU_GEN_RLIB_DIR} RSGPU_COVERAGE_DIR=${_cv}
                     ${RSGPU_BASH} ${_cv_src}/run.sh ${_n} ${_o} translate)
    set(_cv_labels generator)
    if("${_n}.O${_o}" IN_LIST _cv_open)
      set(_cv_labels "generator;corpus_open") # open.txt: not translated yet
    endif()
    set_tests_properties(generator.corpus.${_n}.O${_o} PROPERTIES LABELS "${_cv_labels}" TIMEOUT 120
                         PASS_REGULAR_EXPRESSION "TRANSLATE ${_n} O${_o}: PASS")
  endforeach()
endforeach()
